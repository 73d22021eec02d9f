import { describe, expect, test } from "bun:test";
import { insertBlogPost, insertCatalog, insertCategory, insertStore } from "#db/seed/factories.ts";
import { startTestApp } from "#tests/helpers/app.ts";

// Known sizes, so the last page of each list is known: 19 stores (9 a page: 3 pages), 24 live
// catalogues (12 a page: 2 pages, 3 if the 4 expired ones counted), 18 published News articles
// (9 a page: 2 pages, 3 if the draft or the Travel article counted).
const { get } = startTestApp({
  seed: (db) => {
    const categoryId = insertCategory(db, { name: "Groceries" }).id;
    const stores = Array.from({ length: 19 }, (_, i) => insertStore(db, { name: `Paging store ${i + 1}`, categoryId }));
    for (let i = 0; i < 28; i++)
      insertCatalog(db, { storeId: stores[i % 19]!.id, expiryDate: i < 24 ? null : "2020-01-31" });
    for (let i = 1; i <= 18; i++) insertBlogPost(db, { title: `Paging article ${i}`, category: "News" });
    insertBlogPost(db, { title: "Paging draft", category: "News", status: "draft" });
    insertBlogPost(db, { title: "Paging travel", category: "Travel" });
  },
});

/** Every paged public list: its path, a filter it keeps and its last page. */
const LISTS = [
  { path: "/", filter: "sort=name", last: 3 },
  { path: "/stores", filter: "sort=name", last: 3 },
  { path: "/ar/stores", filter: "sort=name", last: 3 },
  { path: "/catalogs", filter: "sort=title", last: 2 },
  { path: "/blog", filter: "category=News", last: 2 },
];

const url = (path: string, query: string) => (query ? `${path}?${query}` : path);

describe.each(LISTS)("paging $path", (list) => {
  test("a page past the end redirects (302) to the last page, keeping the other parameters", async () => {
    const { last } = list;
    const { res } = await get(url(list.path, `${list.filter}&page=${last + 1}`));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(url(list.path, `${list.filter}&page=${last}`));
    expect((await get(url(list.path, `${list.filter}&page=${last}`))).res.status).toBe(200);
  });

  test("a page of an empty result redirects to the list without a page", async () => {
    const { res } = await get(url(list.path, "search=zzzz-nothing-matches&page=2"));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(url(list.path, "search=zzzz-nothing-matches"));
  });

  test.each(["0", "-1", "abc", "1e3", "02", "2.0", "1", "99999999999999999999"])(
    "page=%s redirects to the list without a page",
    async (raw) => {
      const { res } = await get(url(list.path, `${list.filter}&page=${encodeURIComponent(raw)}`));
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(url(list.path, list.filter));
    },
  );
});
