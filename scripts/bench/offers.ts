/**
 * `npm run bench:offers`: the offer extractor over the flyer test set (tests/flyers/, layouts
 * unlike the demo's, with their truth): recall, precision, name, previous-price and box
 * accuracy per layout and overall, and the time per page. `--verbose` lists what was missed
 * and what was found that is not there. `--image` reads the image-only versions (through OCR).
 * The held-out layouts (never looked at while rules were tuned) are measured after the set's
 * total, with a total of their own.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { ocrPdfPage } from "#jobs/catalog-pages/ocr/ocr-page.ts";
import { ocrWords } from "#jobs/catalog-pages/ocr/ocr-words.ts";
import { extractOffers } from "#jobs/catalog-pages/offers/extract.ts";
import type { PageWord } from "#jobs/catalog-pages/page-words.ts";
import { openPdf } from "#jobs/catalog-pages/pdfium.ts";
import { type Flyer, flyerSet, HELD_OUT_LAYOUTS } from "#tests/flyers/flyer-set.ts";
import { type PageOffers, scoreOffers } from "#tests/flyers/score.ts";

const { values } = parseArgs({
  options: {
    verbose: { type: "boolean" },
    image: { type: "boolean" },
    /** Layouts to run, comma-separated (default all, the held-out ones included). */
    only: { type: "string" },
    /**
     * With --image: a folder where each page's OCR words are kept; a page found there is not
     * read again (its time is then not OCR's), so the extractor can be tried quickly on them.
     */
    words: { type: "string" },
  },
});
const only = values.only?.split(",").filter(Boolean);

type OcrPageOf = Parameters<typeof ocrPdfPage>[0] & { words(): PageWord[] };

/** A page's words: the text layer's, or OCR's as processing reads a page with no text layer (kept in --words). */
async function wordsOf(page: OcrPageOf, key: string): Promise<PageWord[]> {
  if (!values.image) return page.words();
  const file = values.words ? join(values.words, `${key}.json`) : null;
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as PageWord[];
  const words = ocrWords(await ocrPdfPage(page), page.size);
  if (file && values.words) {
    mkdirSync(values.words, { recursive: true });
    writeFileSync(file, JSON.stringify(words));
  }
  return words;
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : "—");
type Total = {
  truth: number;
  found: number;
  matched: number;
  names: number;
  was: number;
  iou: number;
  ms: number;
  pages: number;
};
const zero = (): Total => ({ truth: 0, found: 0, matched: 0, names: 0, was: 0, iou: 0, ms: 0, pages: 0 });

function row(label: string, t: Total): string[] {
  return [
    label,
    String(t.truth),
    String(t.found),
    pct(t.matched, t.truth),
    pct(t.matched, t.found),
    pct(t.names, t.matched),
    pct(t.was, t.matched),
    (t.iou / (t.matched || 1)).toFixed(2),
    (t.ms / (t.pages || 1)).toFixed(1),
  ];
}

/** One flyer scored: its totals, and what was missed or made up when --verbose. */
async function measure(flyer: Flyer): Promise<Total> {
  const doc = await openPdf(values.image ? flyer.imagePdf : flyer.pdf);
  const found: PageOffers[] = [];
  let ms = 0;
  for (let n = 1; n <= doc.pageCount; n++) {
    const page = doc.page(n);
    const started = performance.now();
    const words = await wordsOf(page, `${flyer.layout}-${n}`);
    found.push({ page: n, offers: extractOffers(words, page.size) });
    ms += performance.now() - started;
    page.close();
  }
  const pages = doc.pageCount;
  doc.close();
  const s = scoreOffers(flyer.truth.offers, found);
  if (values.verbose) {
    for (const m of s.missed)
      console.log(`  ${flyer.layout} missed p${m.page}: ${m.name ?? m.nameAr} ${m.price} (${m.priceText.join(" ")})`);
    for (const w of s.wrongNames) console.log(`  ${flyer.layout} name   ${w.found}  ≠  ${w.truth}`);
    for (const e of s.extra)
      console.log(`  ${flyer.layout} extra  p${e.page}: ${e.name ?? e.nameAr} ${e.price} was ${e.was}`);
  }
  return {
    truth: s.truth,
    found: s.found,
    matched: s.matched,
    names: s.namesRight,
    was: s.wasRight,
    iou: s.boxIou * s.matched,
    ms,
    pages,
  };
}

const rows: string[][] = [["layout", "truth", "found", "recall", "precision", "names", "was", "box IoU", "ms/page"]];
for (const [label, flyers] of [
  ["all", flyerSet()],
  ["held out", flyerSet(HELD_OUT_LAYOUTS)],
] as const) {
  const total = zero();
  let measured = 0;
  for (const flyer of flyers) {
    if (only && !only.includes(flyer.layout)) continue;
    const t = await measure(flyer);
    rows.push(row(flyer.layout, t));
    for (const key of Object.keys(total) as (keyof Total)[]) total[key] += t[key];
    measured++;
  }
  if (measured) rows.push(row(label, total));
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const r of rows) console.log(r.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("  "));
