/**
 * The shared field rules, proven through the API: URL fields only take addresses that
 * stay what they look like in a browser (F6), and ids are canonical decimal numbers.
 */
import { describe, expect, test } from "bun:test";
import { insertBranch, insertCategory, insertStore } from "#db/seed/factories.ts";
import { startTestApp } from "#tests/helpers/app.ts";

let storeId: number;
const { env, anon, admin } = startTestApp({
  admin: true,
  seed: (db) => {
    storeId = insertStore(db, { name: "Carrefour", categoryId: insertCategory(db, { name: "Groceries" }).id }).id;
  },
});

const count = (table: string) => (env.db.$client.query(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe("URL fields (F6)", () => {
  // Each of these is resolved by a browser to another host (or is not a URL at all).
  const OFF_SITE = [
    "/\\evil.com/x.pdf",
    "//evil.com",
    "//evil.com/x.pdf",
    "/\\/evil.com",
    "\\\\evil.com/x.pdf",
    "/\t/evil.com",
    "/\n/evil.com",
    "/%5Cevil.com",
    "/%5cevil.com",
    "/%2F/evil.com",
    "/%2fevil.com",
    "/%09/evil.com",
    "/",
    "javascript:alert(1)",
    "evil.com/x.pdf",
    "https://evil.com/\u0000x.pdf",
    "http:/\\evil.com",
  ];

  test.each(OFF_SITE)("a catalogue with fileUrl %p is refused with 400 and nothing is written", async (url) => {
    const before = count("catalogs");
    const res = await admin("POST", "/api/catalogs", { title: "Bad URL", storeId, fileUrl: url });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("validation_failed");
    expect(res.json.issues.map((i: { path: string }) => i.path)).toContain("fileUrl");
    expect(count("catalogs")).toBe(before);
  });

  test.each(OFF_SITE)("a store with logo %p is refused with 400 and nothing is written", async (url) => {
    const before = count("stores");
    const res = await admin("POST", "/api/stores", { name: `Bad ${before}`, category: "Groceries", logo: url });
    expect(res.status).toBe(400);
    expect(res.json.issues.map((i: { path: string }) => i.path)).toContain("logo");
    expect(count("stores")).toBe(before);
  });

  test.each([
    "https://cdn.example.ae/c/weekly.pdf",
    "http://example.com/a%20b.pdf?x=1",
    "/media/catalogs/weekly.pdf",
    "/media/covers/a%20b.webp",
  ])("%p is accepted", async (url) => {
    const res = await admin("POST", "/api/catalogs", { title: "Good URL", storeId, fileUrl: url, coverImage: url });
    expect(res.status).toBe(201);
    expect(res.json.fileUrl).toBe(url);
  });
});

describe("ids are canonical positive decimal integers", () => {
  // Number() and z.coerce.number() read all of these as numbers; none is how an id is written.
  const NOT_IDS = [
    "1e3",
    "0x10",
    "0b1",
    "0o7",
    "%2012",
    "12%20",
    "+5",
    "1.0",
    "012",
    "0",
    "-1",
    "1_000",
    "Infinity",
    "99999999999",
    "12abc",
    "%D9%A1",
  ];

  const paths = (id: string) => [
    ["GET", `/api/stores/${id}`],
    ["GET", `/api/catalogs/${id}`],
    ["GET", `/api/branches/${id}`],
    ["GET", `/api/branches/store/${id}`],
    ["GET", `/api/blogs/${id}`],
    ["PUT", `/api/stores/${id}`],
    ["DELETE", `/api/catalogs/${id}`],
    ["DELETE", `/api/branches/${id}`],
    ["PATCH", `/api/categories/${id}`],
    ["DELETE", `/api/emirates/${id}`],
    ["PATCH", `/api/admin/contact-messages/${id}`],
  ];

  test.each(NOT_IDS)("%p is a 400 with a readable JSON error on every route that takes an id", async (id) => {
    for (const [method, path] of paths(id)) {
      const res = await admin(method!, path!, method === "GET" || method === "DELETE" ? undefined : {});
      expect({ path, status: res.status, code: res.json?.code }).toEqual({
        path,
        status: 400,
        code: "validation_failed",
      });
      expect(res.json.error).toBeString();
    }
  });

  test.each(["1e3", "0x10", "012"])("catalogues filtered by storeId=%p is a 400", async (id) => {
    const res = await anon("GET", `/api/catalogs?storeId=${id}`);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("validation_failed");
  });

  test("a canonical id still works, and an unknown one is a 404", async () => {
    expect((await anon("GET", `/api/stores/${storeId}`)).status).toBe(200);
    expect((await anon("GET", `/api/branches/store/${storeId}`)).status).toBe(200);
    expect((await anon("GET", `/api/catalogs?storeId=${storeId}`)).status).toBe(200);
    expect((await anon("GET", "/api/stores/999999")).json).toEqual({
      error: "Store not found",
      issues: [],
      code: "not_found",
    });
  });

  test("a branch view's id sent as text must be canonical too", async () => {
    const branch = insertBranch(env.db, { storeId, emirate: "dubai", name: "Carrefour Hex", slug: "hex" });
    const session = "canonical-ids-session-0001";
    expect((await anon("POST", "/api/session", { sessionId: session })).status).toBe(201);
    const view = (id: string) =>
      anon("POST", `/api/session/${session}/activity`, { activity: { type: "branch_view", id } });
    for (const id of [`0x${branch.id.toString(16)}`, `${branch.id}.0`, `0${branch.id}`, `${branch.id}e0`])
      expect((await view(id)).status).toBe(400);
    expect((await view(String(branch.id))).status).toBe(201);
  });
});
