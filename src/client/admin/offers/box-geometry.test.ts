import { describe, expect, test } from "bun:test";
import { boxBetween, fitBox, keyedBox, MIN_SIZE, moveBox, resizeBox, sameBox } from "./box-geometry.ts";

const box = { x: 0.2, y: 0.3, width: 0.2, height: 0.1 };

describe("the offers editor's boxes", () => {
  test("move, and stop at the page's edges without shrinking", () => {
    expect(moveBox(box, 0.1, -0.1)).toEqual({ x: 0.3, y: 0.2, width: 0.2, height: 0.1 });
    expect(moveBox(box, 5, 5)).toEqual({ x: 0.8, y: 0.9, width: 0.2, height: 0.1 });
    expect(moveBox(box, -5, -5)).toEqual({ x: 0, y: 0, width: 0.2, height: 0.1 });
  });

  test("resize from a corner; the opposite edges stay; never below the smallest size or past the page", () => {
    expect(resizeBox(box, "se", 0.1, 0.05)).toEqual({ x: 0.2, y: 0.3, width: 0.3, height: 0.15 });
    expect(resizeBox(box, "nw", -0.1, -0.1)).toEqual({ x: 0.1, y: 0.2, width: 0.3, height: 0.2 });
    expect(resizeBox(box, "ne", 0.9, 0)).toEqual({ x: 0.2, y: 0.3, width: 0.8, height: 0.1 });
    const squeezed = resizeBox(box, "sw", 0.5, -0.5);
    expect(squeezed).toEqual({ x: 0.39, y: 0.3, width: MIN_SIZE, height: MIN_SIZE });
  });

  test("a drawn box is the same whichever way it was dragged, and clipped to the page", () => {
    expect(boxBetween({ x: 0.5, y: 0.6 }, { x: 0.1, y: 0.2 })).toEqual({ x: 0.1, y: 0.2, width: 0.4, height: 0.4 });
    expect(boxBetween({ x: -0.2, y: 0.9 }, { x: 0.3, y: 1.4 })).toEqual({ x: 0, y: 0.9, width: 0.3, height: 0.1 });
    // A click without a drag still makes a box big enough to grab.
    expect(boxBetween({ x: 1, y: 1 }, { x: 1, y: 1 })).toEqual({ x: 0.99, y: 0.99, width: 0.01, height: 0.01 });
  });

  test("arrow keys nudge, Shift resizes, Alt takes bigger steps; other keys do nothing", () => {
    expect(keyedBox(box, "ArrowRight", false, false)).toEqual({ ...box, x: 0.205 });
    expect(keyedBox(box, "ArrowUp", false, true)).toEqual({ ...box, y: 0.275 });
    expect(keyedBox(box, "ArrowDown", true, false)).toEqual({ ...box, height: 0.105 });
    expect(keyedBox(box, "ArrowLeft", true, false)).toEqual({ ...box, width: 0.195 });
    expect(keyedBox(box, "Enter", false, false)).toBeNull();
  });

  test("fitBox makes any box valid; sameBox ignores floating-point dust", () => {
    expect(fitBox({ x: 0.95, y: -1, width: 2, height: 0 })).toEqual({ x: 0, y: 0, width: 1, height: MIN_SIZE });
    expect(sameBox(box, { ...box, x: 0.1 + 0.1 + 0.00000001 })).toBe(true);
    expect(sameBox(box, { ...box, x: 0.21 })).toBe(false);
  });
});
