/**
 * The string-level mending (text-tidy.ts) and split glyphs (split-glyphs.ts) on the shapes
 * PDFium gives that the fixture PDFs do not all show: a soft hyphen, U+0002, a blank before
 * a shadda, a lam-alef glyph whose slices come in either order.
 */
import { describe, expect, test } from "bun:test";
import type { CharGeometry, PageChar } from "./char-geometry.ts";
import { unsplitGlyphs } from "./split-glyphs.ts";
import { tidyPageText } from "./text-tidy.ts";

describe("tidyPageText", () => {
  test.each([
    ["un\ufffebeatable", "unbeatable"],
    ["dis\u0002\r\ncounts", "discounts"],
    ["super\u00admarket", "supermarket"],
    ["تخفي\u00adضات", "تخفيضات"],
  ])("a word broken by a hyphen marker is whole: %j", (raw, whole) => {
    expect(tidyPageText(raw)).toBe(whole);
  });

  test("no blank before a combining mark: العربي ّة is العربيّة", () => {
    expect(tidyPageText("اللغة العربي \u0651ة")).toBe("اللغة العربيّة".normalize("NFKC"));
  });

  test("the U+061D PDFium reads for Noto Naskh's lam-alef is its alef: سل؝م is سلام", () => {
    expect(tidyPageText("سل\u061dم بل\u061dستيك \ufedf\u061d")).toBe("سلام بلاستيك لا");
  });

  test("a ZWNJ stays a ZWNJ, never a space", () => {
    expect(tidyPageText("می\u200cتوانید")).toBe("می\u200cتوانید");
  });
});

describe("unsplitGlyphs", () => {
  /** A glyph at origin 100 split in two slices of 4 points; `flip` lays the slices the other way. */
  const lamAlef = (flip: boolean): [PageChar[], Map<number, CharGeometry>] => {
    const slice = (left: number): CharGeometry => ({
      left,
      right: left + 4,
      bottom: 0,
      top: 10,
      x: 100,
      y: 0,
      looseLeft: left,
      looseRight: left + 4,
      em: 10,
    });
    const boxes = new Map([
      [0, slice(flip ? 104 : 100)],
      [1, slice(flip ? 100 : 104)],
    ]);
    return [
      [
        { unit: 0x0627, index: 0 },
        { unit: 0x0644, index: 1 },
      ],
      boxes,
    ];
  };

  test.each([false, true])("a lam-alef glyph PDFium gave as 'ال' reads 'لا' (slices flipped: %p)", (flip) => {
    const [chars, boxes] = lamAlef(flip);
    const text = String.fromCharCode(...unsplitGlyphs(chars, (c) => boxes.get(c.index)!).map((c) => c.unit));
    expect(text).toBe("لا");
  });
});
