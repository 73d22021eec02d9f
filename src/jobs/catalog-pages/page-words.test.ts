/**
 * Page words on lines with Arabic (page-words.ts), on shapes the fixture PDFs do not show: a
 * ligature's made-up second letter stays in its word, and a price burst's small decimals stay a
 * word of their own. (The fixtures' words are checked against the page in page-text.test.ts.)
 */
import { describe, expect, test } from "bun:test";
import type { CharGeometry } from "./char-geometry.ts";
import { type CharSource, pageWords } from "./page-words.ts";

/** A line of chars as PDFium lists them, each [char, x, font size, generated?], on one baseline. */
function source(chars: [string, number, number, boolean?][]): CharSource {
  const geometry = (i: number): CharGeometry => {
    const [, x, em, generated] = chars[i]!;
    const width = generated ? 0 : 0.5 * em;
    return {
      left: x,
      right: x + width,
      bottom: 100,
      top: 100 + em,
      x,
      y: 100,
      looseLeft: x,
      looseRight: x + width,
      em,
    };
  };
  return {
    count: chars.length,
    unit: (i) => chars[i]![0].charCodeAt(0),
    geometry,
    generated: (i) => chars[i]![3] === true,
    angle: () => 0,
  };
}

/** `text` laid out from `x`, each char half an em wide, right to left when `rtl`. */
function laid(text: string, x: number, em: number, rtl: boolean): [string, number, number][] {
  return Array.from(text, (ch, i) => [ch, rtl ? x - (i + 1) * 0.5 * em : x + i * 0.5 * em, em]);
}

describe("words on a line with Arabic", () => {
  test("a ligature's second letter, made up by PDFium, stays in its word", () => {
    const line: [string, number, number, boolean?][] = [
      ...laid("عرض", 500, 10, true),
      [" ", 480, 10, true],
      ...laid("of", 300, 10, false),
      ["f", 310, 10, true],
      ...laid("ice", 315, 10, false),
    ];
    expect(pageWords(source(line), 600, 800).map((w) => w.text)).toEqual(["عرض", "office"]);
  });

  test("a price burst's small decimals beside big digits are a word of their own", () => {
    const line: [string, number, number, boolean?][] = [
      ...laid("درهم", 500, 10, true),
      [" ", 475, 10, true],
      ...laid("12", 400, 30, false),
      ...laid(".50", 430, 12, false),
    ];
    expect(pageWords(source(line), 600, 800).map((w) => w.text)).toEqual(["درهم", "12", ".50"]);
  });
});
