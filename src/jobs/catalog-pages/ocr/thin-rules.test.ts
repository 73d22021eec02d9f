import { describe, expect, test } from "bun:test";
import { eraseThinRules } from "./thin-rules.ts";

const [W, H] = [200, 40];
/** A white page with black rectangles (x, y, width, height). */
function page(...rects: [number, number, number, number][]): Uint8Array {
  const grey = new Uint8Array(W * H).fill(255);
  for (const [x0, y0, w, h] of rects)
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) grey[y * W + x] = 0;
  return grey;
}
const dark = (grey: Uint8Array, x: number, y: number) => grey[y * W + x]! < 128;
const darkCount = (grey: Uint8Array) => grey.filter((v) => v < 128).length;

describe("thin rules erased before OCR", () => {
  test("a struck-out price: the line goes, the glyph strokes it crossed stay whole", () => {
    // Five 4-px-wide "digits" 20 px tall, struck through by a 2-px line 150 px long.
    const digits = [20, 50, 80, 110, 140].map((x): [number, number, number, number] => [x, 10, 4, 20]);
    const grey = page(...digits, [10, 19, 150, 2]);
    // Where the rule ran is told, so the words it struck can say they were struck.
    expect(eraseThinRules(grey, W, H)).toEqual([{ x0: 10, y0: 19, x1: 160, y1: 21 }]);
    expect(dark(grey, 30, 19)).toBe(false); // the line between two digits
    expect(dark(grey, 100, 20)).toBe(false);
    for (const [x] of digits) expect(dark(grey, x + 1, 19)).toBe(true); // each digit keeps its stroke
    expect(darkCount(grey)).toBe(5 * 4 * 20);
  });

  test("an underline and a table rule go too", () => {
    const grey = page([0, 30, W, 1]);
    eraseThinRules(grey, W, H);
    expect(darkCount(grey)).toBe(0);
  });

  test("a short bar (a letter's, a dash) and a thick band (a heading's bar) stay", () => {
    const grey = page([10, 10, 40, 2], [60, 10, 120, 12]);
    const before = darkCount(grey);
    eraseThinRules(grey, W, H);
    expect(darkCount(grey)).toBe(before);
  });

  test("the bars of small letters in a line of text stay, though they line up", () => {
    // 3-px bars every 7 px (letters' bars), with 4-px letters between them dark above and below.
    const rects: [number, number, number, number][] = [];
    for (let x = 0; x + 7 <= W; x += 7) rects.push([x, 20, 3, 1], [x + 3, 14, 4, 12]);
    const grey = page(...rects);
    const before = darkCount(grey);
    eraseThinRules(grey, W, H);
    expect(darkCount(grey)).toBe(before);
  });
});
