/**
 * The committed fixture of OCR's Arabic-Indic prices (src/jobs/catalog-pages/fixtures/ocr-digits/):
 * an A6 right-to-left page of offers priced in Arabic-Indic digits with the Arabic decimal
 * separator, in Noto Kufi, Naskh and Sans Arabic, bold, red and black, "درهم" and "د.إ", a
 * previous price struck through after "بدلاً من": print Tesseract's Arabic model reads as "0" or
 * nothing. None of these fonts is one the digit classifier's templates were drawn from.
 */
import { doc } from "./pages-html.ts";

/** [Arabic name, English name, price as printed, font, previous price or ""] */
const ROWS = [
  ["زيت زيتون بكر ممتاز", "Extra Virgin Olive Oil", "١٤٫٧٥ درهم", "Kufi", "١٩٫٢٥"],
  ["أرز بسمتي هندي", "Indian Basmati Rice", "٣٦ درهم", "Kufi", ""],
  ["عسل جبلي طبيعي", "Natural Mountain Honey", "٦٧٫٨٠ د.إ", "Kufi", "٨٢٫٥٠"],
  ["حليب مكثف محلى", "Sweetened Condensed Milk", "٨٫٤٠ درهم", "Naskh", ""],
  ["قهوة عربية بالهيل", "Arabic Coffee with Cardamom", "٢٣٫٩٥ درهم", "ArSans", "٢٩٫٠٠"],
] as const;

export function digitPage(): string {
  const css = `.page{padding:7mm;direction:rtl;background:#fffaf0}
.offer{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:0.3mm solid #e5d3b3;padding:2.2mm 0}
.na{font:700 10.5pt Naskh;line-height:1.35}.n{font:400 6.5pt Sans;color:#6b5a45;direction:ltr;text-align:right}
.p{font-weight:700;font-size:14pt;color:#b3122e;line-height:1.4;white-space:nowrap}.p.Naskh{color:#1f2937}
.Kufi{font-family:Kufi}.Naskh{font-family:Naskh}.ArSans{font-family:ArSans}
.was{font:400 8pt Naskh;color:#555;text-align:left}`;
  const rows = ROWS.map(
    ([ar, en, price, font, was]) => `<div class="offer"><div><p class="na">${ar}</p><p class="n">${en}</p></div>
<div><p class="p ${font}">${price}</p>${was ? `<p class="was">بدلاً من <s>${was}</s></p>` : ""}</div></div>`,
  );
  return doc(css, [rows.join("\n")], "A6");
}
