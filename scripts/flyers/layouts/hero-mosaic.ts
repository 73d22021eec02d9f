/**
 * Layout 6, a hero and a mosaic: one product drawn big with a huge price across the top of the
 * page, then a dense mosaic of small tiles of different spans (CSS grid, dense packing), some
 * bilingual with "د.إ 4.75" or "12.50 درهم" prices, so small offers sit tight against each other.
 */

import { money, offerPrice, wholePrice } from "../prices.ts";
import { ELECTRONICS, GROCERIES, HOUSEHOLD, type Product } from "../products.ts";
import { FlyerDraft, h, type Layout, picture } from "../sheet.ts";

/** Tile `n`'s price as printed: mostly "AED 4.75"; every third "د.إ 4.75", every fifth "4.75 درهم". */
function tilePrice(price: number, n: number): string {
  if (n % 5 === 4) return `${money(price)} درهم`;
  if (n % 3 === 2) return `د.إ ${money(price)}`;
  return `AED ${money(price)}`;
}

function hero(draft: FlyerDraft, page: number, [name, nameAr, , shelf]: Product, whole: boolean): string {
  const price = whole ? wholePrice(shelf, 3) : offerPrice(shelf, 5);
  const text = whole ? `AED ${money(price, 0)}` : `AED ${money(price)}`;
  const wasText = whole ? `AED ${money(shelf, 0)}` : `AED ${money(shelf)}`;
  const mark = draft.offer(page, { name, nameAr, price, was: shelf, wasText, priceText: [text] });
  return `<section class="hero">
  <div class="hero-pic">${picture(whole ? 3 : 1, whole ? 210 : 30, "70mm")}</div>
  <div class="hero-text">
    <p class="kicker">Deal of the week</p>
    <h2 ${mark("name")}>${h(name)}</h2>
    <p class="hero-ar" lang="ar" dir="rtl" ${mark("name")}>${h(nameAr)}</p>
    <p class="hero-was">Usual price <s>${wasText}</s></p>
    <p class="hero-price" ${mark("price")}>${text}</p>
  </div>
</section>`;
}

function mosaic(draft: FlyerDraft, page: number, products: readonly Product[], whole: boolean): string {
  const tiles = products.map(([name, nameAr, size, shelf], i) => {
    const n = page * 100 + i;
    const price = whole ? wholePrice(shelf, i) : offerPrice(shelf, i + 2);
    const text = whole ? `AED ${money(price, 0)}` : tilePrice(price, i);
    const bilingual = !whole && (i % 3 === 2 || i % 5 === 4);
    const mark = draft.offer(page, {
      name,
      ...(bilingual ? { nameAr } : {}),
      ...(size ? { size } : {}),
      price,
      priceText: [text],
    });
    const span = i % 7 === 0 ? "wide" : i % 11 === 5 ? "tall" : "";
    return `<div class="tile ${span}" style="--h:${(n * 53) % 360}">
  <p class="t-name" ${mark("name")}>${h(name)}</p>${bilingual ? `<p class="t-ar" lang="ar" dir="rtl" ${mark("name")}>${h(nameAr)}</p>` : ""}
  ${size ? `<p class="t-size">${h(size)}</p>` : ""}<p class="t-price" ${mark("price")}>${h(text)}</p>
</div>`;
  });
  return `<div class="mosaic">${tiles.join("\n")}</div>`;
}

export function heroMosaic(): Layout {
  const draft = new FlyerDraft();
  const pages = [
    `${hero(draft, 1, ELECTRONICS[0]!, true)}
${mosaic(draft, 1, ELECTRONICS.slice(2, 24), true)}
<p class="folio">ElectroHub · 1</p>`,
    `${hero(draft, 2, GROCERIES[28]!, false)}
${mosaic(draft, 2, [...GROCERIES.slice(0, 18), ...HOUSEHOLD.slice(5, 10)], false)}
<p class="folio">ElectroHub Home &amp; Food · 2</p>`,
  ];
  return {
    layout: "hero-mosaic",
    title: "ElectroHub — Deal of the week",
    size: { width: 250, height: 353 },
    dir: "ltr",
    fonts: ["Noto Sans Display", "Noto Sans Arabic", "Inter"],
    pages,
    offers: draft.offers,
    notOffers: ["ElectroHub · 1", "ElectroHub Home & Food · 2"],
    css: `
body { font-family: "Inter", sans-serif; color: #101018; }
[lang="ar"] { font-family: "Noto Sans Arabic", sans-serif; }
.sheet { background: #101018; padding: 6mm; display: flex; flex-direction: column; gap: 4mm; }
.hero { height: 110mm; display: flex; align-items: center; gap: 6mm; padding: 6mm 10mm;
  background: radial-gradient(ellipse at 25% 50%, #3a7bd5 0, #1b2a6b 60%, #101018 100%); color: #fff; border-radius: 4mm; }
.kicker { font-family: "Noto Sans Display"; text-transform: uppercase; letter-spacing: 3pt; color: #7fdbff; font-size: 11pt; }
.hero h2 { font-family: "Noto Sans Display"; font-size: 26pt; font-weight: 700; line-height: 1.1; }
.hero-ar { font-size: 15pt; margin-top: 1mm; }
.hero-was { margin-top: 4mm; font-size: 12pt; color: #c6d3ff; }
.hero-price { font-family: "Noto Sans Display"; font-size: 52pt; font-weight: 700; color: #ffe14d; line-height: 1; }
.mosaic { flex: 1; display: grid; grid-template-columns: repeat(6, 1fr); grid-auto-rows: 1fr; grid-auto-flow: row dense; gap: 1.5mm; }
.tile { background: hsl(var(--h) 70% 92%); border-top: 1.2mm solid hsl(var(--h) 60% 45%); padding: 1.5mm; display: flex; flex-direction: column; }
.tile.wide { grid-column: span 2; }
.tile.tall { grid-row: span 2; }
.t-name { font-size: 7pt; font-weight: 600; line-height: 1.15; }
.t-ar { font-size: 7pt; line-height: 1.3; }
.t-size { font-size: 6pt; color: #555; }
.t-price { margin-top: auto; font-size: 10pt; font-weight: 800; color: #c40018; white-space: nowrap; }
.wide .t-price { font-size: 13pt; }
.folio { color: #aaa; font-size: 7pt; text-align: right; }
`,
  };
}
