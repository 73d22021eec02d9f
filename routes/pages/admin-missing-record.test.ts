/**
 * Editing a record that does not exist (a stale bookmark, a record deleted in another tab)
 * answers the admin's 404 with a not-found state naming the kind of record and leading back to
 * its list, not an empty form that would create a new one on Save (issue 24, item 19).
 */
import { describe, expect, test } from "bun:test";
import { insertBlogPost, insertBranch, insertCatalog, insertStore } from "#db/seed/factories.ts";
import { signedInCaller } from "#tests/helpers/api.ts";
import { startTestApp } from "#tests/helpers/app.ts";

const ids: Record<string, number> = {};
const t = startTestApp({
  seed: (db) => {
    ids.stores = insertStore(db, { name: "Real Mart" }).id;
    ids.branches = insertBranch(db, { storeId: ids.stores, emirate: "dubai" }).id;
    ids.catalogs = insertCatalog(db, { storeId: ids.stores }).id;
    ids.blogs = insertBlogPost(db, { title: "A real post" }).id;
  },
});
let cookie = "";
async function page(path: string) {
  cookie ||= (await signedInCaller(t.app, t.env.db)).cookie;
  const res = await t.app.request(path, { headers: { Cookie: cookie } });
  return { status: res.status, html: await res.text() };
}
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe.each([
  ["stores", "Store not found", "Back to Stores", "المتجر غير موجود"],
  ["branches", "Branch not found", "Back to Branches", "الفرع غير موجود"],
  ["catalogs", "Catalog not found", "Back to Catalogs", "الكتالوج غير موجود"],
  ["blogs", "Blog post not found", "Back to Blogs", "المقال غير موجود"],
])("/admin/%s/edit/{id}", (kind, missing, back, missingAr) => {
  test("of a record that does not exist is a 404 saying so, with the way back to the list", async () => {
    const { status, html } = await page(`/admin/${kind}/edit/987654`);
    expect(status).toBe(404);
    expect(html).toContain('data-testid="record-not-found"');
    expect(text(html)).toContain(missing);
    expect(html).toMatch(new RegExp(`<a [^>]*href="/admin/${kind}"[^>]*>[^<]*(<[^>]+>[^<]*)*${back}`));
    expect(html).not.toContain("animate-pulse rounded-2xl bg-white"); // the form's loading frame
  });

  test("in Arabic too", async () => {
    const { status, html } = await page(`/ar/admin/${kind}/edit/987654`);
    expect(status).toBe(404);
    expect(text(html)).toContain(missingAr);
    expect(html).toContain(`href="/ar/admin/${kind}"`);
  });

  test("of a record that exists is its form", async () => {
    const { status, html } = await page(`/admin/${kind}/edit/${ids[kind]}`);
    expect(status).toBe(200);
    expect(html).not.toContain('data-testid="record-not-found"');
  });
});
