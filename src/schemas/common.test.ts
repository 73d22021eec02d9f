/**
 * The shared field rules, proven through the API: URL fields only take addresses that
 * stay what they look like in a browser (F6), and ids are canonical decimal numbers.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { insertCategory, insertStore } from "../../db/seed/factories.ts";
import { caller, signedInCaller, type Caller } from "../../tests/helpers/api.ts";
import { freshDb } from "../../tests/helpers/db.ts";
import { createApp } from "../../tests/helpers/app.ts";
import { loadConfig } from "../server/config.ts";

let env: ReturnType<typeof freshDb>;
let anon: Caller;
let admin: Caller;
let storeId: number;

beforeAll(async () => {
  env = freshDb();
  const app = createApp(loadConfig({ DATA_DIR: env.dataDir }));
  anon = caller(app);
  admin = (await signedInCaller(app, env.db)).call;
  storeId = insertStore(env.db, { name: "Carrefour", categoryId: insertCategory(env.db, { name: "Groceries" }).id }).id;
});
afterAll(() => env.cleanup());

const count = (table: string) => (env.db.$client.query(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe("URL fields (F6)", () => {
  // Each of these is resolved by a browser to another host (or is not a URL at all).
  const OFF_SITE = ["/\\evil.com/x.pdf", "//evil.com", "//evil.com/x.pdf", "/\\/evil.com", "\\\\evil.com/x.pdf", "/\t/evil.com", "/\n/evil.com", "/%5Cevil.com", "/%5cevil.com", "/%2F/evil.com", "/%2fevil.com", "/%09/evil.com", "/", "javascript:alert(1)", "evil.com/x.pdf", "https://evil.com/\u0000x.pdf", "http:/\\evil.com"];

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

  test.each(["https://cdn.example.ae/c/weekly.pdf", "http://example.com/a%20b.pdf?x=1", "/media/catalogs/weekly.pdf", "/media/covers/a%20b.webp"])("%p is accepted", async (url) => {
    const res = await admin("POST", "/api/catalogs", { title: "Good URL", storeId, fileUrl: url, coverImage: url });
    expect(res.status).toBe(201);
    expect(res.json.fileUrl).toBe(url);
  });
});
