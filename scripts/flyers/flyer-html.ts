/**
 * One bilingual flyer as an HTML document for Chromium to print: A4 pages, the store's colours
 * as CSS shapes (no raster images, so the PDF stays small), each offer in English then Arabic.
 * The English name is followed by its two prices in the text, as on the pdf-lib flyers, so one
 * reader checks both kinds. No dates: the catalogue rows' dates follow the seed's `today`.
 */
import { CATALOG_TITLES_AR } from "#db/seed/data/catalogs-ar.ts";
import type { FlyerFixture } from "#db/seed/data/flyers.ts";
import { PRODUCT_NAMES_AR } from "#db/seed/data/products-ar.ts";
import { DEMO_STORES } from "#db/seed/data/stores.ts";
import { aed, type Offer } from "#db/seed/offers.ts";
import { hueOf } from "#db/seed/svg.ts";
import { escapeXml } from "#lib/escape-xml.ts";

export type FlyerFonts = { latin: string; arabic: string; latinBold: string; arabicBold: string };

/** "9.95 درهم", the way Arabic flyers print a price. */
function dirhams(amount: number): string {
  return `${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} درهم`;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`No ${what}`);
  return value;
}

function tile(offer: Offer, i: number, hue: number): string {
  const ar = required(PRODUCT_NAMES_AR[offer.product], `Arabic name for ${offer.product}`);
  const save = Math.round((1 - offer.price / offer.was) * 100);
  return `<div class="tile">
  <div class="art" style="--h:${(hue + 24 * i) % 360}"><span class="dot"></span><span class="save">-${save}%</span></div>
  <p class="name">${escapeXml(offer.product)}</p>
  <p class="prices"><span class="price">${aed(offer.price)}</span> <s>${aed(offer.was)}</s></p>
  <p class="name" dir="rtl" lang="ar">${escapeXml(ar)}</p>
  <p class="prices" dir="rtl" lang="ar"><span class="price">${dirhams(offer.price)}</span> <s>${dirhams(offer.was)}</s></p>
</div>`;
}

export function flyerHtml(f: FlyerFixture, pages: Offer[][], fonts: FlyerFonts): string {
  const store = required(
    DEMO_STORES.find((s) => s.name === f.store),
    `demo store ${f.store}`,
  );
  const storeAr = required(store.nameAr, `Arabic name for ${f.store}`);
  const titleAr = required(CATALOG_TITLES_AR[f.title], `Arabic title for ${f.title}`);
  const hue = hueOf(store.name);
  const body = pages
    .map(
      (offers, p) => `<section class="page">
  <header>
    <div><p class="store">${escapeXml(store.name)}</p><p class="title">${escapeXml(f.title)}</p></div>
    <div dir="rtl" lang="ar"><p class="store">${escapeXml(storeAr)}</p><p class="title">${escapeXml(titleAr)}</p></div>
  </header>
  <p class="folio">${p + 1} / ${pages.length}</p>
  <div class="grid">${offers.map((o, i) => tile(o, i, hue)).join("\n")}</div>
  <footer>
    <p>While stocks last. Prices in UAE dirhams, VAT included. Demo catalogue.</p>
    <p dir="rtl" lang="ar">العروض سارية حتى نفاد الكمية. الأسعار بالدرهم الإماراتي شاملة الضريبة. كتالوج تجريبي.</p>
  </footer>
</section>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeXml(`${store.name} — ${f.title}`)}</title>
<style>
@font-face { font-family: "Flyer Latin"; font-weight: 400; src: url(${fonts.latin}); }
@font-face { font-family: "Flyer Latin"; font-weight: 700; src: url(${fonts.latinBold}); }
@font-face { font-family: "Flyer Arabic"; font-weight: 400; src: url(${fonts.arabic}); }
@font-face { font-family: "Flyer Arabic"; font-weight: 700; src: url(${fonts.arabicBold}); }
@page { size: A4; margin: 0; }
* { box-sizing: border-box; margin: 0; }
body { font-family: "Flyer Latin", "Flyer Arabic", sans-serif; color: #1a1a26; text-rendering: geometricPrecision; }
/* "ff" as one glyph would split "Coffee" in some text extractors; Arabic keeps its required lam-alef. */
:not([lang="ar"]) { font-variant-ligatures: none; }
[lang="ar"] { font-family: "Flyer Arabic", "Flyer Latin", sans-serif; font-variant-ligatures: normal; }
.page { width: 210mm; height: 297mm; padding: 0 12mm 10mm; display: flex; flex-direction: column; break-after: page; overflow: hidden; }
.page:last-child { break-after: auto; }
header { margin: 0 -12mm; padding: 8mm 12mm 6mm; display: flex; justify-content: space-between; align-items: flex-end;
  background: hsl(${hue} 65% 40%); color: #fff; }
.store { font-size: 26pt; font-weight: 700; line-height: 1.2; }
.title { font-size: 14pt; }
.folio { text-align: center; font-size: 9pt; color: #555; margin: 3mm 0; }
.grid { flex: 1; display: grid; grid-template-columns: 1fr 1fr; grid-template-rows: repeat(3, 1fr); gap: 5mm; }
.tile { border: 1px solid hsl(${hue} 40% 80%); background: hsl(${hue} 60% 97%); padding: 4mm;
  display: flex; flex-direction: column; gap: 1mm; line-height: 1.3; }
.art { flex: 1; min-height: 18mm; position: relative; margin-bottom: 2mm;
  background: hsl(var(--h) 55% 84%); }
.dot { position: absolute; left: 50%; top: 50%; width: 16mm; height: 16mm; margin: -8mm; transform: rotate(45deg);
  background: hsl(var(--h) 50% 60%); }
.save { position: absolute; right: 2mm; top: 2mm; background: #dc2626; color: #fff; font-weight: 700; font-size: 10pt;
  padding: 0.5mm 2mm; }
.name { font-size: 11pt; font-weight: 700; }
.prices { font-size: 10pt; color: #6b6b75; }
.price { font-size: 15pt; font-weight: 700; color: #dc2626; }
footer { margin-top: 4mm; font-size: 8pt; color: #555; display: flex; flex-direction: column; gap: 1mm; }
</style></head>
<body>
${body}
</body></html>
`;
}
