/**
 * Prices in Western digits set in bold Kufi beside "درهم" (fixtures/ocr-kufi/western-kufi.pdf,
 * made by scripts/bench/ocr-pages/make-pages.ts --kufi-fixture), where the page reading takes
 * "24.75" for "5": read once for the file, the way processing reads it.
 */
import { beforeAll, expect, test } from "bun:test";
import { join } from "node:path";
import { extractOffers } from "../offers/extract.ts";
import { openPdf } from "../pdfium.ts";
import { type OcrPage, ocrPdfPage } from "./ocr-page.ts";
import { ocrWords } from "./ocr-words.ts";

let read: OcrPage;
let size: { width: number; height: number };

beforeAll(async () => {
  const doc = await openPdf(join(import.meta.dir, "../fixtures/ocr-kufi/western-kufi.pdf"));
  const page = doc.page(1);
  size = page.size;
  read = await ocrPdfPage(page);
  page.close();
  doc.close();
}, 120_000);

test("a price read short of its glyphs beside its currency is read again whole", () => {
  const prices = extractOffers(ocrWords(read, size), size).map((o) => o.price);
  expect(prices).toContain(24.75);
  expect(prices).not.toContain(5);
});

test("the prices the page read well stay as read", () => {
  const prices = extractOffers(ocrWords(read, size), size).map((o) => o.price);
  expect(prices).toContain(8.4);
  expect(prices).toContain(13.25);
});
