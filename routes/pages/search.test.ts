/**
 * /search and /ar/search through the real app over catalogues processed from PDF fixtures.
 */
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { insertStore } from "#db/seed/factories.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { insertFixtureCatalog, processQueue } from "#tests/helpers/catalog-pages.ts";
import { flightPayload } from "#tests/helpers/html.ts";

// Seeding processes real PDFs in a child process.
setDefaultTimeout(90_000);

const ids: Record<string, number> = {};
const { get } = startTestApp({
  seed: async (db, dataDir) => {
    const mart = insertStore(db, { name: "Fixture Mart", slug: "fixture-mart" }).id;
    const souq = insertStore(db, { name: "Souq Central", nameAr: "سوق سنترال", slug: "souq-central" }).id;
    ids.english = insertFixtureCatalog(db, dataDir, "text", { storeId: mart, title: "Weekly Offers" });
    ids.bilingual = insertFixtureCatalog(db, dataDir, "bilingual", {
      storeId: souq,
      title: "Milk Festival",
      titleAr: "مهرجان الحليب",
    });
    await processQueue(db, dataDir);
  },
});

/** Links to catalogue pages, with their query (the search, whose hits the page marks). */
const hitLinks = (html: string) =>
  [...html.matchAll(/href="(\/(?:ar\/)?catalogs\/\d+\/page\/\d+(?:\?[^"]*)?)"/g)].map((m) => m[1]);

describe("/search", () => {
  test("results link to each matching page, with the words marked; result pages are noindex, follow", async () => {
    const { res, html } = await get("/search?q=milk");
    expect(res.status).toBe(200);
    expect(hitLinks(html)).toEqual(
      expect.arrayContaining([`/catalogs/${ids.english}/page/1?q=milk`, `/catalogs/${ids.bilingual}/page/1?q=milk`]),
    );
    expect(html).toMatch(/<mark[^>]*>Milk<\/mark>/);
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toMatch(/\/media\/pages\/[0-9a-f]{32}\/1-480\.webp/);
  });

  test("in Arabic: the hit links stay in Arabic, the Arabic title shows, the Arabic word is marked", async () => {
    const { res, html } = await get(`/ar/search?q=${encodeURIComponent("حليب")}`);
    expect(res.status).toBe(200);
    expect(hitLinks(html)).toContain(`/ar/catalogs/${ids.bilingual}/page/1?q=${encodeURIComponent("حليب")}`);
    expect(hitLinks(html).every((href) => href!.startsWith("/ar/"))).toBe(true);
    expect(html).toContain("مهرجان الحليب");
    expect(html).toMatch(/<mark[^>]*>حليب<\/mark>/);
  });

  test("a search counts as the visitor's search activity", async () => {
    const { html } = await get("/search?q=basmati");
    expect(flightPayload(html)).toContain('"type":"search","query":"basmati"');
  });

  test("no query: the start state with example searches, no activity", async () => {
    const { res, html } = await get("/search");
    expect(res.status).toBe(200);
    expect(html).toContain('href="/search?q=milk"');
    expect(hitLinks(html)).toEqual([]);
    expect(flightPayload(html)).toContain('"activity":null');
  });

  test("nothing found: a friendly state with a way on, never an error", async () => {
    const { res, html } = await get("/search?q=no-such-thing-anywhere");
    expect(res.status).toBe(200);
    expect(hitLinks(html)).toEqual([]);
    expect(html).toContain('href="/catalogs"');
  });

  test.each([['"milk'], ["milk NEAR tv"], ["(milk"], ["milk*"], ["<script>alert(1)</script>"], ["milk ".repeat(2048)]])(
    "hostile query %# answers 200 and is shown as text",
    async (q) => {
      const { res, html } = await get(`/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(html).not.toContain("<script>alert(1)</script>");
    },
  );

  test("a page past the end goes to the last page", async () => {
    const { res } = await get("/search?q=milk&page=9");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/search?q=milk");
  });
});
