/**
 * The installable app through the real app (issue 25 item 5): the offline worker at /sw.js,
 * asked for again on every visit; each language's manifest and its icons; the offline page in
 * both languages; every page linking its manifest; "Save for offline" on a catalogue page.
 */
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { insertStore } from "#db/seed/factories.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { insertFixtureCatalog, processQueue } from "#tests/helpers/catalog-pages.ts";

setDefaultTimeout(90_000);
const ids: Record<string, number> = {};

const { app, get } = startTestApp({
  seed: async (db, dataDir) => {
    const store = insertStore(db, { name: "Fixture Mart", nameAr: "فكستشر مارت", slug: "fixture-mart" }).id;
    ids.catalog = insertFixtureCatalog(db, dataDir, "text", { storeId: store, title: "Weekly Offers" });
    await processQueue(db, dataDir);
  },
});

describe("the offline worker", () => {
  test("is served at the root, never from the HTTP cache, with Serwist and this release's caches inside", async () => {
    const { res, html } = await get("/sw.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("javascript");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(html).toMatch(/uae-deals-/);
    // The release's shell and both offline pages are precached.
    expect(html).toContain('"url":"/offline"');
    expect(html).toContain('"url":"/ar/offline"');
    expect(html).toMatch(/\/assets\/app-[a-z0-9]+\.css/);
  });
});

describe("the web app manifest", () => {
  test("each language's, with its name, start page, direction and icons (a maskable one too)", async () => {
    for (const [path, lang, start, name] of [
      ["/manifest.webmanifest", "en-AE", "/", "UAE Deals"],
      ["/ar/manifest.webmanifest", "ar-AE", "/ar", "عروض الإمارات"],
    ] as const) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/manifest+json");
      const manifest = (await res.json()) as Record<string, unknown> & { icons: { src: string; purpose: string }[] };
      expect(manifest).toMatchObject({ lang, start_url: start, name, display: "standalone", scope: "/" });
      expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
      for (const icon of manifest.icons) expect((await app.request(icon.src)).status).toBe(200);
    }
  });

  test("every page links the manifest of its language", async () => {
    expect((await get("/")).html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect((await get("/ar/stores")).html).toContain('<link rel="manifest" href="/ar/manifest.webmanifest"/>');
  });
});

describe("the offline page", () => {
  test("says so in both languages, links the lists, kept out of search engines", async () => {
    const en = await get("/offline");
    expect(en.res.status).toBe(200);
    expect(en.html).toMatch(/<h1[^>]*>You(?:&#x27;|')re offline<\/h1>/);
    expect(en.html).toContain('href="/lists"');
    expect(en.html).toMatch(/<meta name="robots" content="noindex/);
    // The same for everyone, like every public page.
    expect(en.res.headers.get("cache-control")).toContain("public");
    const ar = await get("/ar/offline");
    expect(ar.html).toContain("أنت غير متصل بالإنترنت");
    expect(ar.html).toContain('href="/ar/lists"');
  });
});

describe("Save for offline", () => {
  test("is on a catalogue page, with the catalogue's pages and image hash for the browser", async () => {
    const { html } = await get(`/catalogs/${ids.catalog}/page/1`);
    expect(html).toContain('data-testid="save-offline"');
    expect(html).toContain("Save for offline");
    expect((await get(`/ar/catalogs/${ids.catalog}/page/1`)).html).toContain("حفظ للتصفح دون اتصال");
  });
});
