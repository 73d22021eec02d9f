import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { insertBlogPost, insertBranch, insertStore } from "#db/seed/factories.ts";
import { loadConfig } from "#server/config.ts";
import { caller, signedInCaller } from "#tests/helpers/api.ts";
import { createApp } from "#tests/helpers/app.ts";
import { freshDb } from "#tests/helpers/db.ts";

let env: ReturnType<typeof freshDb>;
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  env = freshDb();
  app = createApp(loadConfig({ DATA_DIR: env.dataDir, PUBLIC_ORIGIN: "https://deals.example.ae" }));
  const store = insertStore(env.db, { name: "Carrefour" });
  insertBranch(env.db, { storeId: store.id, slug: "moe", emirate: "dubai" });
  insertBlogPost(env.db, {
    title: "Published Post",
    titleAr: "مقال منشور",
    contentAr: "<p>نص</p>",
    languages: "both",
    status: "published",
  });
  insertBlogPost(env.db, { title: "English Only", status: "published", languages: "en" });
  insertBlogPost(env.db, {
    title: "Arabic Only",
    titleAr: "بالعربية فقط",
    contentAr: "<p>نص</p>",
    status: "published",
    languages: "ar",
  });
  insertBlogPost(env.db, { title: "Draft Post", status: "draft" });
});
afterAll(() => env.cleanup());

describe("sitemap.xml", () => {
  test("lists every public page in both languages with hreflang alternates", async () => {
    const res = await app.request("/sitemap.xml");
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toStartWith('<?xml version="1.0" encoding="UTF-8"?>');
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain("<loc>https://deals.example.ae/</loc>");
    expect(xml).toContain("<loc>https://deals.example.ae/ar</loc>");
    for (const path of [
      "/stores",
      "/catalogs",
      "/blog",
      "/about",
      "/contact",
      "/privacy",
      "/terms",
      "/store/carrefour",
      "/branch/carrefour/moe",
      "/blog/published-post",
    ]) {
      expect(xml).toContain(`<loc>https://deals.example.ae${path}</loc>`);
      expect(xml).toContain(`<loc>https://deals.example.ae/ar${path}</loc>`);
    }
    expect(xml).not.toContain("draft-post");
    // A post is listed, and named as an alternate, only in the languages it is published in.
    expect(xml).toContain("<loc>https://deals.example.ae/blog/english-only</loc>");
    expect(xml).not.toContain("https://deals.example.ae/ar/blog/english-only");
    expect(xml).toContain("<loc>https://deals.example.ae/ar/blog/arabic-only</loc>");
    expect(xml).not.toContain("https://deals.example.ae/blog/arabic-only");
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://deals.example.ae/ar/blog/arabic-only"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="ar" href="https://deals.example.ae/ar/blog/published-post"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://deals.example.ae/store/carrefour"/>',
    );
    // Well-formed: every <url> closes and holds exactly one <loc>.
    const urls = xml.match(/<url>[\s\S]*?<\/url>/g)!;
    expect(urls.length).toBe((xml.match(/<loc>/g) ?? []).length);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  test("robots.txt points to the sitemap and keeps crawlers out of /admin and /api", async () => {
    const text = await (await app.request("/robots.txt")).text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api");
    expect(text).toContain("Disallow: /lang/"); // the language switcher's redirect door
    expect(text).toContain("Sitemap: https://deals.example.ae/sitemap.xml");
  });

  test("the admin info shows the live sitemap before anything was generated; generating records when and how many", async () => {
    const { call } = await signedInCaller(app, env.db);
    const before = await call("GET", "/api/sitemap/info");
    expect(before.json).toMatchObject({
      url: "https://deals.example.ae/sitemap.xml",
      pageCount: 24,
      lastGenerated: null,
      generatedCount: null,
    });
    // The newest change of anything the sitemap lists (the published post, the store, the branch).
    expect(Date.parse(before.json.lastContentChange)).toBeGreaterThan(Date.now() - 60_000);
    const xml = await (await app.request("/sitemap.xml")).text();
    expect((xml.match(/<loc>/g) ?? []).length).toBe(before.json.pageCount);

    const generated = await call("POST", "/api/admin/generate-sitemap", {});
    expect(generated.json).toMatchObject({
      url: "https://deals.example.ae/sitemap.xml",
      pageCount: 24,
      generatedCount: 24,
      message: "Sitemap generated successfully!",
    });
    insertStore(env.db, { name: "Sharaf DG" });
    const after = (await call("GET", "/api/sitemap/info")).json;
    // The live count follows the content; the record says what generating saw.
    expect(after).toMatchObject({ pageCount: 26, generatedCount: 24, lastGenerated: generated.json.lastGenerated });
    expect((await caller(app)("POST", "/api/admin/generate-sitemap", {})).status).toBe(401);
    expect((await caller(app)("GET", "/api/sitemap/info")).status).toBe(401);
  });
});
