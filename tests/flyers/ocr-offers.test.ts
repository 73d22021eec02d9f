/**
 * Offers on an image-only page, read by OCR the way processing reads it (ocrPdfPage). One
 * page, because OCR takes seconds: the landscape price list, which a drawing at 120 dpi (the
 * 1400-px page image on landscape A4) read as "9" and "95" for "9.95" — 41 % of its offers
 * found, half of what was found wrong. The whole set is measured by `bench:offers --image`.
 */
import { expect, test } from "bun:test";
import { ocrPdfPage } from "#jobs/catalog-pages/ocr/ocr-page.ts";
import { ocrWords } from "#jobs/catalog-pages/ocr/ocr-words.ts";
import { extractOffers } from "#jobs/catalog-pages/offers/extract.ts";
import { openPdf } from "#jobs/catalog-pages/pdfium.ts";
import { flyerSet } from "./flyer-set.ts";
import { scoreOffers } from "./score.ts";

test("a landscape price list read by OCR: most of its prices found, none made up", async () => {
  const flyer = flyerSet().find((f) => f.layout === "price-table")!;
  const doc = await openPdf(flyer.imagePdf);
  try {
    const page = doc.page(1);
    const words = ocrWords(await ocrPdfPage(page), page.size);
    const offers = extractOffers(words, page.size);
    page.close();
    const score = scoreOffers(
      flyer.truth.offers.filter((o) => o.page === 1),
      [{ page: 1, offers }],
    );
    expect(score.matched / score.truth).toBeGreaterThanOrEqual(0.75);
    expect(score.matched / score.found).toBeGreaterThanOrEqual(0.85);
  } finally {
    doc.close();
  }
}, 120_000);
