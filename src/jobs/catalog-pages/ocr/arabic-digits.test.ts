/**
 * Prices printed in Arabic-Indic digits on an image-only page (fixtures/ocr-digits/, made by
 * scripts/bench/ocr-pages/make-pages.ts --digit-fixture: Noto Kufi, Naskh and Sans Arabic, none
 * of them a font the digit classifier's templates were drawn from). Tesseract's Arabic model
 * has no ٢-٩ nor ٫: before the page's own digit reading, it read "١٤٫٧٥ درهم" as nothing
 * that is a price, and the page had no offer at all.
 */
import { expect, test } from "bun:test";
import { join } from "node:path";
import { extractOffers } from "../offers/extract.ts";
import { openPdf } from "../pdfium.ts";
import { ocrPdfPage } from "./ocr-page.ts";
import { ocrWords } from "./ocr-words.ts";

/** Every price printed on the fixture page, previous ones included. */
const PRINTED = [14.75, 19.25, 36, 67.8, 82.5, 8.4, 23.95, 29];

test("prices in Arabic-Indic digits beside درهم are read, and become offers with their Arabic names", async () => {
  const doc = await openPdf(join(import.meta.dir, "../fixtures/ocr-digits/arabic-prices.pdf"));
  const page = doc.page(1);
  const read = await ocrPdfPage(page);
  const offers = extractOffers(ocrWords(read, page.size), page.size);
  page.close();
  doc.close();
  expect(read.text).toContain("١٤٫٧٥");
  expect(read.text).toContain("٢٣٫٩٥");
  const byPrice = new Map(offers.map((o) => [o.price, o]));
  expect(byPrice.get(14.75)?.nameAr).toStartWith("زيت زيتون");
  expect(byPrice.get(23.95)?.nameAr).toBe("قهوة عربية بالهيل");
  // Never a price that is not printed: a misread glyph would make one up.
  for (const o of offers) expect(PRINTED).toContain(o.price);
}, 120_000);
