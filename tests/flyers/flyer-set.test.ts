/**
 * The offer test set is consistent: every truth file parses, its offers sit on its pages with
 * boxes inside the page, the cover has none, and each PDF, read by the PDFium module catalogue
 * processing uses, prints every offer's price as the truth says (so truth and PDF agree).
 * The image-only twins open with the same pages and carry no text at all.
 */
import { describe, expect, test } from "bun:test";
import { existsSync, statSync } from "node:fs";
import { openPdf } from "#jobs/catalog-pages/pdfium.ts";
import { FLYER_LAYOUTS, type FlyerTruth, flyerSet, HELD_OUT_LAYOUTS } from "./flyer-set.ts";

/** The set and the held-out layouts: both must agree with their PDFs. */
const flyers = [...flyerSet(), ...flyerSet(HELD_OUT_LAYOUTS)];

/** Each page's text and size as processing reads them. */
async function readPages(file: string): Promise<{ text: string; width: number; height: number }[]> {
  const doc = await openPdf(file);
  try {
    return Array.from({ length: doc.pageCount }, (_, i) => {
      const page = doc.page(i + 1);
      try {
        return { text: page.text(), ...page.size };
      } finally {
        page.close();
      }
    });
  } finally {
    doc.close();
  }
}

const squeeze = (text: string) => text.replace(/\s+/g, " ");

/**
 * Whether `run` is in the page text. PDFium may order a run that mixes Arabic and digits its
 * own way ("75.95 درهم" read as "درهم 75.95"), and the letters of a currency turned 90° can
 * fall between a burst's digits ("4D ,249 hs"): both are what the extractor will meet.
 */
function printedOn(text: string, run: string): boolean {
  const flat = squeeze(text);
  if (flat.includes(run) || flat.includes(run.split(" ").reverse().join(" "))) return true;
  return !/\p{L}/u.test(run) && text.replace(/[\p{L}\s]/gu, "").includes(run);
}

/** The amount a printed price states: its last number, Arabic-Indic digits and separators read. */
function statedAmount(runs: string[]): number {
  const western = runs
    .join("")
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/٫/g, ".")
    .replace(/[,٬]/g, "");
  return Number(western.match(/\d+(?:\.\d+)?/g)?.at(-1));
}

describe("the flyer set", () => {
  test("has every layout, each with a PDF, an image-only PDF and a truth file, under 10 MB in all", () => {
    expect(flyers.map((f) => f.layout)).toEqual([...FLYER_LAYOUTS, ...HELD_OUT_LAYOUTS]);
    let total = 0;
    for (const f of flyers) {
      expect(f.truth.layout).toBe(f.layout);
      for (const file of [f.pdf, f.imagePdf]) {
        expect(existsSync(file)).toBe(true);
        expect(statSync(file).size).toBeLessThan(1024 * 1024);
        total += statSync(file).size;
      }
    }
    expect(total).toBeLessThan(10 * 1024 * 1024);
  });

  test.each(flyers.map((f) => [f.layout, f.truth] as [string, FlyerTruth]))(
    "%s: offers on its pages, boxes inside the page, real prices",
    (_layout, truth) => {
      for (const o of truth.offers) {
        const where = `${o.page}: ${o.name ?? o.nameAr}`;
        expect(o.page, where).toBeGreaterThanOrEqual(1);
        expect(o.page, where).toBeLessThanOrEqual(truth.pages);
        expect(o.name ?? o.nameAr, where).toBeTruthy();
        expect(o.box.x + o.box.width, where).toBeLessThanOrEqual(1);
        expect(o.box.y + o.box.height, where).toBeLessThanOrEqual(1);
        expect(o.price, where).toBeGreaterThan(0);
        if (o.was !== null && o.quantity === null) expect(o.was, where).toBeGreaterThan(o.price);
        expect(o.was === null, where).toBe(o.wasText === null);
        expect(statedAmount(o.priceText), where).toBeCloseTo(o.price, 2);
        if (o.wasText !== null) expect(statedAmount([o.wasText]), where).toBeCloseTo(o.was!, 2);
      }
    },
  );

  test("every layout but the cover has 10 to 50 offers a page; the cover has none", () => {
    for (const f of flyers) {
      const perPage = Array.from({ length: f.truth.pages }, (_, i) => f.truth.offers.filter((o) => o.page === i + 1));
      if (f.layout === "cover") {
        expect(f.truth.offers).toEqual([]);
        expect(f.truth.notOffers.length).toBeGreaterThan(5);
      } else for (const offers of perPage) expect(offers.length, f.layout).toBeWithin(10, 51);
    }
  });

  test.each(flyers.map((f) => [f.layout, f] as const))(
    "%s: PDFium reads its pages with every offer's price, English name and non-offer as the truth says",
    async (_layout, f) => {
      const pages = await readPages(f.pdf);
      expect(pages).toHaveLength(f.truth.pages);
      for (const o of f.truth.offers) {
        const text = pages[o.page - 1]!.text;
        for (const run of o.priceText) expect(printedOn(text, run), `${run} on page ${o.page}`).toBe(true);
        // Word by word: on a line PDFium reads as right-to-left (a bilingual table row) it gives
        // the English words in reverse order ("Dal Chana Koita").
        const words = new Set(squeeze(text).split(" "));
        for (const word of o.name?.split(" ") ?? []) expect(words.has(word), `${word} on page ${o.page}`).toBe(true);
      }
      const all = pages.map((p) => p.text).join("\n");
      for (const s of f.truth.notOffers.filter((s) => !/\p{Script=Arabic}/u.test(s))) expect(squeeze(all)).toContain(s);
    },
  );

  test.each(flyers.map((f) => [f.layout, f] as const))(
    "%s: the image-only twin has the same pages and no text",
    async (_layout, f) => {
      const [printed, images] = await Promise.all([readPages(f.pdf), readPages(f.imagePdf)]);
      expect(images).toHaveLength(printed.length);
      images.forEach((page, i) => {
        expect(page.text).toBe("");
        expect(Math.abs(page.width - printed[i]!.width)).toBeLessThan(1);
        expect(Math.abs(page.height - printed[i]!.height)).toBeLessThan(1);
      });
    },
  );
});
