/** A store's read-only report by its link: that store's numbers only, both languages, private and noindex, gone when revoked. */
import { describe, expect, test } from "bun:test";
import { insertCatalog, insertStore } from "#db/seed/factories.ts";
import { rollUpAnalytics } from "#server/analytics/rollup.ts";
import { postEvents } from "#tests/helpers/analytics.ts";
import { startTestApp } from "#tests/helpers/app.ts";

const ids = { store: 0, catalog: 0, other: 0, otherCatalog: 0 };
const t = startTestApp({
  admin: true,
  seed: (db) => {
    ids.store = insertStore(db, { name: "Report Mart", nameAr: "متجر التقرير" }).id;
    ids.catalog = insertCatalog(db, { storeId: ids.store, title: "Report Weekly", pages: 3 }).id;
    ids.other = insertStore(db, { name: "Rival Mart" }).id;
    ids.otherCatalog = insertCatalog(db, { storeId: ids.other, title: "Rival Deals Secret", pages: 3 }).id;
  },
});

describe("/report/{token}", () => {
  test("the admin makes a link; it shows that store's numbers only, in English and Arabic, private and noindex", async () => {
    await postEvents(t.anon, {
      lang: "en",
      events: [
        { type: "catalog_view", catalog: ids.catalog },
        { type: "page_read", catalog: ids.catalog, page: 1 },
        { type: "page_read", catalog: ids.catalog, page: 2 },
        { type: "catalog_view", catalog: ids.otherCatalog },
        { type: "page_read", catalog: ids.otherCatalog, page: 1 },
        { type: "store_view", store: ids.store },
      ],
    });
    rollUpAnalytics(t.env.db);
    const made = await t.admin("POST", "/api/admin/report-links", { storeId: ids.store });
    expect(made.status).toBe(201);
    expect(made.json.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const listed = await t.admin("GET", `/api/admin/report-links?store=${ids.store}`);
    expect(listed.json.links.map((l: { token: string }) => l.token)).toEqual([made.json.token]);

    const en = await t.get(`/report/${made.json.token}`);
    expect(en.res.status).toBe(200);
    expect(en.res.headers.get("cache-control")).toContain("private");
    expect(en.res.headers.get("x-robots-tag")).toContain("noindex");
    expect(en.html).toContain('name="robots" content="noindex');
    expect(en.html).toContain("Report Mart");
    expect(en.html).toContain("Report Weekly");
    expect(en.html).not.toContain("Rival");
    expect(en.html).toMatch(/data-testid="report-reads"[^>]*>2</);
    expect(en.html).toMatch(/data-testid="report-storeViews"[^>]*>1</);

    const ar = await t.get(`/ar/report/${made.json.token}`);
    expect(ar.res.status).toBe(200);
    expect(ar.html).toContain('lang="ar" dir="rtl"');
    expect(ar.html).toContain("متجر التقرير");
    expect(ar.html).toMatch(/data-testid="report-reads"[^>]*>2</);
    // One call without a session is one reader.
    expect(ar.html).toMatch(/data-testid="report-readers"[^>]*>1</);
  });

  test("a revoked or guessed token is the 404 page; links are the admin's alone", async () => {
    const made = await t.admin("POST", "/api/admin/report-links", { storeId: ids.store });
    expect((await t.get(`/report/${made.json.token}`)).res.status).toBe(200);
    expect((await t.anon("DELETE", `/api/admin/report-links/${made.json.id}?store=${ids.store}`)).status).toBe(401);
    // Another store's id does not revoke it.
    expect((await t.admin("DELETE", `/api/admin/report-links/${made.json.id}?store=${ids.other}`)).status).toBe(404);
    expect((await t.admin("DELETE", `/api/admin/report-links/${made.json.id}?store=${ids.store}`)).status).toBe(204);
    expect((await t.get(`/report/${made.json.token}`)).res.status).toBe(404);
    expect((await t.get(`/ar/report/${made.json.token}`)).res.status).toBe(404);
    expect((await t.get("/report/AAAAAAAAAAAAAAAAAAAAAA")).res.status).toBe(404);
    expect((await t.get("/report/short")).res.status).toBe(404);
    expect((await t.admin("POST", "/api/admin/report-links", { storeId: 999_999 })).status).toBe(404);
    expect((await t.admin("POST", "/api/admin/report-links", { storeId: "1" })).status).toBe(400);
    expect((await t.anon("POST", "/api/admin/report-links", { storeId: ids.store })).status).toBe(401);
  });
});
