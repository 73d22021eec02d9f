/**
 * Layout 2, Arabic first: a right-to-left page of cards with the Arabic name in Naskh, the
 * English name small beneath it, the size and prices in Arabic-Indic digits with the Arabic
 * decimal separator ("١٢٫٥٠ درهم", "بدلاً من ١٥٫٩٥"), some prices with "د.إ" and, on the
 * second page, some in Western digits ("12.50 درهم"), as mixed UAE flyers print them.
 */

import { arabicDigits, money, offerPrice, sizeAr } from "../prices.ts";
import { GROCERIES, HOUSEHOLD } from "../products.ts";
import { FlyerDraft, h, type Layout, picture } from "../sheet.ts";

const PER_PAGE = 12;

/** How card `n` prints its price: Arabic-Indic with درهم or د.إ, or Western digits with درهم. */
function priceText(price: number, n: number, page: number): string {
  if (page === 2 && n % 3 === 1) return `${money(price)} درهم`;
  return n % 4 === 2 ? `${arabicDigits(money(price))} د.إ` : `${arabicDigits(money(price))} درهم`;
}

export function arabicCards(): Layout {
  const draft = new FlyerDraft();
  const products = [...GROCERIES.slice(14, 34), ...HOUSEHOLD.slice(4, 8)];
  const pages = [1, 2].map((p) => {
    const cards = products.slice((p - 1) * PER_PAGE, p * PER_PAGE).map(([name, nameAr, size, shelf], i) => {
      const n = (p - 1) * PER_PAGE + i;
      const price = offerPrice(shelf, n + 3);
      const printed = priceText(price, n, p);
      const hasWas = n % 5 !== 4;
      const wasLabel = n % 2 === 0 ? "بدلاً من" : "السعر السابق";
      const wasText = `${wasLabel} ${arabicDigits(money(shelf))}`;
      const mark = draft.offer(p, {
        name,
        nameAr,
        size: sizeAr(size),
        price,
        ...(hasWas ? { was: shelf, wasText } : {}),
        priceText: [printed],
      });
      return `<article class="card">
  <div class="pic">${picture(n + 2, (n * 61 + 20) % 360, "16mm")}</div>
  <h3 ${mark("name")}>${h(nameAr)}</h3>
  <p class="en" lang="en" dir="ltr" ${mark("name")}>${h(name)}</p>
  <p class="size">${h(sizeAr(size))}</p>
  <p class="price" ${mark("price")}>${h(printed)}</p>
  ${hasWas ? `<p class="was">${wasLabel} <s>${arabicDigits(money(shelf))}</s></p>` : ""}
</article>`;
    });
    return `<header><div><p class="brand">أسواق النخلة</p><p class="brand-en" lang="en" dir="ltr">Al Nakheel Markets</p></div>
<p class="claim">عروض نهاية الأسبوع</p></header>
<div class="grid">${cards.join("\n")}</div>
<footer><span>الأسعار بالدرهم الإماراتي وتشمل ضريبة القيمة المضافة</span><span class="folio">صفحة ${arabicDigits(String(p))}</span></footer>`;
  });
  return {
    layout: "arabic-cards",
    title: "أسواق النخلة — عروض نهاية الأسبوع",
    size: { width: 210, height: 297 },
    dir: "rtl",
    fonts: ["Noto Naskh Arabic", "Noto Kufi Arabic", "Noto Sans"],
    pages,
    offers: draft.offers,
    notOffers: ["صفحة ١", "صفحة ٢"],
    css: `
body { font-family: "Noto Naskh Arabic", "Noto Sans", serif; color: #2b1d0e; }
[lang="en"] { font-family: "Noto Sans", sans-serif; }
.sheet { background: #fff8ec; padding: 7mm 8mm; display: flex; flex-direction: column;
  background-image: radial-gradient(circle at 0 0, #f6d59a 0 30mm, transparent 30mm); }
header { display: flex; justify-content: space-between; align-items: center; border-bottom: 1.2mm solid #0f7b4a; padding-bottom: 3mm; }
.brand { font-family: "Noto Kufi Arabic"; font-weight: 700; font-size: 24pt; color: #0f7b4a; line-height: 1.3; }
.brand-en { font-size: 9pt; letter-spacing: 2pt; text-transform: uppercase; }
.claim { font-family: "Noto Kufi Arabic"; font-size: 15pt; background: #c8102e; color: #fff; padding: 1mm 5mm; border-radius: 6mm; }
.grid { flex: 1; display: grid; grid-template-columns: repeat(3, 1fr); grid-template-rows: repeat(4, 1fr); gap: 3.5mm; margin: 4mm 0; }
.card { background: #fff; border: 0.4mm solid #e0c48f; border-radius: 2mm; padding: 2mm 3mm; display: flex; flex-direction: column; align-items: flex-start; }
.pic { align-self: center; height: 16mm; }
.card h3 { font-size: 11.5pt; font-weight: 700; line-height: 1.35; }
.en { font-size: 7pt; color: #6d5b45; }
.size { font-size: 9pt; color: #6d5b45; }
.price { margin-top: auto; font-family: "Noto Kufi Arabic"; font-weight: 700; font-size: 15pt; color: #c8102e; line-height: 1.4; }
.was { font-size: 8.5pt; color: #555; }
footer { display: flex; justify-content: space-between; font-size: 8pt; }
`,
  };
}
