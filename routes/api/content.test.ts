import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { insertBlogPost, insertBranch, insertCatalog, insertCategory, insertStore } from "../../db/seed/factories.ts";
import { caller, signedInCaller, type Caller } from "../../tests/helpers/api.ts";
import { freshDb } from "../../tests/helpers/db.ts";
import { addDays, dubaiToday } from "../../src/lib/dates.ts";
import { createApp } from "../../tests/helpers/app.ts";
import { loadConfig } from "../../src/server/config.ts";

let env: ReturnType<typeof freshDb>;
let anon: Caller;
let admin: Caller;
let storeId: number;
let otherStoreId: number;

beforeAll(async () => {
  env = freshDb();
  const app = createApp(loadConfig({ DATA_DIR: env.dataDir }));
  anon = caller(app);
  admin = (await signedInCaller(app, env.db)).call;
  const cat = insertCategory(env.db, { name: "Groceries" });
  storeId = insertStore(env.db, { name: "Lulu", categoryId: cat.id }).id;
  otherStoreId = insertStore(env.db, { name: "Nesto", categoryId: cat.id }).id;
  insertBranch(env.db, { storeId: otherStoreId, emirate: "dubai", name: "Nesto Karama", slug: "karama" });
  for (const e of ["abudhabi", "sharjah", "ajman", "fujairah", "ras-al-khaimah", "umm-al-quwain"]) insertBranch(env.db, { storeId: otherStoreId, emirate: e });
});
afterAll(() => env.cleanup());

describe("admin routes without a session answer 401", () => {
  const routes: [string, string][] = [
    ["GET", "/api/branches"], ["POST", "/api/branches"], ["PUT", "/api/branches/1"], ["DELETE", "/api/branches/1"],
    ["POST", "/api/catalogs"], ["PUT", "/api/catalogs/1"], ["DELETE", "/api/catalogs/1"],
    ["GET", "/api/blogs/1"], ["POST", "/api/blogs"], ["PUT", "/api/blogs/1"], ["DELETE", "/api/blogs/1"],
    ["POST", "/api/categories"], ["PATCH", "/api/categories/1"], ["DELETE", "/api/categories/1"],
    ["POST", "/api/emirates"], ["PUT", "/api/emirates/1"], ["DELETE", "/api/emirates/1"],
    ["POST", "/api/stores"], ["PUT", "/api/stores/1"], ["DELETE", "/api/stores/1"],
    ["POST", "/api/admin/password"],
  ];
  test.each(routes)("%s %s", async (method, path) => {
    const res = await anon(method, path, method === "GET" || method === "DELETE" ? undefined : {});
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: "Authentication required", issues: [], code: "unauthorized" });
  });
});

describe("branches", () => {
  test("create with a slug from the name, read by store and by slugs, then 409 on a duplicate slug", async () => {
    const created = await admin("POST", "/api/branches", { name: "Lulu Al Barsha", slug: "", storeId, emirate: "Dubai", address: "Al Barsha 1", phone: "", hours: "", latitude: "25.11", longitude: "55.20" });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ slug: "lulu-al-barsha", emirate: "Dubai", phone: null, hours: null, latitude: "25.11", storeId });
    const byStore = await anon("GET", `/api/branches/store/${storeId}`);
    expect(byStore.json.data.map((b: any) => b.name)).toEqual(["Lulu Al Barsha"]);
    expect(byStore.json.data[0].store.name).toBe("Lulu");
    const bySlugs = await anon("GET", "/api/branches/lulu/lulu-al-barsha");
    expect(bySlugs.json).toMatchObject({ storeId, store: { id: storeId, name: "Lulu", slug: "lulu" } });
    expect((await anon("GET", "/api/branches/lulu/nope")).status).toBe(404);
    const dup = await admin("POST", "/api/branches", { name: "Lulu Al Barsha", storeId, emirate: "dubai", address: "x" });
    expect(dup.status).toBe(409);
  });

  test("refuses an unknown emirate, a missing store and a bad coordinate", async () => {
    expect((await admin("POST", "/api/branches", { name: "X", storeId, emirate: "Narnia", address: "x" })).json.error).toBe('Unknown emirate "Narnia"');
    expect((await admin("POST", "/api/branches", { name: "X", storeId: 99999, emirate: "Dubai", address: "x" })).json.error).toBe("The store does not exist");
    const bad = await admin("POST", "/api/branches", { name: "X", storeId, emirate: "Dubai", address: "x", latitude: "north" });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].path).toBe("latitude");
  });

  test("deleting a branch keeps its catalogues, store-wide", async () => {
    const branch = insertBranch(env.db, { storeId, emirate: "sharjah" });
    const catalog = insertCatalog(env.db, { storeId, branchId: branch.id });
    expect((await admin("DELETE", `/api/branches/${branch.id}`)).status).toBe(200);
    expect(env.db.$client.query("SELECT branch_id FROM catalogs WHERE id = ?").get(catalog.id)).toEqual({ branch_id: null });
  });
});

describe("catalogs", () => {
  const body = () => ({ title: "Weekend Deals", storeId, branchId: null, category: "Food & Beverages", description: "", fileUrl: "/media/catalogs/x.pdf", coverImage: "", pages: 8, startDate: dubaiToday(), expiryDate: addDays(dubaiToday(), 7) });

  test("create, list publicly, and hide expired ones from the public but not from admins", async () => {
    const created = await admin("POST", "/api/catalogs", body());
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ title: "Weekend Deals", pages: 8, branchId: null, coverImage: null, store: { name: "Lulu" } });
    const expired = await admin("POST", "/api/catalogs", { ...body(), title: "Old", startDate: "2024-01-01", expiryDate: "2024-01-08" });
    const publicList = (await anon("GET", "/api/catalogs")).json.map((c: any) => c.title);
    expect(publicList).toContain("Weekend Deals");
    expect(publicList).not.toContain("Old");
    expect((await anon("GET", `/api/catalogs/${expired.json.id}`)).status).toBe(404);
    expect((await admin("GET", "/api/catalogs")).json.map((c: any) => c.title)).toContain("Old");
  });

  test("search covers title, description and store name; category filters", async () => {
    expect((await anon("GET", "/api/catalogs?search=lulu")).json.length).toBeGreaterThan(0);
    expect((await anon("GET", "/api/catalogs?search=weekend")).json[0].title).toBe("Weekend Deals");
    expect((await anon("GET", "/api/catalogs?category=Electronics")).json).toEqual([]);
  });

  test.each([
    ["a missing file URL", { fileUrl: "" }, "fileUrl"],
    ["zero pages", { pages: 0 }, "pages"],
    ["fractional pages", { pages: 2.5 }, "pages"],
    ["a non-date", { startDate: "2025-02-30" }, "startDate"],
    ["an expiry before the start", { startDate: "2025-05-10", expiryDate: "2025-05-01" }, "expiryDate"],
    ["an unknown category", { category: "Weapons" }, "category"],
    ["a string store id", { storeId: "1" }, "storeId"],
  ])("rejects %s with 400", async (_label, change, path) => {
    const res = await admin("POST", "/api/catalogs", { ...body(), ...change });
    expect(res.status).toBe(400);
    expect(res.json.issues.map((i: any) => i.path)).toContain(path);
  });

  test("a branch of another store is refused", async () => {
    const foreign = insertBranch(env.db, { storeId: otherStoreId, emirate: "ajman" });
    const res = await admin("POST", "/api/catalogs", { ...body(), branchId: foreign.id });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("The branch does not belong to that store");
  });
});

describe("blogs", () => {
  const post = { title: "Summer Sales Guide", slug: "", category: "Shopping Guide", author: "", status: "Published", publishDate: "", readTime: null, excerpt: "", content: "<h2>Hello</h2><p>Big <strong>summer</strong> savings across Dubai malls this month.</p>", image: null, tags: ["summer", " sales ", ""] };

  test("apply the spec's defaults: slug from title, author Admin, today, read time 1, excerpt from the text", async () => {
    const { status, json } = await admin("POST", "/api/blogs", post);
    expect(status).toBe(201);
    expect(json).toMatchObject({ slug: "summer-sales-guide", author: "Admin", status: "published", publishDate: dubaiToday(), readTime: 1, tags: ["summer", "sales"] });
    expect(json.excerpt).toBe("Hello Big summer savings across Dubai malls this month.");
  });

  test("the public sees published posts only; admins see every status", async () => {
    insertBlogPost(env.db, { title: "Secret draft", status: "draft" });
    insertBlogPost(env.db, { title: "Shouting", status: "PUBLISHED" });
    const pub = (await anon("GET", "/api/blogs")).json.map((p: any) => p.title);
    expect(pub).toContain("Summer Sales Guide");
    expect(pub).toContain("Shouting");
    expect(pub).not.toContain("Secret draft");
    expect((await admin("GET", "/api/blogs")).json.map((p: any) => p.title)).toContain("Secret draft");
    expect((await anon("GET", "/api/blogs/slug/secret-draft")).status).toBe(404);
    expect((await anon("GET", "/api/blogs/slug/summer-sales-guide")).json.title).toBe("Summer Sales Guide");
  });

  test("script, event handlers and javascript: links are removed on save", async () => {
    const evil = '<p>Hi<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">click</a><a href="//evil.example">proto</a><a href="https://ok.example">ok</a></p><iframe src="https://evil.example/x"></iframe>';
    const { json } = await admin("POST", "/api/blogs", { ...post, title: "XSS attempt", content: evil });
    expect(json.content).not.toContain("<script");
    expect(json.content).not.toContain("onerror");
    expect(json.content).not.toContain("javascript:");
    expect(json.content).not.toContain("//evil.example");
    expect(json.content).not.toContain("<iframe");
    expect(json.content).toContain('<a href="https://ok.example" rel="noopener noreferrer nofollow">ok</a>');
  });

  test("an XSS corpus stored through the API comes back inert", async () => {
    const { XSS_CORPUS } = await import("../../tests/fixtures/xss.ts");
    for (const [i, payload] of XSS_CORPUS.entries()) {
      const { status, json } = await admin("POST", "/api/blogs", { ...post, title: `Corpus ${i}`, content: `<p>safe</p>${payload}` });
      expect(status).toBe(201);
      const stored = (await anon("GET", `/api/blogs/slug/${json.slug}`)).json.content.toLowerCase();
      for (const bad of ["<script", "onerror", "onload", "javascript:", "vbscript:", "<iframe", "<object", "<embed", "<style", "srcdoc"]) expect(stored).not.toContain(bad);
    }
  });

  test("an unknown status or category is a 400; a duplicate slug is a 409", async () => {
    expect((await admin("POST", "/api/blogs", { ...post, status: "live" })).status).toBe(400);
    expect((await admin("POST", "/api/blogs", { ...post, category: "Gossip" })).status).toBe(400);
    expect((await admin("POST", "/api/blogs", post)).status).toBe(409);
  });
});

describe("categories and emirates", () => {
  test("categories: create, rename, refuse blank names, and refuse deleting one that has stores", async () => {
    const created = await admin("POST", "/api/categories", { name: "  Pharmacy ", icon: "" });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: "Pharmacy", icon: null, storeCount: 0 });
    const renamed = await admin("PATCH", `/api/categories/${created.json.id}`, { name: "Pharmacies", icon: "💊" });
    expect(renamed.json).toMatchObject({ name: "Pharmacies", icon: "💊" });
    expect((await admin("POST", "/api/categories", { name: "   " })).status).toBe(400);
    expect((await admin("POST", "/api/categories", { name: "pharmacies" })).status).toBe(409);
    const groceries = (await anon("GET", "/api/categories")).json.find((c: any) => c.name === "Groceries");
    expect(groceries.storeCount).toBe(2);
    const refused = await admin("DELETE", `/api/categories/${groceries.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toContain("still has 2 store(s)");
    expect((await admin("DELETE", `/api/categories/${created.json.id}`)).status).toBe(200);
  });

  test("emirates: counts are derived; one with branches cannot be deleted", async () => {
    const list = (await anon("GET", "/api/emirates")).json;
    expect(list.find((e: any) => e.slug === "dubai").storeCount).toBe(2);
    const added = await admin("POST", "/api/emirates", { name: "Test Emirate", storeCount: "12" });
    expect(added.status).toBe(201);
    expect(added.json.storeCount).toBe(0);
    expect((await admin("PUT", `/api/emirates/${added.json.id}`, { name: "Renamed Emirate", storeCount: 3 })).json.name).toBe("Renamed Emirate");
    expect((await admin("DELETE", `/api/emirates/${list[0].id}`)).status).toBe(409);
    expect((await admin("DELETE", `/api/emirates/${added.json.id}`)).status).toBe(200);
  });
});

describe("request rules", () => {
  test("malformed JSON is a 400 JSON error", async () => {
    const res = await admin("POST", "/api/categories", "{not json", { "Content-Type": "application/json" });
    expect(res.status).toBe(400);
    expect(res.json.error).toBeString();
    expect(res.json.issues).toEqual([]);
  });

  test("a non-JSON body is a 415 and changes nothing", async () => {
    const before = (await anon("GET", "/api/categories")).json.length;
    const res = await admin("POST", "/api/categories", "name=Hack", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(res.status).toBe(415);
    expect((await anon("GET", "/api/categories")).json.length).toBe(before);
  });

  test("a cross-site write is a 403 and changes nothing", async () => {
    const before = (await anon("GET", "/api/categories")).json.length;
    const cross = await admin("POST", "/api/categories", { name: "Cross" }, { "Sec-Fetch-Site": "cross-site" });
    expect(cross.status).toBe(403);
    const foreignOrigin = await admin("POST", "/api/categories", { name: "Cross" }, { "Sec-Fetch-Site": "", Origin: "https://evil.example" });
    expect(foreignOrigin.status).toBe(403);
    expect((await anon("GET", "/api/categories")).json.length).toBe(before);
  });

  test("a body over 1 MiB is a 413", async () => {
    const res = await admin("POST", "/api/categories", { name: "x".repeat(1024 * 1024 + 10) });
    expect(res.status).toBe(413);
  });

  test("unknown API routes are JSON 404s", async () => {
    expect((await anon("GET", "/api/nothing/here")).json).toEqual({ error: "Not found", issues: [], code: "not_found" });
  });
});
