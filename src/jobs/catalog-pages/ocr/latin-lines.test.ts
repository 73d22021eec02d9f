import { describe, expect, test } from "bun:test";
import { needsEnglish, withSizes } from "./latin-lines.ts";
import type { OcrWord } from "./ocr-tsv.ts";

/** A word `width` wide at `x` (page fractions) on line 1.1.1. */
const word = (text: string, x: number, width = 0.05, confidence = 90): OcrWord => ({
  text,
  confidence,
  box: { x, y: 0.1, width, height: 0.02 },
  line: "1.1.1",
});

describe("needsEnglish", () => {
  test("a line of English with a bare number (a size the Arabic model may have taken)", () => {
    expect(needsEnglish([word("Orange", 0.1), word("Juice", 0.2), word("21\u200f", 0.3)])).toBe(true);
    expect(needsEnglish([word("Sunflower", 0.1), word("Oil", 0.2), word("1!\u200f", 0.3)])).toBe(true);
    expect(needsEnglish([word("16GB", 0.1), word("memory,", 0.2), word("51268", 0.3)])).toBe(true);
  });

  test("not a line with Arabic on it, nor one without English words, nor one with no bare number", () => {
    expect(needsEnglish([word("لبن", 0.1), word("2", 0.2)])).toBe(false);
    expect(needsEnglish([word("11.95", 0.1), word("2", 0.2)])).toBe(false);
    expect(needsEnglish([word("Greek", 0.1), word("Yoghurt", 0.2), word("1kg", 0.3)])).toBe(false);
  });
});

describe("withSizes", () => {
  test("a size read in English replaces what was read in its place, in the line's order", () => {
    const line = [word("Orange", 0.1), word("Juice", 0.2), word("21\u200f", 0.3), word("now", 0.4)];
    const out = withSizes(line, [word("2L", 0.29, 0.05, 88)]);
    expect(out.map((w) => w.text)).toEqual(["Orange", "Juice", "2L", "now"]);
  });

  test("a size the first reading already has is left as it was", () => {
    const line = [word("Tablet", 0.1), word("256GB\u200f", 0.2)];
    expect(withSizes(line, [word("256GB", 0.2)])).toEqual(line);
  });

  test("a size where nothing was read goes in by its place on the line", () => {
    const line = [word("Bananas", 0.1), word("AED", 0.4)];
    expect(withSizes(line, [word("1kg", 0.25)]).map((w) => w.text)).toEqual(["Bananas", "1kg", "AED"]);
  });
});
