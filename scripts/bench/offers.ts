/**
 * `npm run bench:offers`: the offer extractor over the flyer test set (tests/flyers/, layouts
 * unlike the demo's, with their truth): recall, precision, name, previous-price and box
 * accuracy per layout and overall, and the time per page. `--verbose` lists what was missed
 * and what was found that is not there. `--image` reads the image-only versions (through OCR).
 */
import { parseArgs } from "node:util";
import { ocrPdfPage } from "#jobs/catalog-pages/ocr/ocr-page.ts";
import { ocrWords } from "#jobs/catalog-pages/ocr/ocr-words.ts";
import { extractOffers } from "#jobs/catalog-pages/offers/extract.ts";
import { openPdf } from "#jobs/catalog-pages/pdfium.ts";
import { flyerSet } from "#tests/flyers/flyer-set.ts";
import { type PageOffers, scoreOffers } from "#tests/flyers/score.ts";

/** What processing does for a page with no text layer. */
async function ocrWordsOf(page: Parameters<typeof ocrPdfPage>[0]) {
  return ocrWords(await ocrPdfPage(page), page.size);
}

const { values } = parseArgs({ options: { verbose: { type: "boolean" }, image: { type: "boolean" } } });
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : "—");

const rows: string[][] = [["layout", "truth", "found", "recall", "precision", "names", "was", "box IoU", "ms/page"]];
const total = { truth: 0, found: 0, matched: 0, names: 0, was: 0, iou: 0, ms: 0, pages: 0 };
for (const flyer of flyerSet()) {
  const doc = await openPdf(values.image ? flyer.imagePdf : flyer.pdf);
  const found: PageOffers[] = [];
  let ms = 0;
  for (let n = 1; n <= doc.pageCount; n++) {
    const page = doc.page(n);
    const started = performance.now();
    const words = values.image ? await ocrWordsOf(page) : page.words();
    found.push({ page: n, offers: extractOffers(words, page.size) });
    ms += performance.now() - started;
    page.close();
  }
  doc.close();
  const s = scoreOffers(flyer.truth.offers, found);
  rows.push([
    flyer.layout,
    String(s.truth),
    String(s.found),
    pct(s.matched, s.truth),
    pct(s.matched, s.found),
    pct(s.namesRight, s.matched),
    pct(s.wasRight, s.matched),
    s.boxIou.toFixed(2),
    (ms / doc.pageCount).toFixed(1),
  ]);
  Object.assign(total, {
    truth: total.truth + s.truth,
    found: total.found + s.found,
    matched: total.matched + s.matched,
    names: total.names + s.namesRight,
    was: total.was + s.wasRight,
    iou: total.iou + s.boxIou * s.matched,
    ms: total.ms + ms,
    pages: total.pages + doc.pageCount,
  });
  if (values.verbose) {
    for (const m of s.missed)
      console.log(`  ${flyer.layout} missed p${m.page}: ${m.name ?? m.nameAr} ${m.price} (${m.priceText.join(" ")})`);
    for (const w of s.wrongNames) console.log(`  ${flyer.layout} name   ${w.found}  ≠  ${w.truth}`);
    for (const e of s.extra)
      console.log(`  ${flyer.layout} extra  p${e.page}: ${e.name ?? e.nameAr} ${e.price} was ${e.was}`);
  }
}
rows.push([
  "all",
  String(total.truth),
  String(total.found),
  pct(total.matched, total.truth),
  pct(total.matched, total.found),
  pct(total.names, total.matched),
  pct(total.was, total.matched),
  (total.iou / (total.matched || 1)).toFixed(2),
  (total.ms / total.pages).toFixed(1),
]);
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const r of rows) console.log(r.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("  "));
