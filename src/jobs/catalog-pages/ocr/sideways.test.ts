/**
 * Turned print beside a price (sideways.ts): synthetic cuts for the geometry, and a fixture
 * page of our own (fixtures/ocr/turned.pdf: "AED" and "Dhs" set on their side beside big
 * prices with raised decimals) read through the whole of OCR.
 */
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { searchWords } from "#lib/normalize-text.ts";
import { openPdf } from "../pdfium.ts";
import type { LineImage } from "./line-image.ts";
import { ocrPdfPage } from "./ocr-page.ts";
import { priceBlocks, quarterTurn, splitSideways } from "./sideways.ts";

/** A white cut `width` x `height` with black rectangles [x0, y0, x1, y1]. */
function cut(width: number, height: number, rects: number[][]): LineImage {
  const pixels = new Uint8Array(width * height).fill(255);
  for (const [x0, y0, x1, y1] of rects) {
    for (let y = y0!; y < y1!; y++) pixels.fill(0, y * width + x0!, y * width + x1!);
  }
  return { pixels, width, height, scale: 1, x: 100, y: 50 };
}

describe("splitSideways", () => {
  test("a tall narrow block at the start is turned print; the rest is the price beside it", () => {
    // A 10 x 36 column of three letters (turned "AED"), a gap, then a 60 x 40 block (the price).
    const split = splitSideways(
      cut(100, 50, [
        [5, 7, 15, 19],
        [5, 20, 15, 31],
        [5, 32, 15, 43],
        [25, 5, 85, 45],
      ]),
    );
    expect(split?.turnedFirst).toBe(true);
    expect(split?.turned.x).toBeLessThan(105);
    expect(split?.rest.x).toBe(100 + 15);
    expect(split?.rest.width).toBe(100 - 15);
  });

  test("a turned word blurred wider (JPEG, 150 dpi: a 'Dhs' 16 wide, 31 tall) is still turned print", () => {
    const split = splitSideways(
      cut(100, 50, [
        [4, 9, 20, 18],
        [6, 19, 20, 29],
        [4, 30, 18, 40],
        [28, 8, 88, 44],
      ]),
    );
    expect(split?.turnedFirst).toBe(true);
  });

  test("turned print at the end is found too", () => {
    const split = splitSideways(
      cut(100, 50, [
        [5, 5, 65, 45],
        [80, 7, 90, 24],
        [80, 26, 90, 43],
      ]),
    );
    expect(split?.turnedFirst).toBe(false);
    expect(split?.rest.width).toBe(80);
  });

  test("no split for a line of print alike, nor for a lone narrow glyph beside a smaller one", () => {
    // Digits: about 0.6 times as wide as tall.
    expect(
      splitSideways(
        cut(100, 50, [
          [5, 5, 29, 45],
          [33, 5, 57, 45],
          [61, 5, 85, 45],
        ]),
      ),
    ).toBeNull();
    // A "1" (narrow, tall, one piece) before the rest of "1,299": not letters stacked.
    expect(
      splitSideways(
        cut(100, 50, [
          [5, 5, 13, 45],
          [20, 5, 44, 45],
          [48, 5, 72, 45],
        ]),
      ),
    ).toBeNull();
    // A "1" (narrow and tall) before a comma-sized mark: nothing of its own beside it.
    expect(
      splitSideways(
        cut(100, 50, [
          [5, 5, 12, 45],
          [20, 38, 24, 45],
        ]),
      ),
    ).toBeNull();
  });
});

test("quarterTurn turns a cut a quarter either way", () => {
  const c = cut(3, 2, [[0, 0, 1, 1]]); // ink at the top-left
  const cw = quarterTurn(c, true);
  expect([cw.width, cw.height]).toEqual([2, 3]);
  expect(cw.pixels[1]).toBe(0); // top-right after a clockwise turn
  const ccw = quarterTurn(c, false);
  expect(ccw.pixels[2 * 2]).toBe(0); // bottom-left after an anticlockwise turn
});

test("a currency turned on its side beside a price is read as the currency", async () => {
  const doc = await openPdf(join(import.meta.dir, "../fixtures/ocr/turned.pdf"));
  const page = doc.page(1);
  const words = searchWords((await ocrPdfPage(page)).text);
  page.close();
  doc.close();
  expect(words).toContain("aed");
  expect(words).toContain("dhs");
}, 60_000);

describe("priceBlocks", () => {
  test("a block far past the price (the spike of a burst) is not part of it; raised decimals close by are", () => {
    const block = (x0: number, x1: number, y0 = 10, y1 = 50) => ({ x0, x1, y0, y1 });
    const digits = [block(0, 20), block(24, 44), block(48, 60, 10, 24)];
    expect(priceBlocks([...digits, block(100, 130, 0, 60)])).toEqual(digits);
    expect(priceBlocks(digits)).toEqual(digits);
  });
});
