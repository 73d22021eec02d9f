/**
 * Stale-while-revalidate in the page cache (issue 28 item 1): after an ordinary edit a page
 * rendered before stays servable, marked stale, for at most STALE_MAX_MS; never across a
 * removal (a deletion, an unpublished post) nor across midnight in Dubai.
 */
import { afterAll, afterEach, describe, expect, setSystemTime, test } from "bun:test";
import { bumpContentClock, bumpRemovalClock } from "#tests/helpers/content-clock.ts";
import { freshDb } from "#tests/helpers/db.ts";
import {
  getCachedPage,
  lookupPage,
  pageFreshness,
  STALE_MAX_MS,
  setCachedPage,
  stalePagesToRefresh,
} from "./page-cache.ts";

const env = freshDb();
afterAll(() => env.cleanup());
afterEach(() => {
  setSystemTime();
  bumpRemovalClock(env.db); // the next test starts from an empty cache
});

describe("after an ordinary edit", () => {
  test("a page rendered before is served, marked stale, and a fresh render replaces it", () => {
    const page = setCachedPage("/stores", "<p>before</p>", 200);
    expect(lookupPage("/stores")).toEqual({ page, stale: false });
    bumpContentClock(env.db);
    expect(getCachedPage("/stores")).toBeUndefined(); // no fresh page
    expect(lookupPage("/stores")).toEqual({ page, stale: true });
    const again = setCachedPage("/stores", "<p>after</p>", 200);
    expect(lookupPage("/stores")).toEqual({ page: again, stale: false });
  });

  test(`is stale for at most STALE_MAX_MS (${STALE_MAX_MS} ms) after the change was seen: then a render`, () => {
    const t0 = Date.now() + 50_000;
    setSystemTime(new Date(t0));
    setCachedPage("/about", "<p>about</p>", 200);
    bumpContentClock(env.db);
    expect(lookupPage("/about", t0)?.stale).toBe(true);
    expect(lookupPage("/about", t0 + STALE_MAX_MS)?.stale).toBe(true);
    expect(lookupPage("/about", t0 + STALE_MAX_MS + 1)).toBeUndefined();
  });

  test("a second edit does not restart the bound of a page already stale", () => {
    const t0 = Date.now() + 60_000;
    setSystemTime(new Date(t0));
    setCachedPage("/blog", "<p>blog</p>", 200);
    bumpContentClock(env.db);
    expect(lookupPage("/blog", t0)?.stale).toBe(true);
    setSystemTime(new Date(t0 + STALE_MAX_MS - 10));
    bumpContentClock(env.db);
    expect(lookupPage("/blog", t0 + STALE_MAX_MS - 10)?.stale).toBe(true);
    expect(lookupPage("/blog", t0 + STALE_MAX_MS + 1)).toBeUndefined();
  });

  test("stale pages to refresh come most read first, and pages nobody read again are left out", () => {
    for (const [key, reads] of [
      ["/a", 1],
      ["/b", 5],
      ["/c", 0],
      ["/d", 3],
    ] as const) {
      setCachedPage(key, `<p>${key}</p>`, 200);
      for (let i = 0; i < reads; i++) lookupPage(key);
    }
    expect(stalePagesToRefresh()).toEqual([]);
    bumpContentClock(env.db);
    expect(stalePagesToRefresh()).toEqual(["/b", "/d", "/a"]);
    setCachedPage("/d", "<p>/d again</p>", 200);
    expect(stalePagesToRefresh()).toEqual(["/b", "/a"]);
    // After the next edit, a refreshed page nobody has read since is left out (an edit would
    // otherwise render every page ever read again); read once more, it ranks by all its reads.
    bumpContentClock(env.db);
    expect(stalePagesToRefresh()).toEqual(["/b", "/a"]);
    lookupPage("/d");
    expect(stalePagesToRefresh()).toEqual(["/b", "/d", "/a"]);
  });
});

describe("never stale", () => {
  test("across a removal (a deletion, a slug, an unpublished post): every page goes at once", () => {
    setCachedPage("/store/gone", "<p>a store</p>", 200);
    bumpRemovalClock(env.db);
    expect(lookupPage("/store/gone")).toBeUndefined();
  });

  test("a deleted store's row moves the removal hand, an edit does not", () => {
    env.db.$client.run("INSERT INTO categories (name, slug) VALUES ('Shoes', 'shoes')");
    setCachedPage("/stores", "<p>stores</p>", 200);
    env.db.$client.run("UPDATE categories SET name = 'Footwear' WHERE slug = 'shoes'");
    expect(lookupPage("/stores")?.stale).toBe(true);
    env.db.$client.run("DELETE FROM categories WHERE slug = 'shoes'");
    expect(lookupPage("/stores")).toBeUndefined();
  });

  test("past midnight in Dubai, even when the page went stale a second before", () => {
    setSystemTime(new Date("2025-06-14T19:59:58Z"));
    setCachedPage("/catalogs", "<p>valid until the 14th</p>", 200);
    bumpContentClock(env.db);
    setSystemTime(new Date("2025-06-14T19:59:59Z"));
    expect(lookupPage("/catalogs")?.stale).toBe(true);
    setSystemTime(new Date("2025-06-14T20:00:00Z")); // 00:00 on the 15th in Dubai
    expect(lookupPage("/catalogs")).toBeUndefined();
  });

  test("a render that began before midnight is not kept after it", () => {
    setSystemTime(new Date("2025-06-14T19:59:59Z"));
    const madeUnder = pageFreshness();
    setSystemTime(new Date("2025-06-14T20:00:00Z"));
    setCachedPage("/catalogs", "<p>rendered on the 14th</p>", 200, "gzip", madeUnder);
    expect(lookupPage("/catalogs")).toBeUndefined();
  });
});

test("a 404 is never served stale: the edit may be the store it was missing", () => {
  setCachedPage("/store/coming-soon", "<p>not found</p>", 404);
  lookupPage("/store/coming-soon");
  bumpContentClock(env.db);
  expect(lookupPage("/store/coming-soon")).toBeUndefined();
  expect(stalePagesToRefresh()).toEqual([]);
});
