import { describe, expect, test } from "bun:test";
import { insertBranch, insertCatalog, insertCategory, insertStore } from "#db/seed/factories.ts";
import { addDays, dubaiToday } from "#lib/dates.ts";
import { startTestApp } from "#tests/helpers/app.ts";

const { env, anon, admin } = startTestApp({
  admin: true,
  seed(db) {
    const groceries = insertCategory(db, { name: "Groceries" });
    const carrefour = insertStore(db, {
      name: "Carrefour",
      categoryId: groceries.id,
      description: "Hypermarket with fresh food",
      featured: true,
    });
    insertBranch(db, { storeId: carrefour.id, emirate: "dubai", name: "Carrefour MOE", slug: "moe" });
    insertBranch(db, { storeId: carrefour.id, emirate: "sharjah", name: "Carrefour Sahara", slug: "sahara" });
    insertCatalog(db, { storeId: carrefour.id, title: "Live deals", expiryDate: addDays(dubaiToday(), 5) });
    insertCatalog(db, { storeId: carrefour.id, title: "Old deals", expiryDate: addDays(dubaiToday(), -5) });
    insertStore(db, {
      name: "Sharaf DG",
      categoryId: insertCategory(db, { name: "Electronics" }).id,
      description: "Phones and laptops",
    });
  },
});

describe("GET /api/stores", () => {
  test("lists stores with nested branches and catalogues and their counts", async () => {
    const { status, json } = await anon("GET", "/api/stores");
    expect(status).toBe(200);
    const carrefour = json.find((s: any) => s.slug === "carrefour");
    expect(carrefour).toMatchObject({
      name: "Carrefour",
      category: "Groceries",
      featured: true,
      branchCount: 2,
      catalogCount: 1,
    });
    expect(carrefour.branches.map((b: any) => b.emirate)).toEqual(["Dubai", "Sharjah"]);
    expect(carrefour.catalogs.map((c: any) => c.title)).toEqual(["Live deals"]);
  });

  test("admins also see expired catalogues", async () => {
    const { json } = await admin("GET", "/api/stores/by-slug/carrefour");
    expect(json.catalogs.map((c: any) => c.title).sort()).toEqual(["Live deals", "Old deals"]);
  });

  test("search matches name or description case-insensitively; emirate filters by branch", async () => {
    expect((await anon("GET", "/api/stores?search=HYPERMARKET")).json.map((s: any) => s.name)).toEqual(["Carrefour"]);
    expect((await anon("GET", "/api/stores?search=laptops")).json.map((s: any) => s.name)).toEqual(["Sharaf DG"]);
    expect((await anon("GET", "/api/stores?emirate=sharjah")).json.map((s: any) => s.name)).toEqual(["Carrefour"]);
    expect((await anon("GET", "/api/stores?emirate=Dubai")).json.map((s: any) => s.name)).toEqual(["Carrefour"]);
    expect((await anon("GET", "/api/stores?emirate=fujairah")).json).toEqual([]);
  });

  test("by slug and by id, with 404 for unknown ones and 400 for a bad id", async () => {
    const bySlug = await anon("GET", "/api/stores/by-slug/carrefour");
    expect(bySlug.status).toBe(200);
    const byId = await anon("GET", `/api/stores/${bySlug.json.id}?include=branches`);
    expect(byId.json.branches).toHaveLength(2);
    expect((await anon("GET", "/api/stores/by-slug/nope")).status).toBe(404);
    expect((await anon("GET", "/api/stores/999999")).json).toEqual({
      error: "Store not found",
      issues: [],
      code: "not_found",
    });
    expect((await anon("GET", "/api/stores/abc")).status).toBe(400);
  });
});

describe("writing stores", () => {
  const body = {
    name: "Home Centre",
    slug: "",
    category: "Groceries",
    description: "Furniture",
    logo: "",
    image: "",
    website: "https://www.homecentre.ae",
    phone: "",
    email: "",
    featured: false,
    premium: true,
  };

  test("needs an admin session", async () => {
    expect((await anon("POST", "/api/stores", body)).status).toBe(401);
    expect((await anon("PUT", "/api/stores/1", body)).status).toBe(401);
    expect((await anon("DELETE", "/api/stores/1")).status).toBe(401);
  });

  test("creates a store with a slug made from its name and empty optionals as null", async () => {
    const { status, json } = await admin("POST", "/api/stores", body);
    expect(status).toBe(201);
    expect(json).toMatchObject({
      name: "Home Centre",
      slug: "home-centre",
      category: "Groceries",
      premium: true,
      logo: null,
      phone: null,
      email: null,
    });
  });

  test("a duplicate slug is 409 with a readable message", async () => {
    const { status, json } = await admin("POST", "/api/stores", { ...body, name: "Home Centre" });
    expect(status).toBe(409);
    expect(json.error).toBe('A store with the slug "home-centre" already exists');
  });

  test.each([
    ["a missing name", { ...body, name: undefined }, "name"],
    ["a blank name", { ...body, name: "   " }, "name"],
    ["a wrong type", { ...body, featured: "yes" }, "featured"],
    ["an unknown field", { ...body, isAdmin: true }, ""],
    ["a bad email", { ...body, email: "not-an-email" }, "email"],
    ["a javascript: website", { ...body, website: "javascript:alert(1)" }, "website"],
    ["a bad slug", { ...body, slug: "Not A Slug!" }, "slug"],
    ["an over-long name", { ...body, name: "x".repeat(121) }, "name"],
  ])("rejects %s with 400 and says which field", async (_label, input, path) => {
    const { status, json } = await admin("POST", "/api/stores", input);
    expect(status).toBe(400);
    expect(json.error).toStartWith("Invalid input");
    expect(json.issues.map((i: any) => i.path)).toContain(path);
  });

  test("an unknown category is a 400 naming it", async () => {
    const { status, json } = await admin("POST", "/api/stores", { ...body, name: "Mystery", category: "Nope" });
    expect(status).toBe(400);
    expect(json.error).toBe('Unknown category "Nope"');
  });

  test("an update that leaves out the social links keeps them; one that sends them changes them", async () => {
    const created = (
      await admin("POST", "/api/stores", { ...body, name: "Social Store", facebook: "https://facebook.com/social" })
    ).json;
    const kept = await admin("PUT", `/api/stores/${created.id}`, {
      ...body,
      name: "Social Store",
      slug: "social-store",
    });
    expect(kept.json.facebook).toBe("https://facebook.com/social");
    const cleared = await admin("PUT", `/api/stores/${created.id}`, {
      ...body,
      name: "Social Store",
      slug: "social-store",
      facebook: "",
    });
    expect(cleared.json.facebook).toBeNull();
  });

  // A search only reads the index, so the write itself must leave the row indexed.
  test("a store created or renamed through the API is found by search at once, in both languages", async () => {
    const found = async (term: string) =>
      (await anon("GET", `/api/stores?search=${encodeURIComponent(term)}`)).json.map((s: any) => s.name);
    const created = (await admin("POST", "/api/stores", { ...body, name: "Danube Home", nameAr: "دانوب هوم" })).json;
    expect(await found("danube")).toEqual(["Danube Home"]);
    expect(await found("دانوب")).toEqual(["Danube Home"]);
    const renamed = { ...body, name: "Danube Buildmart", nameAr: "دانوب بيلدمارت", slug: "danube-home" };
    expect((await admin("PUT", `/api/stores/${created.id}`, renamed)).status).toBe(200);
    expect(await found("buildmart")).toEqual(["Danube Buildmart"]);
    expect(await found("بيلدمارت")).toEqual(["Danube Buildmart"]);
    expect(await found("هوم")).toEqual([]);
  });

  test("updates and deletes; deleting a store removes its branches and catalogues", async () => {
    const created = (await admin("POST", "/api/stores", { ...body, name: "Temp Store" })).json;
    const updated = await admin("PUT", `/api/stores/${created.id}`, {
      ...body,
      name: "Temp Store Renamed",
      slug: "temp-store",
    });
    expect(updated.status).toBe(200);
    expect(updated.json.name).toBe("Temp Store Renamed");
    insertBranch(env.db, { storeId: created.id, emirate: "ajman" });
    insertCatalog(env.db, { storeId: created.id });
    expect((await admin("DELETE", `/api/stores/${created.id}`)).json).toEqual({
      success: true,
      message: "Store deleted",
    });
    expect(env.db.$client.query("SELECT count(*) AS n FROM branches WHERE store_id = ?").get(created.id)).toEqual({
      n: 0,
    });
    expect(env.db.$client.query("SELECT count(*) AS n FROM catalogs WHERE store_id = ?").get(created.id)).toEqual({
      n: 0,
    });
    expect((await admin("DELETE", `/api/stores/${created.id}`)).status).toBe(404);
    expect((await admin("PUT", `/api/stores/${created.id}`, body)).status).toBe(404);
  });
});
