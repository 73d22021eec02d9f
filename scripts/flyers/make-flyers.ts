/**
 * `npm run make:flyers`: prints the bilingual demo flyers (db/seed/data/flyers.ts) to
 * db/seed/data/flyers/*.pdf with Chromium, which shapes Arabic and writes a ToUnicode map,
 * so the Arabic comes back out of the PDF as real letters. The fonts are the machine's Noto
 * Sans and Noto Sans Arabic (Debian/Ubuntu: fonts-noto-core), inlined so the page needs no
 * network; Chromium embeds only the glyphs used. Run again after changing the fixtures,
 * their products or prices, and commit the PDFs.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { FLYER_FIXTURES, fixtureOffers } from "#db/seed/data/flyers.ts";
import { DEMO_STORES } from "#db/seed/data/stores.ts";
import { type FlyerFonts, flyerHtml } from "./flyer-html.ts";

const root = join(import.meta.dir, "../..");
const outDir = join(root, "db/seed/data/flyers");
const FONT_DIR = "/usr/share/fonts/truetype/noto";
/** Fixed metadata dates, so printing again gives the same bytes when nothing changed. */
const FIXED_DATE = new Date("2025-01-01T00:00:00Z");

function fontUrl(file: string): string {
  const path = join(FONT_DIR, file);
  if (!existsSync(path))
    throw new Error(`${path} is missing: install the Noto fonts (apt-get install fonts-noto-core)`);
  return `data:font/ttf;base64,${readFileSync(path).toString("base64")}`;
}

const fonts: FlyerFonts = {
  latin: fontUrl("NotoSans-Regular.ttf"),
  latinBold: fontUrl("NotoSans-Bold.ttf"),
  arabic: fontUrl("NotoSansArabic-Regular.ttf"),
  arabicBold: fontUrl("NotoSansArabic-Bold.ttf"),
};

/** Chromium stamps the print time and its version; replace them with fixed, descriptive metadata. */
async function withMetadata(pdf: Uint8Array, store: string, title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  doc.setTitle(`${store} — ${title}`);
  doc.setAuthor(store);
  doc.setCreator("uae-deals scripts/flyers/make-flyers.ts");
  doc.setProducer("Chromium print to PDF, pdf-lib");
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  return doc.save({ useObjectStreams: true });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage();
  for (const f of FLYER_FIXTURES) {
    if (!DEMO_STORES.some((s) => s.name === f.store)) throw new Error(`${f.file}: no demo store ${f.store}`);
    await page.setContent(flyerHtml(f, fixtureOffers(f), fonts), { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    const pdf = await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
    const bytes = await withMetadata(pdf, f.store, f.title);
    writeFileSync(join(outDir, `${f.file}.pdf`), bytes);
    console.log(`${f.file}.pdf: ${f.pages} pages, ${(bytes.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
