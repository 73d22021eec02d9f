/**
 * Image-only PDFs for OCR, with their true text: each HTML document (pages-html.ts) printed by
 * Chromium, each page's innerText kept as its truth, each page drawn by PDFium and the drawings
 * wrapped into a PDF by pdf-lib, so nothing but pixels reaches OCR.
 *
 *   bun scripts/bench/ocr-pages/make-pages.ts DIR        the bench set (A4 at 200 dpi, colour)
 *   bun scripts/bench/ocr-pages/make-pages.ts --fixtures the committed test fixtures (A6, 150 dpi, grey)
 *   bun scripts/bench/ocr-pages/make-pages.ts --digit-fixture the Arabic-Indic prices fixture (same, fixtures/ocr-digits)
 *   bun scripts/bench/ocr-pages/make-pages.ts --kufi-fixture  Western prices in bold Kufi beside درهم (A6, 150 dpi, colour, fixtures/ocr-kufi)
 *   bun scripts/bench/ocr-pages/make-pages.ts --burst-fixture prices on coloured shapes (A6, 150 dpi, colour, fixtures/ocr-bursts)
 *
 * truth.json maps "file.pdf#page" to the page's text.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { FLYER_FIXTURES, fixtureOffers } from "#db/seed/data/flyers.ts";
import { openPdf } from "#jobs/catalog-pages/pdfium.ts";
import { CHROMIUM_PATH } from "../../chromium.ts";
import { flyerHtml } from "../../flyers/flyer-html.ts";
import { burstPage } from "./burst-page.ts";
import { digitPage } from "./digit-page.ts";
import { kufiPage } from "./kufi-page.ts";
import { fixturePages, flyers, proseArabic, proseEnglish } from "./pages-html.ts";
import { encodePng } from "./png.ts";

type Doc = { file: string; html: string; pages?: number[] };
type Options = { dpi: number; gray: boolean; onePdfPerPage?: string[] };

const FONT_DIR = "/usr/share/fonts/truetype/noto";
const font = (file: string) => `data:font/ttf;base64,${readFileSync(join(FONT_DIR, file)).toString("base64")}`;

function benchDocs(): Doc[] {
  const fonts = {
    latin: font("NotoSans-Regular.ttf"),
    latinBold: font("NotoSans-Bold.ttf"),
    arabic: font("NotoSansArabic-Regular.ttf"),
    arabicBold: font("NotoSansArabic-Bold.ttf"),
  };
  // The demo flyers' first pages: one layout, three stores' colours and products.
  const demo = FLYER_FIXTURES.slice(0, 3).map((f) => ({
    file: `demo-${f.file}.pdf`,
    html: flyerHtml(f, fixtureOffers(f), fonts),
    pages: [1],
  }));
  return [
    { file: "text-en.pdf", html: proseEnglish() },
    { file: "text-ar.pdf", html: proseArabic() },
    { file: "flyer-layouts.pdf", html: flyers() },
    ...demo,
  ];
}

/** Writes each document's image-only PDF (or one PDF per page, named by `onePdfPerPage`) and truth.json into `dir`. */
export async function makeOcrPages(dir: string, docs: Doc[], options: Options): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const truth: Record<string, string> = {};
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const tab = await browser.newPage();
    for (const d of docs) {
      await tab.setContent(d.html, { waitUntil: "load" });
      await tab.evaluate(() => document.fonts.ready);
      // A page's truth is what it shows: text clipped off its bottom would be words no OCR can read.
      const clipped = await tab.$$eval("section.page", (els) =>
        els.flatMap((e, i) => (e.scrollHeight > e.clientHeight + 1 ? [i + 1] : [])),
      );
      if (clipped.length) throw new Error(`${d.file}: page(s) ${clipped.join(", ")} overflow and would be clipped`);
      // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (blocks on their own lines) is the truth
      const texts = await tab.$$eval("section.page", (els) => els.map((e) => (e as HTMLElement).innerText));
      const printed = join(dir, `${d.file}.printed.pdf`);
      writeFileSync(printed, await tab.pdf({ preferCSSPageSize: true, printBackground: true }));
      const src = await openPdf(printed);
      let out = await PDFDocument.create();
      for (const n of d.pages ?? texts.map((_, i) => i + 1)) {
        const page = src.page(n);
        const { width, height } = page.size;
        const png = encodePng(page.render(Math.round((width / 72) * options.dpi)), options.gray);
        page.close();
        const target = options.onePdfPerPage?.[n - 1];
        if (target) out = await PDFDocument.create();
        out.addPage([width, height]).drawImage(await out.embedPng(png), { x: 0, y: 0, width, height });
        if (target) {
          writeFileSync(join(dir, target), await out.save());
          truth[`${target}#1`] = texts[n - 1] ?? "";
        } else truth[`${d.file}#${out.getPageCount()}`] = texts[n - 1] ?? "";
      }
      src.close();
      if (!options.onePdfPerPage) writeFileSync(join(dir, d.file), await out.save());
      rmSync(printed);
    }
  } finally {
    await browser.close();
  }
  writeFileSync(join(dir, "truth.json"), `${JSON.stringify(truth, null, 2)}\n`);
}

/** The bench set: ten A4 pages (two of English prose, two of Arabic, six flyers). */
export const makeBenchPages = (dir: string) => makeOcrPages(dir, benchDocs(), { dpi: 200, gray: false });

if (import.meta.main) {
  const fixtures = process.argv.includes("--fixtures");
  if (process.argv.includes("--digit-fixture")) {
    const dir = join(import.meta.dir, "../../../src/jobs/catalog-pages/fixtures/ocr-digits");
    await makeOcrPages(dir, [{ file: "digits", html: digitPage() }], {
      dpi: 150,
      gray: false,
      onePdfPerPage: ["arabic-prices.pdf"],
    });
  } else if (process.argv.includes("--kufi-fixture")) {
    const dir = join(import.meta.dir, "../../../src/jobs/catalog-pages/fixtures/ocr-kufi");
    await makeOcrPages(dir, [{ file: "kufi", html: kufiPage() }], {
      dpi: 150,
      gray: false,
      onePdfPerPage: ["western-kufi.pdf"],
    });
  } else if (process.argv.includes("--burst-fixture")) {
    const dir = join(import.meta.dir, "../../../src/jobs/catalog-pages/fixtures/ocr-bursts");
    await makeOcrPages(dir, [{ file: "bursts", html: burstPage() }], {
      dpi: 150,
      gray: false,
      onePdfPerPage: ["bursts.pdf", "white-bursts.pdf"],
    });
  } else if (fixtures) {
    const dir = join(import.meta.dir, "../../../src/jobs/catalog-pages/fixtures/ocr");
    const files = ["english.pdf", "arabic.pdf", "flyer.pdf", "units.pdf", "turned.pdf"];
    await makeOcrPages(dir, [{ file: "fixtures", html: fixturePages() }], {
      dpi: 150,
      gray: true,
      onePdfPerPage: files,
    });
  } else {
    const dir = process.argv[2];
    if (!dir) throw new Error("usage: make-pages.ts DIR | --fixtures");
    await makeBenchPages(dir);
  }
}
