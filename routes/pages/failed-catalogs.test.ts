/**
 * Issue 24, item 3: a catalogue whose processing failed with nothing to show (a PDF cut short)
 * is not shown to shoppers — lists, the store and branch pages, search, the public API, the
 * sitemap, its own page addresses — until a good file is processed; the admin still sees it,
 * with the reason. Processed for real (PDFium in a child process).
 */
import { describe, expect, test } from "bun:test";
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { insertBranch, insertCategory, insertStore } from "#db/seed/factories.ts";
import { pageRefreshIdle } from "#server/page-refresh.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { insertFixtureCatalog, PDF_FIXTURES, processQueue } from "#tests/helpers/catalog-pages.ts";

let ids: { store: number; good: number; broken: number };
const { admin, anon, env, get } = startTestApp({
  admin: true,
  seed: async (db, dataDir) => {
    const categoryId = insertCategory(db, { name: "Groceries" }).id;
    const store = insertStore(db, { name: "Lulu", slug: "lulu", categoryId }).id;
    insertBranch(db, { storeId: store, emirate: "dubai", name: "Lulu Karama", slug: "karama" });
    const good = insertFixtureCatalog(db, dataDir, "text", { storeId: store, title: "Fresh Week" });
    await processQueue(db, dataDir);
    // Processed apart: its failure alone must reach the cached pages.
    const broken = insertFixtureCatalog(db, dataDir, "truncated", { storeId: store, title: "Broken Flyer" });
    ids = { store, good, broken };
  },
});

/** Every public place a catalogue shows, and whether "Broken Flyer" is there. */
async function brokenShownOn() {
  const pages = ["/catalogs", "/ar/catalogs", "/store/lulu", "/store/lulu?tab=catalogs", "/branch/lulu/karama", "/"];
  const shown: Record<string, boolean> = {};
  for (const path of [...pages, "/catalogs?search=Broken"])
    shown[path] = (await get(path)).html.includes("Broken Flyer");
  shown["/api/catalogs"] = JSON.stringify((await anon("GET", "/api/catalogs")).json).includes("Broken Flyer");
  shown["/api/stores/by-slug/lulu"] = JSON.stringify((await anon("GET", "/api/stores/by-slug/lulu")).json).includes(
    "Broken Flyer",
  );
  return shown;
}
const everywhere = (shown: boolean) => (r: Record<string, boolean>) => Object.values(r).every((v) => v === shown);

describe("a catalogue whose processing failed", () => {
  test("is shown while it waits, and hidden everywhere public once processing fails, cached pages included", async () => {
    expect(everywhere(true)(await brokenShownOn())).toBe(true);
    await processQueue(env.db, env.dataDir);

    const shown = await brokenShownOn();
    expect(shown).toEqual(Object.fromEntries(Object.keys(shown).map((k) => [k, false])));
    expect((await get("/catalogs")).html).toContain("Fresh Week");
    expect((await get(`/catalogs/${ids.broken}/page/1`)).res.status).toBe(404);
    expect((await get("/sitemap.xml")).html).not.toContain(`/catalogs/${ids.broken}/page/`);
    expect((await get("/sitemap.xml")).html).toContain(`/catalogs/${ids.good}/page/1</loc>`);
    expect((await anon("GET", `/api/catalogs/${ids.broken}`)).status).toBe(404);
  });

  test("the admin still lists it, with why it failed", async () => {
    const list = await admin("GET", "/api/catalogs");
    expect(list.json.map((c: { title: string }) => c.title)).toContain("Broken Flyer");
    const status = await admin("GET", `/api/admin/catalog-processing?ids=${ids.broken}`);
    expect(JSON.stringify(status.json)).toContain('"not_pdf"');
  });

  test("is shown again once a good file is processed", async () => {
    const file = "/media/catalogs/fixed.pdf";
    copyFileSync(join(PDF_FIXTURES, "text.pdf"), join(env.dataDir, file));
    const res = await admin("PUT", `/api/catalogs/${ids.broken}`, {
      storeId: ids.store,
      title: "Broken Flyer",
      fileUrl: file,
    });
    expect(res.status).toBe(200);
    await processQueue(env.db, env.dataDir);
    // Shown again is an ordinary edit: the pages from before answer (stale) until refreshed.
    await brokenShownOn();
    await pageRefreshIdle();
    expect(everywhere(true)(await brokenShownOn())).toBe(true);
    expect((await get(`/catalogs/${ids.broken}/page/1`)).res.status).toBe(200);
  });
});
