/**
 * The admin's view of catalogue processing through the real app, over fixture PDFs processed
 * for real: each state as the status endpoint reports it, Retry (queued afresh, processed
 * again), and the refusals (401 without a session, 404, 409 while running, 400 for bad ids).
 */
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { updateCatalogJob } from "#db/queries/catalog-jobs.ts";
import { listCatalogPages } from "#db/queries/catalog-pages.ts";
import { insertStore } from "#db/seed/factories.ts";
import type { JobStatus } from "#lib/catalog-processing.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { insertFixtureCatalog, processQueue } from "#tests/helpers/catalog-pages.ts";

// Seeding and Retry process real PDFs in a child process.
setDefaultTimeout(60_000);

const ids: Record<string, number> = {};

const { admin, anon, env } = startTestApp({
  admin: true,
  seed: async (db, dataDir) => {
    const storeId = insertStore(db, { name: "Fixture Mart", slug: "fixture-mart" }).id;
    ids.ready = insertFixtureCatalog(db, dataDir, "text", { storeId, title: "Weekly Offers" });
    ids.encrypted = insertFixtureCatalog(db, dataDir, "encrypted", { storeId, title: "Locked Flyer" });
    await processQueue(db, dataDir);
    ids.queued = insertFixtureCatalog(db, dataDir, "bilingual", { storeId, title: "Milk Tomorrow" });
  },
});

const statuses = async (query = "") => {
  const { status, json } = await admin("GET", `/api/admin/catalog-processing${query}`);
  expect(status).toBe(200);
  return json as JobStatus[];
};

describe("GET /api/admin/catalog-processing", () => {
  test("answers every catalogue's state: ready with its pages, failed with a reason code, queued", async () => {
    const all = await statuses();
    expect(all).toHaveLength(3);
    const by = Object.fromEntries(all.map((s) => [s.catalogId, s]));
    expect(by[ids.ready!]).toEqual({
      catalogId: ids.ready!,
      state: "ready",
      page: 3,
      pages: 3,
      error: null,
      attempts: 0,
      ocrPages: 0,
      emptyPages: 0,
    });
    expect(by[ids.encrypted!]).toMatchObject({ state: "failed", error: "encrypted", attempts: 1 });
    expect(by[ids.queued!]).toMatchObject({ state: "queued", page: 0, pages: null, error: null });
  });

  test("?ids= narrows to those catalogues; an unknown id is simply absent", async () => {
    const some = await statuses(`?ids=${ids.queued},${ids.ready},999999`);
    expect(some.map((s) => s.catalogId).sort()).toEqual([ids.ready!, ids.queued!].sort());
  });

  test.each([
    ["letters", "abc"],
    ["an empty id", "1,,2"],
    ["an exponent", "1e3"],
    ["a sign", "-1"],
    ["zero", "0"],
    ["501 ids", `${"1,".repeat(500)}1`],
  ])("?ids= with %s is a 400", async (_, bad) => {
    const { status, json } = await admin("GET", `/api/admin/catalog-processing?ids=${encodeURIComponent(bad)}`);
    expect(status).toBe(400);
    expect(json.code).toBe("validation_failed");
  });

  test("without an admin session: 401", async () => {
    const { status, json } = await anon("GET", "/api/admin/catalog-processing");
    expect(status).toBe(401);
    expect(json.code).toBe("unauthorized");
  });
});

describe("POST /api/catalogs/{id}/process (Retry)", () => {
  test("without an admin session: 401, and nothing changes", async () => {
    const { status } = await anon("POST", `/api/catalogs/${ids.encrypted}/process`);
    expect(status).toBe(401);
    expect((await statuses(`?ids=${ids.encrypted}`))[0]).toMatchObject({ state: "failed", error: "encrypted" });
  });

  test("an unknown catalogue is a 404; a malformed id a 400", async () => {
    expect((await admin("POST", "/api/catalogs/999999/process")).status).toBe(404);
    expect((await admin("POST", "/api/catalogs/0x10/process")).status).toBe(400);
  });

  test("a failed catalogue is queued afresh and answers its new state; processing it again fails the same way", async () => {
    const { status, json } = await admin("POST", `/api/catalogs/${ids.encrypted}/process`);
    expect(status).toBe(200);
    expect(json).toEqual({
      catalogId: ids.encrypted!,
      state: "queued",
      page: 0,
      pages: null,
      error: null,
      attempts: 0,
      ocrPages: 0,
      emptyPages: 0,
    });
    await processQueue(env.db, env.dataDir);
    expect((await statuses(`?ids=${ids.encrypted}`))[0]).toMatchObject({ state: "failed", error: "encrypted" });
  });

  test("a ready catalogue is processed again from page 1, its pages served until the new ones are in", async () => {
    const { json } = await admin("POST", `/api/catalogs/${ids.ready}/process`);
    expect(json).toMatchObject({ state: "queued", page: 0, pages: null });
    expect(listCatalogPages(env.db, ids.ready!)).toHaveLength(3);
    await processQueue(env.db, env.dataDir);
    expect((await statuses(`?ids=${ids.ready}`))[0]).toMatchObject({ state: "ready", page: 3, pages: 3 });
    expect(listCatalogPages(env.db, ids.ready!)).toHaveLength(3);
  });

  test("a catalogue being processed right now is a 409 (its pages are being written)", async () => {
    const fileUrl = (await anon("GET", `/api/catalogs/${ids.queued}`)).json.fileUrl as string;
    updateCatalogJob(env.db, { catalogId: ids.queued!, fileUrl }, { state: "processing" });
    const { status, json } = await admin("POST", `/api/catalogs/${ids.queued}/process`);
    expect(status).toBe(409);
    expect(json.code).toBe("conflict");
    expect((await statuses(`?ids=${ids.queued}`))[0]!.state).toBe("processing");
  });
});
