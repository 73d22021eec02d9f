import { describe, expect, test } from "bun:test";
import { catalogPagePath, linkedQuery } from "./page-search.ts";

describe("linkedQuery: the query a link to a page carries", () => {
  test("one line, as typed otherwise", () => {
    expect(linkedQuery("  Fresh \n milk ")).toBe("Fresh milk");
    expect(linkedQuery("الحليب")).toBe("الحليب");
    expect(linkedQuery("milk\u202e\u0000")).toBe("milk");
  });

  test("no word to look for: none", () => {
    for (const q of ["", "   ", "!!!", "…", "😀😀", "\ud800"]) expect(linkedQuery(q)).toBe("");
  });

  test("at most 100 characters, cut at a word, never inside a surrogate pair", () => {
    expect(linkedQuery(`${"milk ".repeat(40)}`)).toBe("milk ".repeat(20).trim());
    const one = linkedQuery("a".repeat(300));
    expect(one).toBe("a".repeat(100));
    expect(linkedQuery(`${"a".repeat(99)}😀b`)).toBe("a".repeat(99));
    // Whatever it is given, the result can be put in a link.
    expect(() => encodeURIComponent(linkedQuery(`${"a".repeat(99)}\ud83d`))).not.toThrow();
  });

  test("is its own form: a linked query is never redirected again", () => {
    for (const q of ["milk", "  Fresh \n milk ", "a".repeat(300), `${"حليب ".repeat(40)}`])
      expect(linkedQuery(linkedQuery(q))).toBe(linkedQuery(q));
  });
});

describe("catalogPagePath", () => {
  test("with the search as ?q= when it holds a word", () => {
    expect(catalogPagePath(3, 2)).toBe("/catalogs/3/page/2");
    expect(catalogPagePath(3, 2, "milk")).toBe("/catalogs/3/page/2?q=milk");
    expect(catalogPagePath(3, 2, "حليب")).toBe(`/catalogs/3/page/2?q=${encodeURIComponent("حليب")}`);
    expect(catalogPagePath(3, 2, "!!")).toBe("/catalogs/3/page/2");
  });
});
