/**
 * The embed page a retailer puts in an iframe (issue 27, item 6): /embed/store/{slug} and
 * /ar/embed/store/{slug} show the store's newest live catalogue a page at a time with previous
 * and next, a link to open it on the site in a new tab, and no site header or footer; an unknown
 * store, one with nothing live, or a page past the end is a small 404 page; a renamed store leads
 * on. Any site may frame these paths (and only these), and they are cached like public pages.
 */
import { describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { insertStore } from "#db/seed/factories.ts";
import { PUBLIC_PAGE_CACHE_CONTROL } from "#server/pages.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { catalogWithOffers } from "#tests/helpers/shopping-lists.ts";

const ids = { older: 0, newer: 0 };
const { app, get } = startTestApp({
  seed: (db) => {
    const older = catalogWithOffers(db, { store: "Zephyr Hyper", pages: 3, offers: [{ name: "Rice", price: 9 }] });
    ids.older = older.catalogId;
    const newer = catalogWithOffers(db, { store: "Zephyr Other", pages: 3, offers: [{ name: "Oats", price: 5 }] });
    ids.newer = newer.catalogId;
    // Both the same store's; the newer one started later and has an Arabic title.
    db.run(sql`UPDATE catalogs SET start_date = '2020-01-01' WHERE id = ${ids.older}`);
    db.run(
      sql`UPDATE catalogs SET store_id = ${older.storeId}, start_date = '2020-02-01', title = 'Big Week', title_ar = 'أسبوع كبير' WHERE id = ${ids.newer}`,
    );
    db.run(sql`UPDATE stores SET name_ar = 'زفير' WHERE id = ${older.storeId}`);
    db.run(sql`INSERT INTO store_slug_redirects (slug, store_id) VALUES ('zephyr-old', ${older.storeId})`);
    insertStore(db, { name: "Empty Mart", slug: "empty-mart" });
  },
});

describe("the embed page", () => {
  test("shows the newest live catalogue's first page, next but no previous, and opens on the site in a new tab", async () => {
    const { res, html } = await get("/embed/store/zephyr-hyper");
    expect(res.status).toBe(200);
    expect(html).toContain("Big Week");
    expect(html).toContain(`src="/media/pages/h${ids.newer}/1-1400.webp"`);
    expect(html).toMatch(/data-testid="embed-page-of"[^>]*>Page 1 of 3</);
    expect(html).toContain('href="/embed/store/zephyr-hyper?page=2" rel="next"');
    expect(html).not.toContain('data-testid="embed-previous"');
    expect(html).toMatch(
      new RegExp(`href="http://localhost[^"]*/catalogs/${ids.newer}/page/1" target="_blank" rel="noopener"`),
    );
    // No site header or footer: only the frame's own bar.
    expect(html).not.toContain("<footer");
    expect(html).not.toContain("skipToContent");
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  test("pages through with ?page=N: previous and next in the middle, only previous at the end", async () => {
    const middle = (await get("/embed/store/zephyr-hyper?page=2")).html;
    expect(middle).toContain('href="/embed/store/zephyr-hyper" rel="prev"');
    expect(middle).toContain('href="/embed/store/zephyr-hyper?page=3" rel="next"');
    const last = (await get("/embed/store/zephyr-hyper?page=3")).html;
    expect(last).toContain('rel="prev"');
    expect(last).not.toContain('rel="next"');
  });

  test("in Arabic: right to left, the Arabic titles and words, its own links", async () => {
    const { res, html } = await get("/ar/embed/store/zephyr-hyper");
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("أسبوع كبير");
    expect(html).toContain("زفير");
    expect(html).toContain("افتح على عروض الإمارات");
    expect(html).toContain('href="/ar/embed/store/zephyr-hyper?page=2"');
    expect(html).toMatch(new RegExp(`/ar/catalogs/${ids.newer}/page/1" target="_blank"`));
  });

  test.each([
    ["/embed/store/nowhere", "No current catalog"],
    ["/embed/store/empty-mart", "No current catalog"],
    ["/embed/store/zephyr-hyper?page=4", "No current catalog"],
    ["/ar/embed/store/nowhere", "لا يوجد كتالوج حالي"],
  ])("%s is the embed's own 404 page", async (path, words) => {
    const { res, html } = await get(path);
    expect(res.status).toBe(404);
    expect(html).toContain('data-testid="embed-not-found"');
    expect(html).toContain(words);
    expect(html).not.toContain("<footer");
  });

  test("a store's earlier address leads on to its embed", async () => {
    const res = await app.request("/ar/embed/store/zephyr-old", { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/ar/embed/store/zephyr-hyper");
  });
});

describe("framing", () => {
  const framing = (res: Response) => ({
    ancestors: res.headers.get("content-security-policy")?.match(/frame-ancestors ([^;]*)/)?.[1],
    xfo: res.headers.get("x-frame-options"),
  });

  test("any site may frame the embed pages, rendered or from the cache, found or not, in both languages", async () => {
    for (const path of ["/embed/store/zephyr-hyper", "/ar/embed/store/zephyr-hyper?page=2", "/embed/store/nowhere"]) {
      for (const round of ["rendered", "cached"]) {
        const res = await app.request(path);
        expect({ path, round, ...framing(res) }).toEqual({ path, round, ancestors: "*", xfo: null });
      }
    }
  });

  test("the rest of the site stays same-origin only", async () => {
    for (const path of ["/", "/store/zephyr-hyper", `/catalogs/${ids.newer}/page/1`, "/ar/stores", "/api/stores"]) {
      for (const round of ["rendered", "cached"]) {
        const res = await app.request(path);
        expect({ path, round, ...framing(res) }).toEqual({ path, round, ancestors: "'self'", xfo: "SAMEORIGIN" });
      }
    }
  });

  test("the embed is cached like every public page", async () => {
    const res = await app.request("/embed/store/zephyr-hyper");
    expect(res.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const again = await app.request("/embed/store/zephyr-hyper", {
      headers: { "If-None-Match": res.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });
});
