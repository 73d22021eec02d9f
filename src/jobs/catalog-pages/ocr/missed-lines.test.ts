import { describe, expect, test } from "bun:test";
import { lineImage } from "./line-image.ts";
import { missedLines, type PixelRect } from "./missed-lines.ts";

const [W, H] = [400, 200];
/** A page of `ground` grey with rectangles of other greys (x, y, width, height, grey). */
function page(ground: number, ...rects: [number, number, number, number, number][]): Uint8Array {
  const grey = new Uint8Array(W * H).fill(ground);
  for (const [x0, y0, w, h, v] of rects)
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) grey[y * W + x] = v;
  return grey;
}
/** A "word" of `letters` 3-px strokes 12 px tall, 5 px apart, in grey `v`. */
const word = (x: number, y: number, letters: number, v = 0): [number, number, number, number, number][] =>
  Array.from({ length: letters }, (_, i) => [x + i * 8, y, 3, 12, v]);
const contains = (outer: PixelRect, x: number, y: number) =>
  x >= outer.x0 && x < outer.x1 && y >= outer.y0 && y < outer.y1;

describe("lines of print the first reading missed", () => {
  test("print outside the words read is found as one line of words; the words read are not", () => {
    const grey = page(255, ...word(20, 20, 5), ...word(70, 20, 4), ...word(20, 100, 6));
    const read = [{ x0: 18, y0: 18, x1: 104, y1: 34 }];
    const lines = missedLines(grey, W, H, read);
    expect(lines).toHaveLength(1);
    expect(contains(lines[0]!, 25, 105)).toBe(true);
    expect(contains(lines[0]!, 60, 105)).toBe(true);
  });

  test("white print on a dark band is print too", () => {
    const grey = page(255, [0, 50, W, 60, 40], ...word(30, 70, 6, 250));
    const lines = missedLines(grey, W, H, []);
    expect(lines.some((l) => contains(l, 40, 75))).toBe(true);
  });

  test("print beside a tile's thick border is not swallowed by the border (too tall to be a line)", () => {
    // A 6-px dark border around a tinted tile, a price 9 px from its left edge.
    const grey = page(
      255,
      [100, 40, 200, 120, 200],
      [100, 40, 6, 120, 30],
      [100, 154, 200, 6, 30],
      ...word(115, 130, 5, 90),
    );
    const lines = missedLines(grey, W, H, []);
    const price = lines.find((l) => contains(l, 120, 135));
    expect(price).toBeDefined();
    expect(price!.y1 - price!.y0).toBeLessThan(30);
  });

  test("a picture (a block taller than any print) and dust are not lines", () => {
    const grey = page(255, [200, 20, 100, 160, 60], [20, 20, 2, 2, 0]);
    expect(missedLines(grey, W, H, [])).toEqual([]);
  });
});

describe("a missed line cut out for reading", () => {
  test("white on dark is turned to dark on white, small print drawn twice as big", () => {
    const grey = page(255, [0, 50, W, 60, 40], ...word(30, 70, 6, 250));
    const cut = lineImage(grey, W, H, { x0: 30, y0: 70, x1: 73, y1: 82 });
    expect(cut.scale).toBe(2);
    expect(cut.width).toBeGreaterThan(2 * 43);
    const corner = cut.pixels[0]!;
    const stroke = cut.pixels[((70 - cut.y) * 2 + 6) * cut.width + (31 - cut.x) * 2]!;
    expect(corner).toBeGreaterThan(200); // the dark band became the light ground
    expect(stroke).toBeLessThan(60); // the white letter became dark
  });
});
