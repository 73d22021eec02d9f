/**
 * Prices on coloured shapes (colour-shapes.ts), on a fixture page of our own
 * (fixtures/ocr-bursts/bursts.pdf, made by scripts/bench/ocr-pages/make-pages.ts
 * --burst-fixture): four star bursts and a roundel in red, yellow, blue and orange, dark print,
 * the currency on its side, raised decimals. Its shapes, colours and font are not the offer
 * test set's. The page is read by OCR once for the whole file.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { extractOffers } from "../offers/extract.ts";
import { openPdf, type PdfDocument } from "../pdfium.ts";
import { printLines, readColourShapes, readsAsPrice, withShapeWords } from "./colour-read.ts";
import { colourShapes } from "./colour-shapes.ts";
import { type OcrPage, ocrPdfPage, ocrRenderWidth } from "./ocr-page.ts";
import { ocrWords } from "./ocr-words.ts";

let doc: PdfDocument;
let read: OcrPage;
let whiteRead: OcrPage;
let size: { width: number; height: number };

beforeAll(async () => {
  doc = await openPdf(join(import.meta.dir, "../fixtures/ocr-bursts/bursts.pdf"));
  const page = doc.page(1);
  size = page.size;
  read = await ocrPdfPage(page);
  page.close();
  // The same shapes printed white on red, purple and green (the fixture's second file).
  const white = await openPdf(join(import.meta.dir, "../fixtures/ocr-bursts/white-bursts.pdf"));
  const whitePage = white.page(1);
  whiteRead = await ocrPdfPage(whitePage);
  whitePage.close();
  white.close();
}, 120_000);

afterAll(() => doc.close());

describe("colourShapes", () => {
  test("finds each coloured shape, and neither the names on white nor the white around them", () => {
    const page = doc.page(1);
    const image = page.render(ocrRenderWidth(page.size));
    page.close();
    const colour = colourShapes(image, 1);
    const { shapes, print, width, height } = colour;
    expect([width, height]).toEqual([image.width, image.height]);
    // Two columns and two rows of shapes, 40 mm across on a 105 x 148 mm page.
    const quarters = shapes.map(
      (s) => `${(s.x0 + s.x1) / 2 < width / 2 ? "left" : "right"} ${(s.y0 + s.y1) / 2 < height / 2 ? "top" : "bottom"}`,
    );
    expect(quarters.sort()).toEqual(["left bottom", "left top", "right bottom", "right top"]);
    for (const s of shapes) {
      expect((s.x1 - s.x0) / width).toBeGreaterThan(0.25);
      expect((s.x1 - s.x0) / width).toBeLessThan(0.45);
      expect((s.y1 - s.y0) / height).toBeLessThan(0.35);
    }
    // The print grey washes the shapes' colours out and leaves their dark print dark.
    const inShape = shapes[0]!;
    let light = 0;
    let dark = 0;
    for (let y = inShape.y0; y < inShape.y1; y++) {
      for (let x = inShape.x0; x < inShape.x1; x++) {
        const v = print[y * width + x]!;
        if (v > 200) light++;
        else if (v < 80) dark++;
      }
    }
    expect(light).toBeGreaterThan(0.75 * (inShape.x1 - inShape.x0) * (inShape.y1 - inShape.y0));
    expect(dark).toBeGreaterThan(100);
    // The print on each shape is one line, its turned currency and raised decimals with it,
    // inside the shape's box and away from its edge (the spikes are not print).
    for (const s of shapes) {
      const lines = printLines(colour, s);
      expect(lines.length).toBe(1);
      const [line] = lines;
      expect(line!.x0).toBeGreaterThan(s.x0);
      expect(line!.x1).toBeLessThan(s.x1);
      expect((line!.x1 - line!.x0) / (s.x1 - s.x0)).toBeGreaterThan(0.3);
      expect(line!.y1 - line!.y0).toBeLessThan(0.4 * (s.y1 - s.y0));
    }
  });
});

test("each price on a shape is read whole, with its currency, and becomes an offer", () => {
  const offers = extractOffers(ocrWords(read, size), size);
  expect(offers.map((o) => o.price).sort((a, b) => a - b)).toEqual([11.75, 36.5, 689, 2349]);
});

test("white print on a coloured shape (a burst, a roundel, a tag) is read as well", () => {
  const offers = extractOffers(ocrWords(whiteRead, size), size);
  expect(offers.map((o) => o.price).sort((a, b) => a - b)).toEqual([12.25, 79.95, 1149]);
});

test("the names under the shapes are still read", () => {
  for (const name of ["Coffee", "Maker", "Purifier", "Basmati"]) expect(read.text).toContain(name);
});

test("a page crafted full of coloured shapes with print on each costs a bounded number of readings", () => {
  // An A4 page at 150 dpi tiled with 140 red squares, three black bars of "print" on each.
  const [width, height] = [1240, 1754];
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  const paint = (x0: number, y0: number, x1: number, y1: number, rgb: number[]) => {
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) data.set(rgb, (y * width + x) * 4);
    }
  };
  for (let row = 0; row < 14; row++) {
    for (let col = 0; col < 10; col++) {
      const [x, y] = [col * 124 + 8, row * 124 + 8];
      paint(x, y, x + 108, y + 108, [220, 30, 40]);
      // Each line two pieces, as a price's digits are.
      for (const bar of [0, 1, 2]) {
        paint(x + 20, y + 20 + bar * 28, x + 50, y + 34 + bar * 28, [0, 0, 0]);
        paint(x + 58, y + 20 + bar * 28, x + 88, y + 34 + bar * 28, [0, 0, 0]);
      }
    }
  }
  const colour = colourShapes({ data, width, height }, 1);
  expect(colour.shapes.length).toBe(16);
  let readings = 0;
  const engine = {
    recognize: () => {
      readings++;
      return "";
    },
  };
  expect(readColourShapes(engine, colour, 150)).toEqual([]);
  // 16 shapes of three lines each; 24 lines read at most, each twice here: as cut, and twice as
  // big when it reads as less than its pieces (nothing reads).
  expect(readings).toBe(48);
  // Lines the page's reading read already, surely and as no number, are not read again.
  readings = 0;
  const topRows = (line: { y0: number }) => line.y0 % 124 < 70; // two lines of three on each shape
  expect(readColourShapes(engine, colour, 150, topRows)).toEqual([]);
  expect(readings).toBe(32);
});

test("a line on a shape stands for a price when it reads as one: a number with a currency, or with decimals", () => {
  const words = (...texts: string[]) =>
    texts.map((text) => ({ text, confidence: 90, box: { x: 0, y: 0, width: 0.1, height: 0.02 }, line: "" }));
  expect(readsAsPrice(words("AED", "1,679", ".00"))).toBe(true);
  expect(readsAsPrice(words("Dhs", "12,25"))).toBe(true);
  expect(readsAsPrice(words("19", ".95"))).toBe(true);
  expect(readsAsPrice(words("AED", "7"))).toBe(true);
  // White print on a big coloured panel: a name with a size in it, which the page read already.
  expect(readsAsPrice(words("تلفزيون", "65", "بوصة"))).toBe(false);
  expect(readsAsPrice(words("AED"))).toBe(false);
});

describe("withShapeWords", () => {
  // A 1000 x 1000 page; a shape at 100..400 square, its price line read at y 200..260, a
  // second line of print on it (a name with a size) at y 300..330.
  const at = (text: string, x: number, y: number, w = 40, h = 20) => ({
    text,
    confidence: 90,
    box: { x: x / 1000, y: y / 1000, width: w / 1000, height: h / 1000 },
    line: "",
  });
  const shape = { x0: 100, y0: 100, x1: 400, y1: 400 };
  const line = { x0: 150, y0: 200, x1: 350, y1: 260 };
  const onShapes = [
    { shape, line, words: [at("AED", 150, 200), at("24.25", 200, 205)], print: [line, { ...line, y0: 300, y1: 330 }] },
  ];
  const others = [
    at("24249", 160, 210, 180, 40), // the price misread, on the line read again
    at("7", 370, 150), // a spike read as a digit: on the shape, on no print of it
    at("Crystal", 160, 305),
    at("65", 260, 305), // a size in a name on the shape: print of its own
    at("Was", 500, 500), // off the shape
  ];
  test("the words read on a shape's price line replace what was read there; spikes read as digits go", () => {
    const texts = withShapeWords(others, onShapes, { width: 1000, height: 1000 }).map((w) => w.text);
    expect(texts).toEqual(["Crystal", "65", "Was", "AED", "24.25"]);
  });
});
