import { describe, expect, test } from "bun:test";
import { listStateOf, listStateQuery } from "./admin-list-state.ts";

describe("an admin table's state in its address", () => {
  test("is read from the query: search, sort and its direction, page, the missing-Arabic filter", () => {
    expect(listStateOf({ search: "al noor", sort: "name", dir: "desc", page: "3", missingArabic: "1" })).toEqual({
      search: "al noor",
      sort: { key: "name", desc: true },
      page: 3,
      missingArabic: true,
    });
  });

  test("missing or mistyped values take the table's defaults (a stale link still opens the list)", () => {
    const defaults = { search: "", sort: null, page: 1, missingArabic: false };
    expect(listStateOf({})).toEqual(defaults);
    expect(listStateOf({ page: "0", sort: "name;drop", dir: "sideways", missingArabic: "yes" })).toEqual({
      ...defaults,
      sort: null,
    });
    expect(listStateOf({ page: "2.5" }).page).toBe(1);
    expect(listStateOf({ page: "99999999" }).page).toBe(1);
    expect(listStateOf({ sort: "branches", dir: "sideways" }).sort).toEqual({ key: "branches", desc: false });
    // The search box holds 100 characters; the edges change nothing.
    expect(listStateOf({ search: `  ${"x".repeat(120)}  ` }).search).toBe("x".repeat(100));
  });

  test("only the table's own sort keys are taken, when it names them", () => {
    expect(listStateOf({ sort: "name" }, ["name", "category"]).sort).toEqual({ key: "name", desc: false });
    expect(listStateOf({ sort: "price" }, ["name", "category"]).sort).toBeNull();
  });

  test("is written back as a query that leaves the defaults out", () => {
    expect(listStateQuery({ search: "", sort: null, page: 1, missingArabic: false })).toBe("");
    expect(
      listStateQuery({ search: "كارفور دبي", sort: { key: "name", desc: true }, page: 2, missingArabic: true }),
    ).toBe("search=%D9%83%D8%A7%D8%B1%D9%81%D9%88%D8%B1+%D8%AF%D8%A8%D9%8A&sort=name&dir=desc&page=2&missingArabic=1");
    expect(listStateQuery({ search: "a&b", sort: { key: "name", desc: false }, page: 1, missingArabic: false })).toBe(
      "search=a%26b&sort=name",
    );
  });

  test("reading what was written gives the same state back", () => {
    const state = { search: "lulu & co", sort: { key: "catalogs", desc: true }, page: 4, missingArabic: true };
    expect(listStateOf(Object.fromEntries(new URLSearchParams(listStateQuery(state))))).toEqual(state);
  });
});
