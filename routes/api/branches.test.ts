import { describe, expect, test } from "bun:test";
import { insertBranch, insertCatalog } from "#db/seed/factories.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { insertGroceryStores } from "#tests/helpers/grocery-stores.ts";

let storeId: number;
const { env, anon, admin } = startTestApp({ admin: true, seed: (db) => ({ storeId } = insertGroceryStores(db)) });

describe("branches", () => {
  test("create with a slug from the name, read by store and by slugs, then 409 on a duplicate slug", async () => {
    const created = await admin("POST", "/api/branches", {
      name: "Lulu Al Barsha",
      slug: "",
      storeId,
      emirate: "Dubai",
      address: "Al Barsha 1",
      phone: "",
      hours: "",
      latitude: "25.11",
      longitude: "55.20",
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      slug: "lulu-al-barsha",
      emirate: "Dubai",
      phone: null,
      hours: null,
      latitude: "25.11",
      storeId,
    });
    const byStore = await anon("GET", `/api/branches/store/${storeId}`);
    expect(byStore.json.data.map((b: any) => b.name)).toEqual(["Lulu Al Barsha"]);
    expect(byStore.json.data[0].store.name).toBe("Lulu");
    const bySlugs = await anon("GET", "/api/branches/lulu/lulu-al-barsha");
    expect(bySlugs.json).toMatchObject({ storeId, store: { id: storeId, name: "Lulu", slug: "lulu" } });
    expect((await anon("GET", "/api/branches/lulu/nope")).status).toBe(404);
    const dup = await admin("POST", "/api/branches", {
      name: "Lulu Al Barsha",
      storeId,
      emirate: "dubai",
      address: "x",
    });
    expect(dup.status).toBe(409);
  });

  test("refuses an unknown emirate, a missing store and a bad coordinate", async () => {
    expect(
      (await admin("POST", "/api/branches", { name: "X", storeId, emirate: "Narnia", address: "x" })).json.error,
    ).toBe('Unknown emirate "Narnia"');
    expect(
      (await admin("POST", "/api/branches", { name: "X", storeId: 99999, emirate: "Dubai", address: "x" })).json.error,
    ).toBe("The store does not exist");
    const bad = await admin("POST", "/api/branches", {
      name: "X",
      storeId,
      emirate: "Dubai",
      address: "x",
      latitude: "north",
    });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].path).toBe("latitude");
  });

  test("deleting a branch keeps its catalogues, store-wide", async () => {
    const branch = insertBranch(env.db, { storeId, emirate: "sharjah" });
    const catalog = insertCatalog(env.db, { storeId, branchId: branch.id });
    expect((await admin("DELETE", `/api/branches/${branch.id}`)).status).toBe(200);
    expect(env.db.$client.query("SELECT branch_id FROM catalogs WHERE id = ?").get(catalog.id)).toEqual({
      branch_id: null,
    });
  });
});
