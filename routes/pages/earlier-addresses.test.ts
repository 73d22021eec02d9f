/**
 * Issue 24, item 1: renaming never breaks an address. Once saved, a store, branch or post
 * keeps its slug unless the slug itself is changed, and every earlier slug answers with a 301
 * to the current address (both languages, one hop, the query the page reads kept); the sitemap
 * lists current addresses only, and a slug that still leads to another record is refused.
 */
import { describe, expect, test } from "bun:test";
import { insertBlogPost, insertBranch, insertCategory, insertStore } from "#db/seed/factories.ts";
import { startTestApp } from "#tests/helpers/app.ts";

let ids: { carrefour: number; lulu: number; marina: number; post: number; draft: number };
const { admin, get } = startTestApp({
  admin: true,
  seed: (db) => {
    const categoryId = insertCategory(db, { name: "Groceries" }).id;
    const carrefour = insertStore(db, { name: "Carrefour", slug: "carrefour", categoryId }).id;
    const lulu = insertStore(db, { name: "Lulu", slug: "lulu", categoryId }).id;
    const marina = insertBranch(db, { storeId: carrefour, emirate: "dubai", name: "Marina Mall", slug: "marina" }).id;
    insertBranch(db, { storeId: carrefour, emirate: "dubai", name: "Deira", slug: "deira" });
    const p = insertBlogPost(db, { title: "Ramadan deals", slug: "ramadan-deals" }).id;
    const d = insertBlogPost(db, { title: "Eid plans", slug: "eid-plans", status: "draft" }).id;
    ids = { carrefour, lulu, marina, post: p, draft: d };
  },
});

const storeBody = (name: string, slug: string) => ({ name, slug, category: "Groceries" });
const branchBody = (o: { name: string; slug: string; storeId: number }) => ({
  ...o,
  emirate: "dubai",
  address: "Dubai Marina",
});
const postBody = (title: string, slug: string) => ({
  title,
  slug,
  category: "Shopping Guide",
  status: "published",
  content: "<p>Deals</p>",
});

/** The status and Location of a GET, without following it. */
async function moved(path: string) {
  const { res } = await get(path);
  return { status: res.status, location: res.headers.get("location") };
}

describe("earlier addresses of a store", () => {
  test("a store whose slug was changed answers 301 at every earlier slug, in both languages, with its tab", async () => {
    expect((await admin("PUT", `/api/stores/${ids.carrefour}`, storeBody("Carrefour", "carrefour-uae"))).status).toBe(
      200,
    );
    expect((await admin("PUT", `/api/stores/${ids.carrefour}`, storeBody("Carrefour", "carrefour-ae"))).status).toBe(
      200,
    );
    expect(await moved("/store/carrefour")).toEqual({ status: 301, location: "/store/carrefour-ae" });
    expect(await moved("/store/carrefour-uae")).toEqual({ status: 301, location: "/store/carrefour-ae" });
    expect(await moved("/ar/store/carrefour")).toEqual({ status: 301, location: "/ar/store/carrefour-ae" });
    expect(await moved("/store/carrefour?tab=branches")).toEqual({
      status: 301,
      location: "/store/carrefour-ae?tab=branches",
    });
    // The branches under it follow, whichever earlier store slug the link used.
    expect(await moved("/branch/carrefour/marina")).toEqual({ status: 301, location: "/branch/carrefour-ae/marina" });
    expect(await moved("/ar/branch/carrefour-uae/deira")).toEqual({
      status: 301,
      location: "/ar/branch/carrefour-ae/deira",
    });
    expect((await get("/store/carrefour-ae")).res.status).toBe(200);
    // A shared cache may keep the redirect a minute, a browser revalidates it.
    expect((await get("/store/carrefour")).res.headers.get("cache-control")).toContain("max-age=0");
    // Unknown slugs are still the friendly 404.
    expect((await get("/store/never-was")).res.status).toBe(404);
    expect((await get("/branch/carrefour/never-was")).res.status).toBe(404);
  });

  test("the sitemap lists only current addresses", async () => {
    const sitemap = (await get("/sitemap.xml")).html;
    expect(sitemap).toContain("/store/carrefour-ae</loc>");
    expect(sitemap).toContain("/branch/carrefour-ae/marina</loc>");
    expect(sitemap).not.toContain("/store/carrefour</loc>");
    expect(sitemap).not.toContain("/store/carrefour-uae</loc>");
  });

  test("a slug that still leads to another store is refused at the slug field; the store may take its own back", async () => {
    const taken = await admin("PUT", `/api/stores/${ids.lulu}`, storeBody("Lulu", "carrefour"));
    expect(taken.status).toBe(409);
    expect(taken.json.error).toContain('"carrefour"');
    expect(taken.json.error).toContain("Carrefour");
    expect(taken.json.issues).toEqual([expect.objectContaining({ path: "slug", code: "slug_redirect" })]);
    const created = await admin("POST", "/api/stores", storeBody("Carrefour Market", "carrefour-uae"));
    expect(created.status).toBe(409);
    expect(created.json.issues[0].path).toBe("slug");
    // Carrefour goes back to its first slug: that address is current again, the others lead to it.
    expect((await admin("PUT", `/api/stores/${ids.carrefour}`, storeBody("Carrefour", "carrefour"))).status).toBe(200);
    expect((await get("/store/carrefour")).res.status).toBe(200);
    expect(await moved("/store/carrefour-ae")).toEqual({ status: 301, location: "/store/carrefour" });
    expect(await moved("/store/carrefour-uae")).toEqual({ status: 301, location: "/store/carrefour" });
  });

  test("an update with an empty slug keeps the saved slug instead of making one from the new name", async () => {
    const renamed = await admin("PUT", `/api/stores/${ids.lulu}`, storeBody("Lulu Hypermarket", ""));
    expect(renamed.status).toBe(200);
    expect(renamed.json.slug).toBe("lulu");
    expect((await get("/store/lulu")).res.status).toBe(200);
  });

  test("a deleted store's earlier slugs are free again", async () => {
    const store = await admin("POST", "/api/stores", storeBody("Spinneys", "spinneys"));
    await admin("PUT", `/api/stores/${store.json.id}`, storeBody("Spinneys", "spinneys-uae"));
    expect((await admin("DELETE", `/api/stores/${store.json.id}`)).status).toBe(200);
    expect((await get("/store/spinneys")).res.status).toBe(404);
    expect((await admin("POST", "/api/stores", storeBody("Spinneys Market", "spinneys"))).status).toBe(201);
  });
});

describe("earlier addresses of a branch", () => {
  test("a renamed branch, and one moved to another store, answer 301 at their earlier addresses", async () => {
    const renamed = await admin(
      "PUT",
      `/api/branches/${ids.marina}`,
      branchBody({ name: "Marina Mall", slug: "dubai-marina-mall", storeId: ids.carrefour }),
    );
    expect(renamed.status).toBe(200);
    expect(await moved("/branch/carrefour/marina")).toEqual({
      status: 301,
      location: "/branch/carrefour/dubai-marina-mall",
    });
    expect(await moved("/branch/carrefour-uae/marina")).toEqual({
      status: 301,
      location: "/branch/carrefour/dubai-marina-mall",
    });
    const movedBranch = await admin(
      "PUT",
      `/api/branches/${ids.marina}`,
      branchBody({ name: "Marina Mall", slug: "dubai-marina-mall", storeId: ids.lulu }),
    );
    expect(movedBranch.status).toBe(200);
    expect(await moved("/ar/branch/carrefour/dubai-marina-mall")).toEqual({
      status: 301,
      location: "/ar/branch/lulu/dubai-marina-mall",
    });
    expect(await moved("/branch/carrefour/marina")).toEqual({
      status: 301,
      location: "/branch/lulu/dubai-marina-mall",
    });
  });

  test("a branch slug that still leads to another branch of the store is refused", async () => {
    const res = await admin(
      "POST",
      "/api/branches",
      branchBody({ name: "New Marina", slug: "marina", storeId: ids.carrefour }),
    );
    expect(res.status).toBe(409);
    expect(res.json.issues).toEqual([expect.objectContaining({ path: "slug", code: "slug_redirect" })]);
    expect(res.json.error).toContain("Marina Mall");
    // Another store's branch may use it: addresses are per store.
    const elsewhere = await admin(
      "POST",
      "/api/branches",
      branchBody({ name: "Marina", slug: "marina", storeId: ids.lulu }),
    );
    expect(elsewhere.status).toBe(201);
  });
});

describe("earlier addresses of a post", () => {
  test("a renamed post answers 301 at its earlier slug in both languages; a draft's does not lead anywhere", async () => {
    const res = await admin("PUT", `/api/blogs/${ids.post}`, postBody("Ramadan deals 2026", "ramadan-deals-2026"));
    expect(res.status).toBe(200);
    expect(await moved("/blog/ramadan-deals")).toEqual({ status: 301, location: "/blog/ramadan-deals-2026" });
    expect(await moved("/ar/blog/ramadan-deals")).toEqual({ status: 301, location: "/ar/blog/ramadan-deals-2026" });
    await admin("PUT", `/api/blogs/${ids.draft}`, { ...postBody("Eid plans", "eid-plans-2026"), status: "draft" });
    expect((await get("/blog/eid-plans")).res.status).toBe(404);
    const sitemap = (await get("/sitemap.xml")).html;
    expect(sitemap).toContain("/blog/ramadan-deals-2026</loc>");
    expect(sitemap).not.toContain("/blog/ramadan-deals</loc>");
  });

  test("a post slug that still leads to another post is refused; an empty slug keeps the saved one", async () => {
    const res = await admin("POST", "/api/blogs", postBody("Ramadan deals again", "ramadan-deals"));
    expect(res.status).toBe(409);
    expect(res.json.issues).toEqual([expect.objectContaining({ path: "slug", code: "slug_redirect" })]);
    const kept = await admin("PUT", `/api/blogs/${ids.post}`, postBody("Ramadan deals, updated", ""));
    expect(kept.json.slug).toBe("ramadan-deals-2026");
  });
});
