/**
 * The OCR bench's child: reads every page of the image-only PDFs named on the command line as
 * processing will (ocrPdfPage: PDFium draws the page at OCR_DPI, Tesseract reads it), one JSON line per
 * page on stdout. A process of its own, like the processing child, so its peak memory is OCR's.
 */
import { ocrEngine } from "#jobs/catalog-pages/ocr/ocr-engine.ts";
import { ocrPdfPage } from "#jobs/catalog-pages/ocr/ocr-page.ts";
import { openPdf } from "#jobs/catalog-pages/pdfium.ts";

const loadStarted = performance.now();
await ocrEngine();
console.log(JSON.stringify({ type: "loaded", ms: performance.now() - loadStarted }));
for (const file of process.argv.slice(2)) {
  const doc = await openPdf(file);
  for (let n = 1; n <= doc.pageCount; n++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const page = doc.page(n);
    const { text } = await ocrPdfPage(page);
    page.close();
    const used = process.cpuUsage(cpu);
    const ms = performance.now() - started;
    console.log(JSON.stringify({ type: "page", file, page: n, text, ms, cpuMs: (used.user + used.system) / 1000 }));
    Bun.gc(true);
  }
  doc.close();
}
