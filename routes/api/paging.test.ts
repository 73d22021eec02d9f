/**
 * Paged lists: every list call takes `page` and `limit`; with either one the answer is
 * `{ data, page, limit, total, pages }`, and the pages, put end to end, are the unpaged list
 * in its own order. Without them every call answers exactly as the spec says (an array, or
 * `{ data }` for a store's branches). Admin lists also sort and filter on the server.
 */
import { describe, expect, test } from "bun:test";
import { insertContactMessage } from "#db/queries/contact-messages.ts";
import { type ArabicKind, missingArabic } from "#lib/missing-arabic.ts";
import { startTestApp } from "#tests/helpers/app.ts";

const { anon, admin } = startTestApp({
  demo: true,
  admin: true,
  seed(db) {
    // A few records of each kind without their Arabic, for the missing-Arabic filter.
    db.$client.run("UPDATE stores SET description_ar = NULL WHERE id IN (SELECT id FROM stores ORDER BY id LIMIT 2)");
    db.$client.run("UPDATE branches SET hours_ar = NULL WHERE id IN (SELECT id FROM branches ORDER BY id LIMIT 3)");
    db.$client.run("UPDATE catalogs SET title_ar = NULL WHERE id IN (SELECT id FROM catalogs ORDER BY id LIMIT 2)");
    db.$client.run(
      "UPDATE blog_posts SET excerpt_ar = NULL WHERE id IN (SELECT id FROM blog_posts ORDER BY id LIMIT 1)",
    );
    for (const n of [1, 2, 3, 4, 5])
      insertContactMessage(db, {
        firstName: `Sender ${n}`,
        lastName: "Test",
        email: `sender${n}@example.com`,
        subject: `Question ${n}`,
        message: "Hello",
      });
  },
});

type Row = Record<string, any> & { id: number };
type Paged = { data: Row[]; page: number; limit: number; total: number; pages: number };

/** Every list call, who may call it, and how its unpaged answer holds the rows. */
const LISTS = [
  { path: "/api/stores", who: "anon" },
  { path: "/api/stores?search=carrefour", who: "anon" },
  { path: "/api/stores?emirate=dubai", who: "anon" },
  { path: "/api/catalogs", who: "anon" },
  { path: "/api/catalogs", who: "admin" },
  { path: "/api/catalogs?search=offers", who: "anon" },
  { path: "/api/blogs", who: "anon" },
  { path: "/api/blogs", who: "admin" },
  { path: "/api/branches", who: "admin" },
  { path: "/api/categories", who: "anon" },
  { path: "/api/emirates", who: "anon" },
  { path: "/api/admin/contact-messages", who: "admin" },
] as const;

const call = (who: "anon" | "admin", path: string) => (who === "admin" ? admin("GET", path) : anon("GET", path));
const withQuery = (path: string, query: string) => `${path}${path.includes("?") ? "&" : "?"}${query}`;

/** Every page of `path` at `limit` rows a page. */
async function allPages(who: "anon" | "admin", path: string, limit: number) {
  const pages: Paged[] = [];
  for (let page = 1; page <= 100; page++) {
    const res = await call(who, withQuery(path, `page=${page}&limit=${limit}`));
    expect(res.status).toBe(200);
    expect(res.json.pages).toBeNumber();
    pages.push(res.json);
    if (page >= res.json.pages) break;
  }
  return pages;
}

describe("paged list calls", () => {
  for (const { path, who } of LISTS) {
    test(`${path} (${who}): the pages, end to end, are the unpaged list; the total and page count are right`, async () => {
      const unpaged = (await call(who, path)).json as Row[];
      expect(Array.isArray(unpaged)).toBe(true);
      const limit = Math.max(2, Math.ceil(unpaged.length / 3));
      const pages = await allPages(who, path, limit);
      for (const [i, p] of pages.entries()) {
        expect(p).toMatchObject({ page: i + 1, limit, total: unpaged.length });
        expect(p.pages).toBe(Math.max(1, Math.ceil(unpaged.length / limit)));
        // Every page but the last is full.
        if (i < pages.length - 1) expect(p.data).toHaveLength(limit);
      }
      expect(pages.flatMap((p) => p.data)).toEqual(unpaged);
    });
  }

  test("a page past the last is empty and still says the total", async () => {
    const total = (await anon("GET", "/api/stores")).json.length;
    const { status, json } = await anon("GET", "/api/stores?page=500&limit=10");
    expect(status).toBe(200);
    expect(json).toMatchObject({ data: [], page: 500, limit: 10, total, pages: Math.ceil(total / 10) });
  });

  test("the last page holds the remainder", async () => {
    const total = (await anon("GET", "/api/stores")).json.length;
    const limit = 7;
    const last = Math.ceil(total / limit);
    const { json } = await anon("GET", `/api/stores?page=${last}&limit=${limit}`);
    expect(json.data).toHaveLength(total - (last - 1) * limit);
  });

  test("page alone uses the default page size; limit alone starts at page 1", async () => {
    expect((await anon("GET", "/api/catalogs?page=1")).json).toMatchObject({ page: 1, limit: 20 });
    const { json } = await anon("GET", "/api/catalogs?limit=3");
    expect(json).toMatchObject({ page: 1, limit: 3 });
    expect(json.data).toHaveLength(3);
  });

  test("a store's branches keep `{ data }` and gain the page fields when paged", async () => {
    const store = (await anon("GET", "/api/stores/by-slug/carrefour")).json;
    const unpaged = await anon("GET", `/api/branches/store/${store.id}`);
    expect(Object.keys(unpaged.json)).toEqual(["data"]);
    const paged = (await anon("GET", `/api/branches/store/${store.id}?page=1&limit=1`)).json;
    expect(paged).toMatchObject({ page: 1, limit: 1, total: unpaged.json.data.length });
    expect(paged.data).toEqual(unpaged.json.data.slice(0, 1));
  });

  const BAD = [
    ["page=0", "page"],
    ["page=-1", "page"],
    ["page=abc", "page"],
    ["page=1.5", "page"],
    ["page=1e3", "page"],
    ["page=", "page"],
    ["page=100001", "page"],
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=ten", "limit"],
    ["limit=5&limit=6", "limit"],
  ] as const;
  for (const [query, field] of BAD) {
    test(`?${query} is a 400 naming ${field}`, async () => {
      for (const path of ["/api/stores", "/api/catalogs", "/api/blogs", "/api/categories"]) {
        const { status, json } = await anon("GET", `${path}?${query}`);
        expect(status).toBe(400);
        expect(json.code).toBe("validation_failed");
        expect(json.error).toContain(field);
        expect(json.issues[0].path).toBe(field);
      }
    });
  }
  test("a bad sort is a 400 that lists the choices", async () => {
    const { status, json } = await anon("GET", "/api/stores?page=1&sort=popularity");
    expect(status).toBe(400);
    expect(json.error).toContain("sort");
  });
});

describe("server-side sort and filters (admin tables)", () => {
  const names = (rows: Row[], key = "name") => rows.map((r) => String(r[key]).toLowerCase());
  const sorted = (list: string[]) => [...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

  test("stores sort by name both ways, by counts and by category", async () => {
    const up = (await admin("GET", "/api/stores?limit=100&sort=name")).json.data as Row[];
    expect(names(up)).toEqual(sorted(names(up)));
    const down = (await admin("GET", "/api/stores?limit=100&sort=name&dir=desc")).json.data as Row[];
    expect(names(down)).toEqual(sorted(names(up)).reverse());
    const byBranches = (await admin("GET", "/api/stores?limit=100&sort=branches&dir=desc")).json.data as Row[];
    const counts = byBranches.map((s) => s.branchCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const byCategory = (await admin("GET", "/api/stores?limit=100&sort=category")).json.data as Row[];
    expect(names(byCategory, "category")).toEqual(sorted(names(byCategory, "category")));
  });

  test("catalogues sort by title and store; branches by store; posts by title", async () => {
    const cats = (await admin("GET", "/api/catalogs?limit=100&sort=title")).json.data as Row[];
    expect(names(cats, "title")).toEqual(sorted(names(cats, "title")));
    const byStore = (await admin("GET", "/api/catalogs?limit=100&sort=store&dir=desc")).json.data as Row[];
    const stores = byStore.map((c) => c.store.name.toLowerCase());
    expect(stores).toEqual(sorted(stores).reverse());
    const branches = (await admin("GET", "/api/branches?limit=100&sort=store")).json.data as Row[];
    const owners = branches.map((b) => b.store.name.toLowerCase());
    expect(owners).toEqual(sorted(owners));
    const posts = (await admin("GET", "/api/blogs?limit=100&sort=title")).json.data as Row[];
    expect(names(posts, "title")).toEqual(sorted(names(posts, "title")));
  });

  test("branches and posts are searched on the server", async () => {
    const branches = (await admin("GET", "/api/branches?limit=100&search=marina")).json as Paged;
    expect(branches.total).toBeGreaterThan(0);
    for (const b of branches.data)
      expect(`${b.name} ${b.address} ${b.store.name} ${b.emirate}`.toLowerCase()).toContain("marina");
    const posts = (await admin("GET", "/api/blogs?limit=100&search=ramadan")).json as Paged;
    expect(posts.total).toBeGreaterThan(0);
    expect(posts.total).toBeLessThan((await admin("GET", "/api/blogs")).json.length);
  });

  const KINDS: [ArabicKind, string][] = [
    ["stores", "/api/stores"],
    ["branches", "/api/branches"],
    ["catalogs", "/api/catalogs"],
    ["blogs", "/api/blogs"],
  ];
  for (const [kind, path] of KINDS) {
    test(`missingArabic=1 on ${path} lists exactly the records the shared rule flags`, async () => {
      const all = (await admin("GET", path)).json as Row[];
      const flagged = all.filter((r) => missingArabic(kind, r).length > 0).map((r) => r.id);
      const { json } = await admin("GET", `${path}?missingArabic=1&limit=100`);
      expect(flagged.length).toBeGreaterThan(0);
      expect(json.total).toBe(flagged.length);
      expect(json.data.map((r: Row) => r.id).sort()).toEqual(flagged.sort());
      expect(json.total).toBe((await admin("GET", "/api/admin/stats")).json.missingArabic[kind]);
    });
  }
});
