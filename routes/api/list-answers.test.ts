/**
 * Public list answers are kept, serialized, until the data changes: a repeated search costs a
 * lookup. These tests prove a kept answer is never stale (a write through the API, or by
 * another process on the same file, is seen by the very next read; an admin never gets the
 * public answer) and that a client taking gzip gets the same JSON, compressed.
 */
import { Database } from "bun:sqlite";
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { insertCatalog, insertCategory, insertStore } from "#db/seed/factories.ts";
import { addDays, dubaiToday } from "#lib/dates.ts";
import { keptListAnswers } from "#server/api/list-answers.ts";
import { startTestApp } from "#tests/helpers/app.ts";

const { env, app, anon, admin } = startTestApp({
  admin: true,
  seed(db) {
    const groceries = insertCategory(db, { name: "Groceries" });
    for (const n of [1, 2, 3]) {
      const store = insertStore(db, { name: `Carrefour ${n}`, categoryId: groceries.id, description: "Hypermarket" });
      insertCatalog(db, { storeId: store.id, title: `Deals ${n}`, expiryDate: addDays(dubaiToday(), 5) });
      insertCatalog(db, { storeId: store.id, title: `Old deals ${n}`, expiryDate: addDays(dubaiToday(), -5) });
    }
  },
});

const names = (list: { name: string }[]) => list.map((s) => s.name);

describe("kept list answers", () => {
  test("a store written through the API is in the next search", async () => {
    expect(names((await anon("GET", "/api/stores?search=carrefour")).json)).toHaveLength(3);
    const created = await admin("POST", "/api/stores", { name: "Carrefour Express", category: "Groceries" });
    expect(created.status).toBe(201);
    expect(names((await anon("GET", "/api/stores?search=carrefour")).json)).toContain("Carrefour Express");
    await admin("DELETE", `/api/stores/${created.json.id}`);
    expect(names((await anon("GET", "/api/stores?search=carrefour")).json)).not.toContain("Carrefour Express");
  });

  test("a change made by another process (the CLI, catalogue processing) is in the next answer", async () => {
    const before = (await anon("GET", "/api/catalogs?search=deals")).json as { title: string }[];
    expect(before.map((c) => c.title)).toContain("Deals 1");
    const other = new Database(join(env.dataDir, "test.db"));
    other.run("UPDATE catalogs SET pages = 42 WHERE title = 'Deals 1'");
    other.close();
    const after = (await anon("GET", "/api/catalogs?search=deals")).json as { title: string; pages: number }[];
    expect(after.find((c) => c.title === "Deals 1")?.pages).toBe(42);
  });

  test("an admin gets the admin answer (expired catalogues too), not the public one kept for the same address", async () => {
    const publicList = (await anon("GET", "/api/catalogs")).json as unknown[];
    const adminList = (await admin("GET", "/api/catalogs")).json as unknown[];
    expect(adminList.length).toBe(publicList.length + 3);
    expect(((await anon("GET", "/api/catalogs")).json as unknown[]).length).toBe(publicList.length);
  });

  test("a client taking gzip gets the same JSON compressed; one that does not gets it plain", async () => {
    const plain = await app.request("/api/stores?search=carrefour");
    const text = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    const zipped = await app.request("/api/stores?search=carrefour", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
    expect(zipped.headers.get("content-type")).toContain("application/json");
    expect(zipped.headers.get("cache-control")).toBe("private, no-store");
    expect(gunzipSync(new Uint8Array(await zipped.arrayBuffer())).toString()).toBe(text);
  });

  test("a client that refuses gzip (gzip;q=0) gets plain JSON", async () => {
    const res = await app.request("/api/stores?search=carrefour", {
      headers: { "Accept-Encoding": "gzip;q=0, identity" },
    });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(names(await res.json())).toHaveLength(3);
  });

  test("parameters the call does not read are not part of the key: a junk number per request neither renders nor fills the store", async () => {
    const first = await (await app.request("/api/stores?search=carrefour")).text();
    const before = keptListAnswers();
    for (let n = 0; n < 20; n++) {
      const res = await app.request(`/api/stores?search=carrefour&n=${n}&utm_source=x${n}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(first);
    }
    expect(keptListAnswers()).toEqual(before);
    // What the call does read still makes its own answer.
    expect(names((await anon("GET", "/api/stores?search=carrefour%202")).json)).toEqual(["Carrefour 2"]);
    expect(keptListAnswers().answers).toBe(before.answers + 1);
  });
});
