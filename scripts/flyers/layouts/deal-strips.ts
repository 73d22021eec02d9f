/**
 * Held-out layout (issue 23's OCR work): never looked at while the OCR rules were tuned, so its
 * figures say how the rules do on print they were not fitted to. Two columns of horizontal
 * strips: the English name over the Arabic one on the left, a price tag (white on a dark
 * ground) on the right, "Dhs 12.95" or "12.95 AED" by turns, a "Was Dhs 15.50" note under some
 * names (not struck), fresh counter items "/ kg", a serif heading with dates and a phone number.
 */

import { money, offerPrice } from "../prices.ts";
import { FRESH, GROCERIES, HOUSEHOLD, type Product } from "../products.ts";
import { FlyerDraft, h, type Layout } from "../sheet.ts";

/** Strip `n`'s price as printed: the currency before or after by turns. */
const tagText = (price: number, n: number) => (n % 2 ? `${money(price)} AED` : `Dhs ${money(price)}`);

function strip(draft: FlyerDraft, page: number, [name, nameAr, size, shelf]: Product, n: number, perKg: boolean) {
  const price = offerPrice(shelf, n + 3);
  const text = tagText(price, n);
  const withWas = n % 3 === 1;
  const wasText = `Dhs ${money(shelf)}`;
  const mark = draft.offer(page, {
    name,
    nameAr,
    price,
    ...(withWas ? { was: shelf, wasText } : {}),
    ...(perKg ? { unit: "kg" } : {}),
    ...(size ? { size } : {}),
    priceText: [text],
  });
  return `<div class="strip" style="--h:${(n * 67) % 360}">
  <div class="names">
    <p class="en" ${mark("name")}>${h(name)}</p>
    <p class="ar" lang="ar" dir="rtl" ${mark("name")}>${h(nameAr)}</p>
    <p class="meta">${size ? h(size) : "Fresh counter"}${withWas ? ` · Was ${wasText}` : ""}</p>
  </div>
  <div class="tag"><span ${mark("price")}>${h(text)}</span>${perKg ? `<span class="per">/ kg</span>` : ""}</div>
</div>`;
}

function page(draft: FlyerDraft, n: number, products: readonly Product[], perKg: (i: number) => boolean) {
  const strips = products.map((p, i) => strip(draft, n, p, n * 50 + i, perKg(i)));
  return `<header><h1>Golden Basket Supermarket</h1><p>Offers valid 04.12.2026 – 10.12.2026 · Call 800 46532</p></header>
<div class="cols">${strips.join("\n")}</div>
<footer>Golden Basket · Al Qusais, Dubai · ${n} / 2</footer>`;
}

export function dealStrips(): Layout {
  const draft = new FlyerDraft();
  const pages = [
    page(draft, 1, GROCERIES.slice(8, 30), () => false),
    page(draft, 2, [...FRESH.slice(0, 10), ...HOUSEHOLD.slice(0, 8)], (i) => i < 10),
  ];
  return {
    layout: "deal-strips",
    title: "Golden Basket Supermarket — Strip Deals",
    size: { width: 210, height: 297 },
    dir: "ltr",
    fonts: ["Noto Sans Display", "Noto Kufi Arabic", "Noto Serif"],
    pages,
    offers: draft.offers,
    notOffers: ["04.12.2026", "10.12.2026", "800 46532", "1 / 2", "2 / 2"],
    css: `
body { font-family: "Noto Sans Display", sans-serif; color: #1d2a1f; }
.sheet { background: #f6f1e4; padding: 9mm 8mm; display: flex; flex-direction: column; }
header { border-bottom: 0.6mm solid #2f5d34; padding-bottom: 2mm; }
h1 { font-family: "Noto Serif", serif; font-size: 22pt; color: #2f5d34; }
header p { font-size: 8.5pt; color: #5a5a48; margin-top: 1mm; }
.cols { flex: 1; display: grid; grid-template-columns: 1fr 1fr; grid-auto-rows: 1fr; gap: 2.5mm 5mm; margin-top: 4mm; }
.strip { display: flex; align-items: center; justify-content: space-between; background: #fff; border-left: 2mm solid hsl(var(--h) 45% 45%); padding: 1.5mm 2.5mm; }
.names { min-width: 0; }
.en { font-size: 9.5pt; font-weight: 700; }
.ar { font-family: "Noto Kufi Arabic", sans-serif; font-size: 8pt; color: #3c4a3e; text-align: left; }
.meta { font-size: 7pt; color: #6a6a58; margin-top: 0.5mm; }
.tag { background: #2f5d34; color: #fff; border-radius: 1.5mm; padding: 1.2mm 2.2mm; font-size: 11.5pt; font-weight: 700; white-space: nowrap; margin-left: 2mm; }
.per { font-size: 8pt; font-weight: 400; margin-left: 1mm; }
footer { font-size: 7.5pt; color: #5a5a48; margin-top: 3mm; text-align: center; }
`,
  };
}
