import { expect, test } from "bun:test";
import { cleanCut } from "./clean-cut.ts";
import type { LineImage } from "./line-image.ts";

/** A cut `width` x `height` of `ground` grey with rectangles [x0, y0, x1, y1, grey]. */
function cut(width: number, height: number, ground: number, rects: number[][]): LineImage {
  const pixels = new Uint8Array(width * height).fill(ground);
  for (const [x0, y0, x1, y1, grey] of rects) {
    for (let y = y0!; y < y1!; y++) pixels.fill(grey!, y * width + x0!, y * width + x1!);
  }
  return { pixels, width, height, scale: 1, x: 0, y: 0 };
}

const at = (c: LineImage, x: number, y: number) => c.pixels[y * c.width + x];

test("the shape a price is printed on, running off the cut, goes; the print inside stays, dark on white", () => {
  // A burst's spike crossing the whole height at the right, two digits in the middle.
  const clean = cleanCut(
    cut(120, 40, 255, [
      [100, 0, 110, 40, 90],
      [20, 10, 30, 30, 0],
      [40, 10, 50, 30, 0],
    ]),
  );
  expect(at(clean, 105, 20)).toBe(255);
  expect(at(clean, 25, 20)).toBe(0);
  expect(at(clean, 45, 20)).toBe(0);
  expect(at(clean, 35, 20)).toBe(255);
});

test("light print on a dark ground is kept, turned dark on white", () => {
  const clean = cleanCut(
    cut(120, 40, 60, [
      [20, 10, 30, 30, 250],
      [40, 10, 50, 30, 250],
      [60, 10, 70, 30, 250],
    ]),
  );
  expect(at(clean, 25, 20)).toBeLessThan(20);
  expect(at(clean, 5, 5)).toBe(255);
});
