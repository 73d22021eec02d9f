import { describe, expect, test } from "bun:test";
import { insertBranch } from "#db/seed/factories.ts";
import { addDays, dubaiToday } from "#lib/dates.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { insertGroceryStores } from "#tests/helpers/grocery-stores.ts";

let storeId: number;
let otherStoreId: number;
const { env, anon, admin } = startTestApp({
  admin: true,
  seed: (db) => ({ storeId, otherStoreId } = insertGroceryStores(db)),
});

describe("catalogs", () => {
  const body = () => ({
    title: "Weekend Deals",
    storeId,
    branchId: null,
    category: "Food & Beverages",
    description: "",
    fileUrl: "/media/catalogs/x.pdf",
    coverImage: "",
    pages: 8,
    startDate: dubaiToday(),
    expiryDate: addDays(dubaiToday(), 7),
  });

  test("create, list publicly, and hide expired ones from the public but not from admins", async () => {
    const created = await admin("POST", "/api/catalogs", body());
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      title: "Weekend Deals",
      pages: 8,
      branchId: null,
      coverImage: null,
      store: { name: "Lulu" },
    });
    const expired = await admin("POST", "/api/catalogs", {
      ...body(),
      title: "Old",
      startDate: "2024-01-01",
      expiryDate: "2024-01-08",
    });
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
    ["more than 2000 pages", { pages: 2001 }, "pages"],
    ["a non-date", { startDate: "2025-02-30" }, "startDate"],
    ["an expiry before the start", { startDate: "2025-05-10", expiryDate: "2025-05-01" }, "expiryDate"],
    ["an unknown category", { category: "Weapons" }, "category"],
    ["a string store id", { storeId: "1" }, "storeId"],
  ])("rejects %s with 400", async (_label, change, path) => {
    const res = await admin("POST", "/api/catalogs", { ...body(), ...change });
    expect(res.status).toBe(400);
    expect(res.json.issues.map((i: any) => i.path)).toContain(path);
  });

  test("the page count can be set by hand and corrected later (a PDF the browser cannot read)", async () => {
    const created = await admin("POST", "/api/catalogs", { ...body(), title: "Unreadable", pages: null });
    expect(created.json.pages).toBeNull();
    const fixed = await admin("PUT", `/api/catalogs/${created.json.id}`, {
      ...body(),
      title: "Unreadable",
      pages: 2000,
    });
    expect(fixed.status).toBe(200);
    expect((await admin("GET", `/api/catalogs/${created.json.id}`)).json.pages).toBe(2000);
  });

  test("a branch of another store is refused", async () => {
    const foreign = insertBranch(env.db, { storeId: otherStoreId, emirate: "ajman" });
    const res = await admin("POST", "/api/catalogs", { ...body(), branchId: foreign.id });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("The branch does not belong to that store");
  });
});
