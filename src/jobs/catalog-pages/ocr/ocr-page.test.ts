/**
 * OCR of image-only pages (fixtures/ocr/: A6 pages drawn at 150 dpi and wrapped as images,
 * made by scripts/bench/ocr-pages/make-pages.ts --fixtures, their true text in truth.json),
 * read the way processing will: PDFium draws the page, ocrPage reads the pixels.
 */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { searchWords } from "#lib/normalize-text.ts";
import { openPdf } from "../pdfium.ts";
import { MAX_OCR_PIXELS, OCR_DPI, type OcrPage, ocrPdfPage, ocrRenderWidth } from "./ocr-page.ts";
import { fromTsv } from "./ocr-tsv.ts";
import { grayPgm } from "./pgm.ts";

const dir = join(import.meta.dir, "../fixtures/ocr");
const truth: Record<string, string> = JSON.parse(readFileSync(join(dir, "truth.json"), "utf8"));

async function read(file: string): Promise<OcrPage> {
  const doc = await openPdf(join(dir, file));
  try {
    const page = doc.page(1);
    try {
      return await ocrPdfPage(page);
    } finally {
      page.close();
    }
  } finally {
    doc.close();
  }
}

/** The share of the true words (as search normalises them) that the OCR text holds, counted with repeats. */
function wordAccuracy(expected: string, actual: string): number {
  const left = new Map<string, number>();
  for (const w of searchWords(actual)) left.set(w, (left.get(w) ?? 0) + 1);
  const words = searchWords(expected);
  let matched = 0;
  for (const w of words) {
    const n = left.get(w) ?? 0;
    if (n > 0) [matched] = [matched + 1, left.set(w, n - 1)];
  }
  return matched / words.length;
}

const wordBox = (page: OcrPage, text: string) => page.words.find((w) => w.text === text)?.box;

describe("ocrPage", () => {
  test("reads an image-only English page word for word, with boxes where the words are", async () => {
    const page = await read("english.pdf");
    expect(wordAccuracy(truth["english.pdf#1"]!, page.text)).toBeGreaterThanOrEqual(0.97);
    // The title starts at the top left of the page (8 mm margins on an A6 page of 105 x 148 mm).
    const title = wordBox(page, "Weekly");
    expect(title?.x).toBeGreaterThan(0.05);
    expect(title?.x).toBeLessThan(0.15);
    expect(title?.y).toBeLessThan(0.12);
    for (const { box } of page.words) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1);
      expect(box.y + box.height).toBeLessThanOrEqual(1);
    }
  }, 60_000);

  test("reads an image-only Arabic page in logical order, right to left", async () => {
    const page = await read("arabic.pdf");
    expect(wordAccuracy(truth["arabic.pdf#1"]!, page.text)).toBeGreaterThanOrEqual(0.95);
    // The first line reads from the right margin: its first word is the title's first.
    expect(page.text.split("\n")[0]?.split(" ")[0]).toBe("دليل");
    const first = wordBox(page, "دليل");
    expect(first && first.x + first.width).toBeGreaterThan(0.85);
  }, 60_000);

  test("reads a flyer tile: white on red, both languages, the price", async () => {
    const page = await read("flyer.pdf");
    const words = new Set(searchWords(page.text));
    for (const w of ["عروض", "weekend", "offers", "حليب", "milk", "11", "75", "درهم"]) expect(words).toContain(w);
  }, 60_000);

  test('sizes after English names read as the English model reads them ("2L", not the Arabic model\'s "21")', async () => {
    const page = await read("units.pdf");
    const words = searchWords(page.text);
    for (const w of ["2l", "1kg", "1l", "256gb", "juice", "yoghurt", "عصير", "يوناني"]) expect(words).toContain(w);
    expect(words).not.toContain("21");
  }, 60_000);
});

describe("fromTsv", () => {
  const row = (block: number, line: number, word: number, left: number, conf: number, text: string) =>
    `5\t1\t${block}\t1\t${line}\t${word}\t${left}\t20\t40\t10\t${conf}\t${text}`;

  test("lines of words, a blank line between blocks, unsure words dropped, boxes as page fractions", () => {
    const tsv = [
      "1\t1\t0\t0\t0\t0\t0\t0\t200\t100\t-1\t",
      row(1, 1, 1, 10, 95, "Fresh"),
      row(1, 1, 2, 60, 91, "Milk"),
      row(1, 1, 3, 110, 5, "~%"),
      row(1, 2, 1, 10, 88, "2L"),
      row(2, 1, 1, 10, 90, "حليب"),
    ].join("\n");
    const page = fromTsv(tsv, 200, 100);
    expect(page.text).toBe("Fresh Milk\n2L\n\nحليب");
    expect(page.words.map((w) => w.text)).toEqual(["Fresh", "Milk", "2L", "حليب"]);
    expect(page.words[1]?.box).toEqual({ x: 0.3, y: 0.2, width: 0.2, height: 0.1 });
  });
});

describe("the image Tesseract is given", () => {
  test("an A4 page is drawn at OCR_DPI; a poster no bigger than MAX_OCR_PIXELS", () => {
    expect(ocrRenderWidth({ width: 595.28, height: 841.89 })).toBe(Math.round((595.28 / 72) * OCR_DPI));
    const poster = { width: 2384, height: 3370 }; // A0
    const width = ocrRenderWidth(poster);
    expect(width * Math.round((width * poster.height) / poster.width)).toBeLessThanOrEqual(MAX_OCR_PIXELS);
  });

  test("grey PGM, a too-large drawing averaged down", () => {
    const white = [255, 255, 255, 255];
    const black = [0, 0, 0, 255];
    // 4 x 2: the left 2 x 2 block half black, the right one white.
    const data = new Uint8ClampedArray([
      ...black,
      ...white,
      ...white,
      ...white,
      ...white,
      ...black,
      ...white,
      ...white,
    ]);
    const pgm = grayPgm({ data, width: 4, height: 2 }, 2);
    const header = "P5\n2 1\n255\n";
    expect(new TextDecoder().decode(pgm.subarray(0, header.length))).toBe(header);
    expect([...pgm.subarray(header.length)]).toEqual([128, 255]);
  });
});
