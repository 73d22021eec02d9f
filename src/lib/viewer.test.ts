import { describe, expect, test } from "bun:test";
import { parsePageInput, pdfSource, stepZoom } from "./viewer.ts";

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
});
