import { describe, expect, test } from "bun:test";
import { insertBranch } from "#db/seed/factories.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { insertGroceryStores } from "#tests/helpers/grocery-stores.ts";

const { anon, admin } = startTestApp({
  admin: true,
  seed(db) {
    const { storeId } = insertGroceryStores(db);
    // Lulu also in Dubai, as the branch tests leave it: Dubai then counts two stores.
    insertBranch(db, { storeId, emirate: "dubai" });
  },
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
    expect(refused.json).toMatchObject({
      error: "This category is used by 2 stores; move them to another category first",
      code: "conflict",
    });
    expect((await admin("DELETE", `/api/categories/${created.json.id}`)).status).toBe(200);
  });

  test("emirates: counts are derived; one with branches cannot be deleted", async () => {
    const list = (await anon("GET", "/api/emirates")).json;
    expect(list.find((e: any) => e.slug === "dubai").storeCount).toBe(2);
    const added = await admin("POST", "/api/emirates", { name: "Test Emirate", storeCount: "12" });
    expect(added.status).toBe(201);
    expect(added.json.storeCount).toBe(0);
    expect(
      (await admin("PUT", `/api/emirates/${added.json.id}`, { name: "Renamed Emirate", storeCount: 3 })).json.name,
    ).toBe("Renamed Emirate");
    const refused = await admin("DELETE", `/api/emirates/${list[0].id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatch(/^This emirate is used by \d+ branch(es)?; move or delete (it|them) first$/);
    expect((await admin("DELETE", `/api/emirates/${added.json.id}`)).status).toBe(200);
  });
});
