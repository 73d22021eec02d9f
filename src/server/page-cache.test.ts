import { afterEach, describe, expect, setSystemTime, test } from "bun:test";
import { getCachedPage, invalidatePages, MAX_PAGES, setCachedPage } from "./page-cache.ts";

// The cache is process-wide: leave it empty, and the clock real, for the next test file.
afterEach(() => {
  setSystemTime();
  invalidatePages();
});

describe("the page cache's bound", () => {
  test(`keeps at most ${MAX_PAGES} pages, dropping the least recently used first`, () => {
    invalidatePages();
    for (let i = 0; i < MAX_PAGES; i++) setCachedPage(`/p${i}`, `<p>${i}</p>`, 200);
    expect(getCachedPage("/p0")).toBeDefined(); // now the most recently used
    setCachedPage("/one-more", "<p>one more</p>", 200);
    expect(getCachedPage("/p1")).toBeUndefined();
    expect(getCachedPage("/p0")).toBeDefined();
    expect(getCachedPage("/p2")).toBeDefined();
    expect(getCachedPage(`/p${MAX_PAGES - 1}`)).toBeDefined();
    expect(getCachedPage("/one-more")).toBeDefined();
  });
});

describe("the page cache's day", () => {
  test("drops every page at midnight in Dubai (20:00 UTC), not at midnight UTC", () => {
    setSystemTime(new Date("2025-06-14T19:59:59Z"));
    setCachedPage("/catalogs", "<p>valid until the 14th</p>", 200);
    expect(getCachedPage("/catalogs")).toBeDefined();
    setSystemTime(new Date("2025-06-14T20:00:00Z")); // 00:00 on the 15th in Dubai (UTC+4)
    expect(getCachedPage("/catalogs")).toBeUndefined();

    setCachedPage("/catalogs", "<p>valid from the 15th</p>", 200);
    setSystemTime(new Date("2025-06-15T00:00:00Z")); // a new UTC day, still the 15th in Dubai
    expect(getCachedPage("/catalogs")).toBeDefined();
  });
});

describe("what the page cache keeps", () => {
  test("a cached page keeps its status and an ETag of its HTML", () => {
    const page = setCachedPage("/gone", "<p>not found</p>", 404);
    expect(getCachedPage("/gone")).toEqual(page);
    expect(page.status).toBe(404);
    expect(page.etag).toMatch(/^"[0-9a-z]+"$/);
    expect(new TextDecoder().decode(Bun.gunzipSync(page.gzip))).toBe("<p>not found</p>");
  });
});
