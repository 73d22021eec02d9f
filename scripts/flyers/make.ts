/**
 * `bun scripts/flyers/make.ts [layout ...]`: prints the offer test set (issue 23) to
 * tests/flyers/: for each layout, `<layout>.pdf` printed by Chromium, `<layout>.image.pdf`
 * (the same pages as JPEG screenshots, no text layer) and `<layout>.json`, the truth of every
 * offer with its box measured in the page that was printed. Unlike the demo flyers
 * (make-flyers.ts: A4, one tile design, fonts inlined), each layout has its own page size,
 * fonts and structure, and the page is opened from a file so fonts load by file URL.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { openPdf } from "#jobs/catalog-pages/pdfium.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "#scripts/chromium.ts";
import type { FlyerTruth } from "#tests/flyers/flyer-set.ts";
import { imagePdf } from "./image-pdf.ts";
import { arabicCards } from "./layouts/arabic-cards.ts";
import { cardGrid } from "./layouts/card-grid.ts";
import { cover } from "./layouts/cover.ts";
import { dealStrips } from "./layouts/deal-strips.ts";
import { heroMosaic } from "./layouts/hero-mosaic.ts";
import { perKgMultibuy } from "./layouts/per-kg-multibuy.ts";
import { priceBursts } from "./layouts/price-bursts.ts";
import { priceTable } from "./layouts/price-table.ts";
import { measureOffers } from "./measure.ts";
import { flyerDocument, type Layout } from "./sheet.ts";
import { stamp } from "./stamp.ts";

const LAYOUTS = [cardGrid, arabicCards, priceBursts, priceTable, perKgMultibuy, heroMosaic, cover, dealStrips];
/** Screenshots for the image-only PDFs at 150 dpi (CSS pixels are 96 to the inch). */
const DPI = 150;

const root = join(import.meta.dir, "../..");
const outDir = join(root, "tests/flyers");
const only = process.argv.slice(2);

function truthOf(l: Layout, boxes: Awaited<ReturnType<typeof measureOffers>>): FlyerTruth {
  return {
    layout: l.layout,
    title: l.title,
    pages: l.pages.length,
    offers: l.offers.map((o) => ({
      page: o.page,
      name: o.name ?? null,
      nameAr: o.nameAr ?? null,
      price: o.price,
      was: o.was ?? null,
      unit: o.unit ?? null,
      quantity: o.quantity ?? null,
      size: o.size ?? null,
      box: boxes.get(o.id)!,
      priceText: o.priceText,
      wasText: o.wasText ?? null,
    })),
    notOffers: l.notOffers,
  };
}

/** Throws unless every font face the page asked for loaded (a missing file would print a fallback). */
async function fontsLoaded(page: Page): Promise<void> {
  const failed = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.status === "error").map((f) => `${f.family} ${f.weight}`);
  });
  if (failed.length) throw new Error(`fonts failed to load: ${failed.join(", ")}`);
}

async function printedPageCount(file: string): Promise<number> {
  const doc = await openPdf(file);
  try {
    return doc.pageCount;
  } finally {
    doc.close();
  }
}

const work = mkdtempSync(join(tmpdir(), "flyers-"));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const context = await browser.newContext({ deviceScaleFactor: DPI / 96, viewport: { width: 1400, height: 1000 } });
  for (const build of LAYOUTS) {
    const l = build();
    if (only.length > 0 && !only.includes(l.layout)) continue;
    const html = join(work, `${l.layout}.html`);
    writeFileSync(html, flyerDocument(l));
    const page = await context.newPage();
    await page.goto(`file://${html}`);
    await fontsLoaded(page);
    const boxes = await measureOffers(page, l.offers);
    const printed = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const pdf = await stamp(await PDFDocument.load(printed), l, "Chromium print to PDF (Playwright page.pdf), pdf-lib");
    const pdfFile = join(outDir, `${l.layout}.pdf`);
    writeFileSync(pdfFile, pdf);
    const count = await printedPageCount(pdfFile);
    if (count !== l.pages.length) throw new Error(`${l.layout}: printed ${count} pages, laid out ${l.pages.length}`);
    const images = await imagePdf(page, l);
    writeFileSync(join(outDir, `${l.layout}.image.pdf`), images);
    writeFileSync(join(outDir, `${l.layout}.json`), `${JSON.stringify(truthOf(l, boxes), null, 2)}\n`);
    await page.close();
    const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
    console.log(
      `${l.layout}: ${l.pages.length} pages, ${l.offers.length} offers, pdf ${kb(pdf.length)}, image pdf ${kb(images.length)}`,
    );
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
// The truth files are committed: write them as the repo's formatter (biome ci) wants them.
const format = Bun.spawnSync(["node_modules/.bin/biome", "format", "--write", "tests/flyers"], { cwd: root });
if (format.exitCode !== 0) throw new Error(`biome format failed: ${format.stderr.toString()}`);
