/**
 * One slug rule (src/lib/slug.ts) for forms, API and router: a name in Arabic or with Latin
 * diacritics gives a slug the API accepts and stores, and the page at that address is found
 * when the browser sends it percent-encoded.
 */
import { describe, expect, test } from "bun:test";
import { slugify } from "#lib/slug.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { insertGroceryStores } from "#tests/helpers/grocery-stores.ts";

let storeId: number;
const { admin, get } = startTestApp({ admin: true, seed: (db) => ({ storeId } = insertGroceryStores(db)) });
const enc = encodeURIComponent;

describe("slugs from Arabic names and Latin diacritics", () => {
  test("a store named in Arabic gets an Arabic slug; /store/<encoded> and /ar/store/<encoded> find it", async () => {
    const created = await admin("POST", "/api/stores", { name: "عروض رمضان", category: "Groceries" });
    expect(created.status).toBe(201);
    expect(created.json.slug).toBe("عروض-رمضان");
    for (const path of [`/store/${enc("عروض-رمضان")}`, `/ar/store/${enc("عروض-رمضان")}`]) {
      const { res, html } = await get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(html).toContain("عروض رمضان");
    }
    expect((await admin("GET", `/api/stores/by-slug/${enc("عروض-رمضان")}`)).json.name).toBe("عروض رمضان");
    const sitemap = await (await get("/sitemap.xml")).html;
    expect(sitemap).toContain(`/store/${enc("عروض-رمضان")}</loc>`);
  });

  test("the slug the form makes is the slug the API accepts, for stores, branches and posts", async () => {
    const name = "Ünïcode Crème";
    expect(slugify(name)).toBe("unicode-creme");
    const store = await admin("POST", "/api/stores", { name, slug: slugify(name), category: "Groceries" });
    expect(store.json.slug).toBe("unicode-creme");
    const branch = await admin("POST", "/api/branches", {
      name: "فرع دبي مول",
      slug: slugify("فرع دبي مول"),
      storeId,
      emirate: "Dubai",
      address: "Dubai Mall",
    });
    expect(branch.status).toBe(201);
    expect(branch.json.slug).toBe("فرع-دبي-مول");
    expect((await get(`/branch/lulu/${enc("فرع-دبي-مول")}`)).res.status).toBe(200);
    const post = await admin("POST", "/api/blogs", {
      title: "أفضل عروض العيد",
      slug: slugify("أفضل عروض العيد"),
      category: "Shopping Guide",
      status: "published",
      content: "<p>نص</p>",
    });
    expect(post.status).toBe(201);
    expect(post.json.slug).toBe("أفضل-عروض-العيد");
    expect((await get(`/blog/${enc("أفضل-عروض-العيد")}`)).res.status).toBe(200);
  });

  test("an empty slug is made from an Arabic name on the server too; categories and emirates get one", async () => {
    const store = await admin("POST", "/api/stores", { name: "كارفور  السعادة!", slug: "", category: "Groceries" });
    expect(store.json.slug).toBe("كارفور-السعادة");
    const category = await admin("POST", "/api/categories", { name: "عطور" });
    expect(category.status).toBe(201);
    expect(category.json.slug).toBe("عطور");
  });

  test("a slug that breaks the rule is still refused, naming the field", async () => {
    for (const slug of ["Upper", "a--b", "ü", "عُروض", "a_b"]) {
      const res = await admin("POST", "/api/stores", { name: "Bad slug", slug, category: "Groceries" });
      expect({ slug, status: res.status, path: res.json.issues[0]?.path }).toEqual({ slug, status: 400, path: "slug" });
    }
  });
});
