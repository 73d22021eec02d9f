import { Database } from "bun:sqlite";
import { afterAll, afterEach, describe, expect, setSystemTime, test } from "bun:test";
import { brotliDecompressSync } from "node:zlib";
import { OTHER_WRITERS_CHECK_MS } from "#db/content-clock.ts";
import { bumpRemovalClock } from "#tests/helpers/content-clock.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { cachedBytes, getCachedPage, MAX_BYTES, pageBody, pageFreshness, setCachedPage } from "./page-cache.ts";
import { etagFor, matchesEtag } from "./page-etags.ts";

const env = freshDb();
afterAll(() => env.cleanup());
/** A change that empties the cache (an ordinary edit leaves pages stale: page-cache-stale.test.ts). */
const contentChanged = () => bumpRemovalClock(env.db);

// Leave the clock real for the next test, and start it from an empty cache.
afterEach(() => {
  setSystemTime();
  contentChanged();
});

/** HTML that does not compress: random hex, so a page's bytes are about its length. */
const noise = (bytes: number) => Buffer.from(crypto.getRandomValues(new Uint8Array(bytes / 2))).toString("hex");

describe("the page cache's bound", () => {
  test(`holds at most ${MAX_BYTES} bytes, every encoding counted, dropping the least recently used first`, () => {
    contentChanged();
    // Keys of one length, and a filler page, so the cache is exactly full (a key counts too).
    const key = (i: number | string) => `/p${String(i).padStart(3, "0")}`;
    const pageSize = 256 * 1024;
    const fit = Math.floor(MAX_BYTES / (pageSize + key(0).length));
    for (let i = 0; i < fit; i++) setCachedPage(key(i), noise(pageSize), 200, "identity");
    const slack = MAX_BYTES - cachedBytes() - key("fil").length;
    setCachedPage(key("fil"), noise(slack - (slack % 2)), 200, "identity");
    expect(cachedBytes()).toBeLessThanOrEqual(MAX_BYTES);
    expect(MAX_BYTES - cachedBytes()).toBeLessThan(2);
    expect(getCachedPage(key(0))).toBeDefined(); // now the most recently used
    setCachedPage(key("new"), noise(pageSize), 200, "identity");
    expect(getCachedPage(key(1))).toBeUndefined();
    expect(getCachedPage(key(0))).toBeDefined();
    expect(getCachedPage(key(2))).toBeDefined();
    expect(getCachedPage(key("new"))).toBeDefined();
    expect(cachedBytes()).toBeLessThanOrEqual(MAX_BYTES);

    // A second encoding of a page counts too: making it pushes out the oldest page.
    const before = cachedBytes();
    pageBody(getCachedPage(key(0))!, "gzip");
    expect(getCachedPage(key(3))).toBeUndefined(); // 0, 2 and new were used since
    expect(getCachedPage(key(0))?.gzip).toBeDefined();
    expect(cachedBytes()).toBeLessThanOrEqual(MAX_BYTES);
    expect(cachedBytes()).toBeGreaterThan(before - 2 * pageSize);
  });

  test("an emptied cache holds no bytes, and a replaced page is counted once, with its key", () => {
    setCachedPage("/a", noise(1000), 200, "identity");
    setCachedPage("/a", noise(1000), 200, "identity");
    expect(cachedBytes()).toBe(1000 + "/a".length);
    // A long query string is held as the key: it counts against the bound like the page.
    const key = `/stores?q=${"x".repeat(8000)}`;
    setCachedPage(key, noise(1000), 200, "identity");
    expect(cachedBytes()).toBe(2000 + "/a".length + key.length);
    contentChanged();
    expect(getCachedPage("/a")).toBeUndefined();
    expect(cachedBytes()).toBe(0);
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
    setSystemTime(new Date("2025-06-15T19:59:59.999Z")); // the last moment of the 15th in Dubai
    expect(getCachedPage("/catalogs")).toBeDefined();
  });

  test("a clock set back to another day drops the pages too", () => {
    setSystemTime(new Date("2025-06-15T10:00:00Z"));
    setCachedPage("/catalogs", "<p>the 15th</p>", 200);
    setSystemTime(new Date("2025-06-14T10:00:00Z"));
    expect(getCachedPage("/catalogs")).toBeUndefined();
  });
});

describe("another process's writes", () => {
  test(`are seen within OTHER_WRITERS_CHECK_MS (${OTHER_WRITERS_CHECK_MS} ms), without reading the clock on every hit`, () => {
    const t0 = Date.now() + 10_000;
    setSystemTime(new Date(t0));
    setCachedPage("/stores", "<p>stores</p>", 200);
    expect(getCachedPage("/stores")).toBeDefined();
    const other = new Database(`${env.dataDir}/test.db`);
    other.run("INSERT INTO categories (name, slug) VALUES ('From Another Process', 'from-another-process')");
    other.close();
    setSystemTime(new Date(t0 + OTHER_WRITERS_CHECK_MS - 1)); // too soon: the clock is not read again
    expect(getCachedPage("/stores")).toBeDefined();
    setSystemTime(new Date(t0 + OTHER_WRITERS_CHECK_MS));
    expect(getCachedPage("/stores")).toBeUndefined();
  });

  test("this process's own writes are seen by the very next read, whatever the time", () => {
    const t0 = Date.now() + 20_000;
    setSystemTime(new Date(t0));
    setCachedPage("/stores", "<p>stores</p>", 200);
    env.db.$client.run("INSERT INTO categories (name, slug) VALUES ('From This Process', 'from-this-process')");
    expect(getCachedPage("/stores")).toBeUndefined();
  });
});

describe("what the page cache keeps", () => {
  test("a cached page keeps its status, and its bytes in each encoding asked for, made once", () => {
    const html = `<p>not found</p>${"<p>filler</p>".repeat(50)}`;
    const page = setCachedPage("/gone", html, 404, "gzip");
    expect(getCachedPage("/gone")).toBe(page);
    expect(page.status).toBe(404);
    expect(page.br).toBeUndefined();
    expect(new TextDecoder().decode(Bun.gunzipSync(pageBody(page, "gzip")))).toBe(html);
    const br = pageBody(page, "br");
    expect(new TextDecoder().decode(brotliDecompressSync(br))).toBe(html);
    expect(pageBody(page, "br")).toBe(br); // kept, not made again
    expect(new TextDecoder().decode(pageBody(page, "identity"))).toBe(html);
  });

  test("each encoding has its own ETag, and If-None-Match matches any of them, weak or in a list", () => {
    const page = setCachedPage("/about", "<p>about</p>", 200);
    const tags = (["br", "gzip", "identity"] as const).map((e) => etagFor(page, e));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) {
      expect(tag).toMatch(/^"[0-9a-z-]+"$/);
      expect(matchesEtag(tag, page)).toBe(true);
      expect(matchesEtag(`W/${tag}`, page)).toBe(true);
      expect(matchesEtag(`"other", W/${tag}`, page)).toBe(true);
    }
    expect(matchesEtag("*", page)).toBe(true);
    expect(matchesEtag('"other", W/"other-gz"', page)).toBe(false);
    const other = setCachedPage("/contact", "<p>contact</p>", 200);
    expect(matchesEtag(etagFor(other, "gzip"), page)).toBe(false);
  });
});

describe("a render that overlaps a content change", () => {
  test("answers its request but is not cached: it may show what the change replaced", () => {
    const madeUnder = pageFreshness();
    contentChanged(); // an admin write lands while the page renders
    const page = setCachedPage("/stores", "<p>before the write</p>", 200, "gzip", madeUnder);
    expect(page.gzip).toBeDefined();
    expect(getCachedPage("/stores")).toBeUndefined();
    setCachedPage("/stores", "<p>after the write</p>", 200, "gzip", pageFreshness());
    expect(getCachedPage("/stores")).toBeDefined();
  });
});
