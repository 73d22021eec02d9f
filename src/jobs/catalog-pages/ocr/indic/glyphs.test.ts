import { describe, expect, test } from "bun:test";
import { classify } from "./classify.ts";
import { digitBand, featuresOf, inkMask, type Piece, pieces, thin } from "./glyphs.ts";
import { runFrom } from "./number.ts";

/** A `width` x `height` image of `ground` with rectangles [x0, y0, x1, y1] of `ink`. */
function image(width: number, height: number, ground: number, ink: number, rects: number[][]): Uint8Array {
  const pixels = new Uint8Array(width * height).fill(ground);
  for (const [x0, y0, x1, y1] of rects)
    for (let y = y0!; y < y1!; y++) pixels.fill(ink, y * width + x0!, y * width + x1!);
  return pixels;
}

const box = (x0: number, y0: number, x1: number, y1: number): Piece => ({ x0, y0, x1, y1, pixels: [] });

describe("glyphs", () => {
  test("ink is the smaller share of the cut: dark print on light, and light print on a dark tag", () => {
    const dark = inkMask(image(40, 20, 250, 20, [[5, 5, 10, 15]]));
    const light = inkMask(image(40, 20, 30, 240, [[5, 5, 10, 15]]));
    for (const mask of [dark, light]) {
      expect(mask[10 * 40 + 7]).toBe(1);
      expect(mask[2 * 40 + 30]).toBe(0);
    }
  });

  test("pieces are the separate strokes, each with its box", () => {
    const mask = inkMask(
      image(40, 20, 255, 0, [
        [2, 2, 6, 18],
        [10, 12, 13, 15],
      ]),
    );
    const found = pieces(mask, 40, 20).sort((a, b) => a.x0 - b.x0);
    expect(found.map(({ x0, y0, x1, y1 }) => [x0, y0, x1, y1])).toEqual([
      [2, 2, 6, 18],
      [10, 12, 13, 15],
    ]);
  });

  test("thinning leaves a bold bar one pixel wide, as long as it was, so bold and light print compare alike", () => {
    const size = 32;
    const bar = image(size, size, 0, 1, [[12, 4, 20, 28]]);
    const skeleton = thin(bar, size);
    for (let y = 8; y < 24; y++) {
      const row = Array.from(skeleton.subarray(y * size, (y + 1) * size)).reduce((a, b) => a + b, 0);
      expect(row).toBe(1);
    }
  });

  test("a small mark low on the line and a tall digit differ in height and middle against the number's band", () => {
    const width = 60;
    const mask = inkMask(
      image(width, 40, 255, 0, [
        [5, 5, 9, 35],
        [15, 5, 19, 35],
        [24, 29, 27, 35],
      ]),
    );
    const found = pieces(mask, width, 40).sort((a, b) => a.x0 - b.x0);
    const band = digitBand(found);
    expect(band).toEqual({ top: 5, bottom: 35 });
    const [tall, , mark] = found.map((p) => featuresOf(p, width, band));
    expect(tall!.height).toBeCloseTo(1);
    expect(mark!.height).toBeCloseTo(0.2);
    expect(mark!.middle).toBeGreaterThan(0.8);
    expect(tall!.aspect).toBeLessThan(mark!.aspect);
  });

  test("a glyph far from every template is no digit", () => {
    const width = 60;
    const mask = inkMask(image(width, 40, 255, 0, [[5, 5, 45, 35]]));
    const [blob] = pieces(mask, width, 40);
    const features = featuresOf(blob!, width, { top: 5, bottom: 35 });
    const template = { char: "١", cells: new Float32Array(256), aspect: -2, height: 1, middle: 0.5 };
    expect(classify(features, "arabic", [template])).toBe(null);
  });
});

describe("a number's run of glyphs", () => {
  test("starts at the word's edge and stops at the first wide gap", () => {
    const glyphs = [
      box(30, 0, 34, 20),
      box(36, 0, 44, 20),
      box(46, 14, 48, 20),
      box(50, 0, 58, 20),
      box(90, 0, 98, 20),
    ];
    expect(runFrom(glyphs, 22, "right", 20)).toEqual(glyphs.slice(0, 4));
  });

  test("reads outwards to the left too", () => {
    const glyphs = [box(2, 0, 10, 20), box(40, 0, 48, 20), box(50, 0, 58, 20)];
    expect(runFrom(glyphs, 66, "left", 20)).toEqual([glyphs[2]!, glyphs[1]!]);
  });

  test("nothing when the first glyph is far from the word", () => {
    expect(runFrom([box(80, 0, 88, 20)], 22, "right", 20)).toEqual([]);
  });
});
