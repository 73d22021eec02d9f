import { describe, expect, test } from "bun:test";
import {
  fitZoom,
  keyStep,
  parsePageInput,
  parseViewerPages,
  pdfSource,
  stepZoom,
  swipeStep,
  viewerPagesAttr,
} from "./viewer.ts";

describe("catalogue viewer rules", () => {
  test("zoom moves in steps of 25 between 50 and 200, from any level to the next step", () => {
    expect(stepZoom(100, 1)).toBe(125);
    expect(stepZoom(200, 1)).toBe(200);
    expect(stepZoom(50, -1)).toBe(50);
    expect(stepZoom(75, -1)).toBe(50);
    // From "fit to screen" (any percentage), the next step up or down.
    expect(stepZoom(62, 1)).toBe(75);
    expect(stepZoom(62, -1)).toBe(50);
    expect(stepZoom(190, 1)).toBe(200);
    expect(stepZoom(51, -1)).toBe(50);
  });

  test("fit to screen: the whole page in the stage, as a percentage of the reading width (the stage's, up to 960 px)", () => {
    // A 1366 x 900 desktop: the stage's box 1334 x 815, a portrait page 1400 x 1980 is 576 px wide when whole.
    expect(fitZoom({ width: 1334, height: 815 }, [1400, 1980])).toBe(60);
    // A 390 px phone: the width is the limit, so fit is 100%.
    expect(fitZoom({ width: 358, height: 700 }, [1400, 1980])).toBe(100);
    // A landscape page on a desktop: its width is the limit.
    expect(fitZoom({ width: 1334, height: 815 }, [1980, 1400])).toBe(100);
    // Never below the smallest zoom, and 100% when the stage is not measured yet.
    expect(fitZoom({ width: 1334, height: 200 }, [1400, 1980])).toBe(50);
    expect(fitZoom({ width: 0, height: 0 }, [1400, 1980])).toBe(100);
  });

  test("the page box takes whole numbers from 1 to the page count, in Western, Arabic-Indic or Persian digits", () => {
    expect(parsePageInput("3", 8)).toBe(3);
    expect(parsePageInput(" 8 ", 8)).toBe(8);
    expect(parsePageInput("٣", 8)).toBe(3);
    expect(parsePageInput("۷", 8)).toBe(7);
    expect(parsePageInput("١٢", 20)).toBe(12);
    expect(parsePageInput("1٢", 20)).toBe(12);
    // Nothing typed: the box shows the current page again, no message.
    expect(parsePageInput("", 8)).toBe("empty");
    expect(parsePageInput("  ", 8)).toBe("empty");
    // Anything else is refused (the viewer says which pages there are).
    for (const bad of ["0", "9", "-1", "2.5", "1e1", "abc", "٠", "۹"]) expect(parsePageInput(bad, 8)).toBe("refused");
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
