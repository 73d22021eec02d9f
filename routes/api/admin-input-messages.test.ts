/**
 * Refusals that say what is wrong (issue 24, item 23): a new password equal to the current one
 * is refused by the server, and a store id sent as text is told it must be a number instead of
 * being told the store is missing.
 */
import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";
import { insertGroceryStores } from "#tests/helpers/grocery-stores.ts";

let storeId: number;
const { admin } = startTestApp({ admin: true, seed: (db) => ({ storeId } = insertGroceryStores(db)) });

describe("password change", () => {
  test("the current password is refused as the new one, beside the new password field", async () => {
    const same = await admin("POST", "/api/admin/password", {
      currentPassword: "correct horse",
      newPassword: "correct horse",
    });
    expect(same.status).toBe(400);
    expect(same.json.error).toBe("Invalid input: newPassword: The new password must differ from the current one");
    expect(same.json.issues).toEqual([
      { path: "newPassword", message: "The new password must differ from the current one" },
    ]);
    // Still signed in with the old password: nothing changed.
    expect((await admin("GET", "/api/admin/auth")).json.authenticated).toBe(true);
  });
});

describe("a store id", () => {
  const branch = (id: unknown) => ({ name: "Lulu Deira", storeId: id, emirate: "Dubai", address: "Deira" });
  const catalog = (id: unknown) => ({ title: "Weekly", storeId: id, fileUrl: "/media/catalogs/x.pdf" });

  test.each([
    ["branch", "/api/branches", branch],
    ["catalogue", "/api/catalogs", catalog],
  ] as const)("sent as text to the %s API is told to be a number", async (_, path, body) => {
    const res = await admin("POST", path, body(String(storeId)));
    expect(res.status).toBe(400);
    expect(res.json.issues).toEqual([
      { path: "storeId", message: "Store must be a number (the store's id), not text" },
    ]);
  });

  test.each([
    ["branch", "/api/branches", branch],
    ["catalogue", "/api/catalogs", catalog],
  ] as const)("missing, or null, is still 'Store is required' for the %s API", async (_, path, body) => {
    for (const id of [undefined, null]) {
      const res = await admin("POST", path, body(id));
      expect(res.status).toBe(400);
      expect(res.json.issues).toEqual([{ path: "storeId", message: "Store is required" }]);
    }
  });
});
