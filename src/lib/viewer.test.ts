import { describe, expect, test } from "bun:test";
import {
  keyStep,
  parsePageInput,
  parseViewerPages,
  pdfSource,
  stepZoom,
  swipeStep,
  viewerPagesAttr,
} from "./viewer.ts";

describe("catalogue viewer rules", () => {
  test("zoom moves in steps of 25 between 50 and 200", () => {
    expect(stepZoom(100, 1)).toBe(125);
    expect(stepZoom(200, 1)).toBe(200);
    expect(stepZoom(50, -1)).toBe(50);
    expect(stepZoom(75, -1)).toBe(50);
  });

  test("the page box accepts only whole numbers from 1 to the page count", () => {
    expect(parsePageInput("3", 8)).toBe(3);
    expect(parsePageInput(" 8 ", 8)).toBe(8);
    for (const bad of ["0", "9", "-1", "2.5", "1e1", "abc", ""]) expect(parsePageInput(bad, 8)).toBeNull();
  });

  test("local files load directly; others go through the proxy", () => {
    expect(pdfSource("/media/catalogs/a.pdf")).toBe("/media/catalogs/a.pdf");
    expect(pdfSource("https://cdn.example.com/a b.pdf")).toBe(
      "/api/pdf-proxy?url=https%3A%2F%2Fcdn.example.com%2Fa%20b.pdf",
    );
    expect(pdfSource("//evil.example/a.pdf")).toStartWith("/api/pdf-proxy?url=");
  });

  test("arrow keys follow the reading order: right is next in English, left is next in Arabic", () => {
    expect(keyStep("ArrowRight", false)).toBe(1);
    expect(keyStep("ArrowLeft", false)).toBe(-1);
    expect(keyStep("ArrowLeft", true)).toBe(1);
    expect(keyStep("ArrowRight", true)).toBe(-1);
    expect(keyStep("ArrowUp", false)).toBe(0);
  });

  test("a sideways swipe of 50 px turns the page, mirrored in Arabic; short or vertical moves do not", () => {
    expect(swipeStep(-80, 5, false)).toBe(1);
    expect(swipeStep(80, 5, false)).toBe(-1);
    expect(swipeStep(80, 5, true)).toBe(1);
    expect(swipeStep(-80, 5, true)).toBe(-1);
    expect(swipeStep(-40, 0, false)).toBe(0);
    expect(swipeStep(-80, 120, false)).toBe(0);
  });

  test("the viewer's pages survive the link's data attribute, and anything else is refused", () => {
    const pages = { hash: "0123456789abcdef0123456789abcdef", sizes: [[1400, 1980] as [number, number]] };
    expect(parseViewerPages(viewerPagesAttr(pages))).toEqual(pages);
    expect(viewerPagesAttr(null)).toBeUndefined();
    for (const bad of [
      undefined,
      "",
      "not json",
      "{}",
      '{"hash":"../../x","sizes":[[1,1]]}',
      '{"hash":"0123456789abcdef","sizes":[]}',
      '{"hash":"0123456789abcdef","sizes":[[0,5]]}',
      '{"hash":"0123456789abcdef","sizes":[["a",5]]}',
    ])
      expect(parseViewerPages(bad)).toBeNull();
  });
});
