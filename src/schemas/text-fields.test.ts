/**
 * Text is trimmed by the shared schemas, so the API and the forms store the same thing:
 * spaces (also no-break and ideographic ones) and zero-width characters at the edges go,
 * and a required name made only of them is refused.
 */
import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";
import { insertGroceryStores } from "#tests/helpers/grocery-stores.ts";

let storeId: number;
const { admin } = startTestApp({ admin: true, seed: (db) => ({ storeId } = insertGroceryStores(db)) });

/** Invisible at the edges of a pasted name: space, tab, no-break, zero-width, BOM, ideographic. */
const PAD = ["  ", "\t", "\u00a0", "\u200b", "\ufeff", "\u3000", "\u2060"];
const padded = (s: string, i = 0) =>
  `${PAD[i % PAD.length]}${PAD[(i + 3) % PAD.length]}${s}${PAD[(i + 1) % PAD.length]}`;

describe("text fields are trimmed on the server", () => {
  test('"  Carrefour  " is saved as "Carrefour", with every other text field trimmed too', async () => {
    const res = await admin("POST", "/api/stores", {
      name: "  Carrefour  ",
      category: "  Groceries ",
      description: padded("Fresh food", 1),
      phone: padded("+971 4 000 0000", 2),
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: "Carrefour",
      slug: "carrefour",
      category: "Groceries",
      description: "Fresh food",
      phone: "+971 4 000 0000",
    });
  });

  test.each(PAD.map((_, i) => i))("invisible characters around a name are dropped (%p)", async (i) => {
    const res = await admin("POST", "/api/stores", { name: padded(`Store ${i}`, i), category: "Groceries" });
    expect(res.status).toBe(201);
    expect(res.json.name).toBe(`Store ${i}`);
  });

  test.each(["   ", "\u00a0\u200b", "\u3000\t\ufeff"])("a name of only %p is refused", async (name) => {
    const res = await admin("POST", "/api/stores", { name, category: "Groceries" });
    expect(res.status).toBe(400);
    expect(res.json.issues).toContainEqual({ path: "name", message: "Name is required" });
  });

  test("branches, catalogues, posts, categories and emirates store trimmed text", async () => {
    const branch = await admin("POST", "/api/branches", {
      name: padded("Lulu Mall Branch"),
      storeId,
      emirate: padded("Dubai", 2),
      address: padded("Al Barsha 1", 3),
      hours: padded("9-5", 4),
    });
    expect(branch.json).toMatchObject({ name: "Lulu Mall Branch", address: "Al Barsha 1", hours: "9-5" });
    const catalog = await admin("POST", "/api/catalogs", {
      title: padded("Weekly deals", 1),
      storeId,
      category: padded("Fashion", 2),
      fileUrl: "/media/c.pdf",
    });
    expect(catalog.json).toMatchObject({ title: "Weekly deals", category: "Fashion" });
    const post = await admin("POST", "/api/blogs", {
      title: padded("Eid picks", 5),
      category: " Fashion\u200b",
      status: " Published ",
      tags: [padded("eid", 1), "\u200b"],
    });
    expect(post.status).toBe(201);
    expect(post.json).toMatchObject({ title: "Eid picks", category: "Fashion", status: "published", tags: ["eid"] });
    const category = await admin("POST", "/api/categories", { name: padded("Perfumes", 6), icon: padded("🌸", 6) });
    expect(category.json).toMatchObject({ name: "Perfumes", icon: "🌸" });
    const emirate = await admin("POST", "/api/emirates", { name: padded("Khor Fakkan", 4) });
    expect(emirate.json).toMatchObject({ name: "Khor Fakkan" });
    expect((await admin("POST", "/api/categories", { name: "\u200b " })).status).toBe(400);
  });
});
