import { expect, test } from "bun:test";
import { MIN_TEXT_CHARS, needsOcr } from "./needs-ocr.ts";

test("a page with real text keeps it, in English or Arabic", () => {
  expect(needsOcr("Fresh Milk 2L AED 8.50, Laban 1L AED 4.25")).toBe(false);
  expect(needsOcr("حليب طازج 2 لتر - 8.50 درهم، لبن 1 لتر")).toBe(false);
});

test("a page with no text layer, or only a folio, is read by OCR", () => {
  expect(needsOcr("")).toBe(true);
  expect(needsOcr("  \n 3 / 12 \n")).toBe(true);
  expect(needsOcr("x".repeat(MIN_TEXT_CHARS - 1))).toBe(true);
  expect(needsOcr("x".repeat(MIN_TEXT_CHARS))).toBe(false);
});

test("a text layer without a Unicode map (private-use glyph codes, U+FFFD, controls) is read by OCR", () => {
  const pua = Array.from({ length: 60 }, (_, i) => String.fromCodePoint(0xe000 + i)).join("");
  expect(needsOcr(`${pua} AED 8.50`)).toBe(true);
  expect(needsOcr("\u0003\u0011\u0007\u0012\u0005 ".repeat(20))).toBe(true);
  expect(needsOcr(`Fresh Milk 2L AED 8.50 Laban 1L \uFFFD`)).toBe(false);
});
