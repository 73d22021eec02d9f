/**
 * GET /api/near/stores and /api/near/catalogs (issue 26): what near me sorts with in the browser,
 * the same for everyone (cacheable, no position asked), branches without a position left out.
 */
import { expect, test } from "bun:test";
import { insertBranch, insertCatalog, insertStore } from "#db/seed/factories.ts";
import { startTestApp } from "#tests/helpers/app.ts";

const { app } = startTestApp({
  seed: (db) => {
    const noor = insertStore(db, { name: "Noor", slug: "noor" }).id;
    const dubaiMall = insertBranch(db, {
      storeId: noor,
      name: "Noor Dubai Mall",
      slug: "dubai-mall",
      latitude: "25.1985",
      longitude: "55.2796",
      openingHours: "24/7",
    }).id;
    insertBranch(db, { storeId: noor, name: "Noor Nowhere", slug: "nowhere" });
    insertBranch(db, { storeId: noor, name: "Noor Bad", slug: "bad", latitude: "abc", longitude: "55" });
    insertStore(db, { name: "Zed", slug: "zed" }); // no branch: not listed
    insertCatalog(db, { storeId: noor, title: "Store-wide", expiryDate: "2099-01-01" });
    insertCatalog(db, { storeId: noor, title: "Dubai Mall only", branchId: dubaiMall, expiryDate: "2099-01-01" });
    insertCatalog(db, { storeId: noor, title: "Ended", expiryDate: "2001-01-01" });
  },
});

test("stores with their positioned branches, their emirate and open segments; public and cacheable", async () => {
  const res = await app.request("/api/near/stores");
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("public, max-age=300");
  const { data } = (await res.json()) as { data: { slug: string; branches: Record<string, unknown>[] }[] };
  expect(data.map((s) => s.slug)).toEqual(["noor"]);
  expect(data[0]!.branches).toHaveLength(1);
  const b = data[0]!.branches[0]!;
  expect(b).toMatchObject({
    slug: "dubai-mall",
    name: "Noor Dubai Mall",
    emirate: "dubai",
    lat: 25.1985,
    lng: 55.2796,
  });
  expect((b.segments as unknown[]).length).toBeGreaterThan(0);
});

test("live catalogues with the branch they are valid at (null: store-wide)", async () => {
  const res = await app.request("/api/near/catalogs");
  expect(res.headers.get("cache-control")).toBe("public, max-age=300");
  const { data } = (await res.json()) as { data: { title: string; branchId: number | null }[] };
  expect(data.map((c) => [c.title, c.branchId === null])).toEqual([
    ["Dubai Mall only", false],
    ["Store-wide", true],
  ]);
});

test("the rest of the API stays private", async () => {
  expect((await app.request("/api/stores")).headers.get("cache-control")).toBe("private, no-store");
  expect((await app.request("/api/near/nothing")).headers.get("cache-control")).toBe("private, no-store");
});
