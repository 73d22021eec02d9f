/**
 * The committed fixture of prices in Western digits set in bold Noto Kufi Arabic beside "درهم"
 * (src/jobs/catalog-pages/fixtures/ocr-kufi/): a right-to-left A6 page of offers, where
 * Tesseract's Arabic model, tried first on the line, reads such a price short ("5" for "20.95").
 * Products and prices are not the offer test set's.
 */
import { doc } from "./pages-html.ts";

/** [Arabic name, English name, price] */
const ROWS = [
  ["زيت ذرة نقي", "Pure Corn Oil", "24.75"],
  ["معكرونة قمح كامل", "Whole Wheat Pasta", "8.40"],
  ["شاي أخضر بالنعناع", "Mint Green Tea", "13.25"],
  ["صابون سائل لليدين", "Liquid Hand Soap", "16.90"],
] as const;

export function kufiPage(): string {
  const css = `.page{padding:7mm;direction:rtl;background:#fffdf7}
.offer{display:flex;justify-content:space-between;align-items:flex-end;border:0.3mm solid #e8dcc0;border-radius:2mm;padding:3mm;margin-bottom:3mm}
.na{font:700 11pt Naskh;line-height:1.35}.n{font:400 7pt Sans;color:#6b5a45;direction:ltr;text-align:right}
.p{font:700 17pt Kufi;color:#c8102e;white-space:nowrap}`;
  const rows = ROWS.map(
    ([ar, en, price]) =>
      `<div class="offer"><div><p class="na">${ar}</p><p class="n">${en}</p></div><p class="p">${price} درهم</p></div>`,
  );
  return doc(css, [rows.join("\n")], "A6");
}
