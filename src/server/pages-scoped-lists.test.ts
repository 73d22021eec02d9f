/**
 * Lists that show a store (issue 28 item 1: "a store edit: its pages, lists showing it, home"): a
 * change to one store's own details (its description, contacts, picture, links: migration 0020)
 * leaves fresh the pages of no one store that do not show that store's details: a list of other
 * stores, the catalogues (their cards name a store, nothing of its own details), the blog, about.
 * Stale, then refreshed: a list that shows the store, and a page whose stores are chosen by their
 * own details (a text search reads descriptions, "online" reads the website), and the search page.
 * A branch's change moves which stores an emirate lists, so it still leaves every such list stale.
 */
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { insertBlogPost, insertBranch, insertCategory, insertStore } from "#db/seed/factories.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { scopedPages } from "#tests/helpers/scoped-pages.ts";
import { pageRefreshIdle } from "./page-refresh.ts";

setDefaultTimeout(30_000);

const ids = { edited: 0, other: 0 };

const { env, admin, get } = startTestApp({
  admin: true,
  seed: (db) => {
    const groceries = insertCategory(db, { name: "Groceries", slug: "groceries" }).id;
    const electronics = insertCategory(db, { name: "Electronics", slug: "electronics" }).id;
    ids.edited = insertStore(db, {
      name: "Edited Mart",
      slug: "edited-mart",
      description: "Before",
      categoryId: groceries,
      website: "https://edited.example",
    }).id;
    ids.other = insertStore(db, {
      name: "Other Mart",
      slug: "other-mart",
      description: "Left alone",
      categoryId: electronics,
      website: "https://other.example",
    }).id;
    insertBranch(db, { storeId: ids.edited, emirate: "dubai", name: "Edited Marina", slug: "marina" });
    insertBranch(db, { storeId: ids.other, emirate: "sharjah", name: "Other Corniche", slug: "corniche" });
    insertBlogPost(db, { title: "Weekend deals", slug: "weekend-deals", status: "published" });
  },
});

/** Pages of no one store that show nothing of Edited Mart's own details. */
const WITHOUT_IT = [
  "/stores?category=electronics",
  "/ar/stores?category=electronics",
  "/stores?emirate=sharjah",
  "/catalogs",
  "/blog",
  "/blog/weekend-deals",
  "/about",
];
/** Pages that show its description (its card). */
const WITH_IT = ["/", "/stores", "/stores?category=groceries"];
/** Pages whose stores are chosen by what own details say: any store's change may move them. */
const CHOSEN_BY_DETAILS = [
  "/stores?category=electronics&search=mart",
  "/stores?category=electronics&online=true",
  "/search?q=mart",
];

const { cache, state, saveDescription } = scopedPages(get, admin);

describe("a store's description saved", () => {
  test("lists without it stay fresh; lists showing it, or chosen by details, are stale, then refreshed", async () => {
    const tags = await cache([...WITHOUT_IT, ...WITH_IT, ...CHOSEN_BY_DETAILS]);
    await saveDescription(ids.edited, "Fresh words for the store");

    for (const path of WITHOUT_IT) {
      const { res } = await get(path);
      expect({ path, cache: res.headers.get("x-cache") ?? "fresh" }).toEqual({ path, cache: "fresh" });
      expect(res.headers.get("etag")).toBe(tags.get(path)!);
    }
    for (const path of [...WITH_IT, ...CHOSEN_BY_DETAILS])
      expect({ path, cache: await state(path) }).toEqual({ path, cache: "stale" });

    await pageRefreshIdle();
    expect((await get("/stores?category=groceries")).html).toContain("Fresh words for the store");
    for (const path of [...WITH_IT, ...CHOSEN_BY_DETAILS])
      expect({ path, cache: await state(path) }).toEqual({ path, cache: "fresh" });
  });
});

describe("a branch added", () => {
  test("every list is stale: the emirate's list now shows the store", async () => {
    await cache(WITHOUT_IT);
    insertBranch(env.db, { storeId: ids.edited, emirate: "sharjah", name: "Edited Corniche", slug: "corniche" });
    for (const path of WITHOUT_IT) expect({ path, cache: await state(path) }).toEqual({ path, cache: "stale" });
    await pageRefreshIdle();
    expect((await get("/stores?emirate=sharjah")).html).toContain("Edited Mart");
  });
});
