import { describe, expect, test } from "bun:test";
import { insertBlogPostRow, listPublishedPosts } from "../../db/queries/posts.ts";
import { startTestApp } from "../../tests/helpers/app.ts";
import { listCatalogCards, listStoreCards } from "../../tests/helpers/queries.ts";

// The demo's few articles fill one page; twelve more make the blog a paged list too.
const { env, get, today } = startTestApp({
  demo: true,
  seed: (db) => {
    for (let i = 1; i <= 12; i++)
      insertBlogPostRow(db, {
        title: `Paging article ${i}`,
        slug: `paging-article-${i}`,
        category: "News",
        status: "published",
        publishDate: "2020-01-01",
      });
  },
});

const stores = () => listStoreCards(env.db, { today }, "name", 1, 1).total;
/** Every paged public list: its path, a filter it keeps, its page size and how many items match. */
const LISTS = [
  { path: "/", filter: "sort=name", pageSize: 9, total: stores },
  { path: "/stores", filter: "sort=name", pageSize: 9, total: stores },
  { path: "/ar/stores", filter: "sort=name", pageSize: 9, total: stores },
  {
    path: "/catalogs",
    filter: "sort=title",
    pageSize: 12,
    total: () => listCatalogCards(env.db, { today }, "title", 1, 1).total,
  },
  {
    path: "/blog",
    filter: "category=News",
    pageSize: 9,
    total: () => listPublishedPosts(env.db, { category: "News" }, 1, 1).total,
  },
];

const url = (path: string, query: string) => (query ? `${path}?${query}` : path);

describe.each(LISTS)("paging $path", (list) => {
  test("the demo fills more than one page", () => {
    expect(Math.ceil(list.total() / list.pageSize)).toBeGreaterThan(1);
  });

  test("a page past the end redirects (302) to the last page, keeping the other parameters", async () => {
    const last = Math.ceil(list.total() / list.pageSize);
    const { res } = await get(url(list.path, `${list.filter}&page=${last + 3}`));
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
