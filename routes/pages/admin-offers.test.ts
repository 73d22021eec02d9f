/**
 * /admin/catalogs/{id}/offers through the real app: behind the admin gate, the editor over the
 * page images of a processed catalogue (page from ?page=), a word instead for one not processed
 * yet, the admin's 404 for an unknown catalogue; the catalogue's edit screen links to it.
 */
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { insertCatalog, insertStore } from "#db/seed/factories.ts";
import { signedInCaller } from "#tests/helpers/api.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { insertFixtureCatalog, processQueue } from "#tests/helpers/catalog-pages.ts";

setDefaultTimeout(60_000);
const ids: Record<string, number> = {};

const { app, env, get } = startTestApp({
  seed: async (db, dataDir) => {
    const storeId = insertStore(db, { name: "Page Mart", slug: "page-mart" }).id;
    ids.processed = insertFixtureCatalog(db, dataDir, "bilingual", { storeId, title: "Milk Festival" });
    await processQueue(db, dataDir);
    ids.waiting = insertCatalog(db, { storeId, title: "Not Yet", coverImage: null }).id;
  },
});

const asAdmin = async (path: string) => {
  const { cookie } = await signedInCaller(app, env.db, "owner", "owner-pass");
  const res = await app.request(path, { headers: { Cookie: cookie } });
  return { res, html: await res.text() };
};

describe("/admin/catalogs/{id}/offers", () => {
  test("without a session it redirects to the login page, in either language", async () => {
    const { res } = await get(`/ar/admin/catalogs/${ids.processed}/offers`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/ar/admin/login");
  });

  test("shows the editor on the asked page, with the catalogue's title, in English and Arabic", async () => {
    const { res, html } = await asAdmin(`/admin/catalogs/${ids.processed}/offers?page=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(html).toContain('data-testid="offers-editor"');
    expect(html).toContain("Milk Festival");
    expect(html).toMatch(/\/media\/pages\/[0-9a-f]+\/1-1400\.webp/);
    const ar = await asAdmin(`/ar/admin/catalogs/${ids.processed}/offers?page=99`);
    expect(ar.html).toContain("العروض على الصفحات");
    expect(ar.html).toMatch(/\/media\/pages\/[0-9a-f]+\/1-1400\.webp/); // no page 99: page 1
  });

  test("a catalogue not processed yet says so; an unknown one is a 404", async () => {
    const waiting = await asAdmin(`/admin/catalogs/${ids.waiting}/offers`);
    expect(waiting.res.status).toBe(200);
    expect(waiting.html).toContain("no page images yet");
    expect(waiting.html).not.toContain('data-testid="offers-editor"');
    expect((await asAdmin("/admin/catalogs/999999/offers")).res.status).toBe(404);
  });

  test("the catalogue's edit screen links to it", async () => {
    const { html } = await asAdmin(`/admin/catalogs/edit/${ids.processed}`);
    expect(html).toContain(`href="/admin/catalogs/${ids.processed}/offers"`);
  });
});
