/**
 * Brackets drawn mirrored in right-to-left text (mixed-direction.ts), on the shapes the
 * fixture PDFs do not all show: pairs that already match stay, guillemets turn like brackets.
 */
import { describe, expect, test } from "bun:test";
import type { PageChar } from "./char-geometry.ts";
import { unmirrorBrackets } from "./mixed-direction.ts";

const chars = (text: string): PageChar[] => Array.from(text, (ch, index) => ({ unit: ch.charCodeAt(0), index }));
const textOf = (line: PageChar[]) => String.fromCharCode(...line.map((c) => c.unit));

describe("unmirrorBrackets", () => {
  test.each([
    ["درهم )AED 12.50 للتوصيل(", "درهم (AED 12.50 للتوصيل)"],
    ["عرض »جديد« اليوم", "عرض «جديد» اليوم"],
    ["سعر (جديد) ]خاص[", "سعر (جديد) [خاص]"],
  ])("a pair that closes before it opens was drawn mirrored: %j", (raw, read) => {
    expect(textOf(unmirrorBrackets(chars(raw)))).toBe(read);
  });

  test.each(["حليب (طازج) ٢ لتر", "Fresh (milk) حليب", "١) حليب", "حليب (طازج"])(
    "brackets that pair or stand alone stay: %j",
    (text) => {
      expect(textOf(unmirrorBrackets(chars(text)))).toBe(text);
    },
  );
});
