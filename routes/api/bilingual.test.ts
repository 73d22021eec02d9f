/**
 * Arabic fields through the API: every entity reads and writes `…Ar` beside the spec's
 * English fields; Arabic is optional; a client that does not send them keeps them.
 */
import { describe, expect, test } from "bun:test";
import { insertCategory, insertStore } from "#db/seed/factories.ts";
import { startTestApp } from "#tests/helpers/app.ts";

let groceriesId = 0;
let storeId = 0;
const { anon, admin } = startTestApp({
  admin: true,
  seed(db) {
    groceriesId = insertCategory(db, { name: "Groceries", nameAr: "بقالة" }).id;
    storeId = insertStore(db, { name: "Lulu Hypermarket", nameAr: "لولو هايبرماركت", categoryId: groceriesId }).id;
  },
});

const issuePaths = (json: any) => json.issues.map((i: { path: string }) => i.path);

describe("stores", () => {
  const carrefour = {
    name: "Carrefour",
    nameAr: "كارفور",
    category: "Groceries",
    description: "Hypermarket with fresh food",
    descriptionAr: "هايبرماركت بأغذية طازجة",
  };

  test("Arabic written is Arabic read, with the category's Arabic name", async () => {
    const created = await admin("POST", "/api/stores", carrefour);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      name: "Carrefour",
      slug: "carrefour",
      nameAr: "كارفور",
      descriptionAr: "هايبرماركت بأغذية طازجة",
      category: "Groceries",
      categoryAr: "بقالة",
    });
    const read = await anon("GET", `/api/stores/${created.json.id}`);
    expect(read.json).toMatchObject({ nameAr: "كارفور", descriptionAr: "هايبرماركت بأغذية طازجة" });
    expect((await anon("GET", "/api/stores")).json.find((s: any) => s.slug === "carrefour").nameAr).toBe("كارفور");
  });

  test("Arabic is optional: missing or blank is null", async () => {
    const res = await admin("POST", "/api/stores", { name: "Nesto", category: "Groceries", nameAr: "   " });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ nameAr: null, descriptionAr: null });
  });

  test("an update that does not mention the Arabic fields keeps them; null clears them; the slug stays", async () => {
    const { json } = await anon("GET", "/api/stores/by-slug/carrefour");
    const english = { name: "Carrefour", category: "Groceries", description: "Now open 24 hours" };
    const kept = await admin("PUT", `/api/stores/${json.id}`, english);
    expect(kept.json).toMatchObject({ description: "Now open 24 hours", nameAr: "كارفور", slug: "carrefour" });
    const cleared = await admin("PUT", `/api/stores/${json.id}`, { ...english, descriptionAr: null });
    expect(cleared.json).toMatchObject({ nameAr: "كارفور", descriptionAr: null, slug: "carrefour" });
  });

  test.each([
    [{ nameAr: "ك".repeat(121) }, "nameAr"],
    [{ nameAr: 5 }, "nameAr"],
    [{ descriptionAr: ["نص"] }, "descriptionAr"],
    [{ nameArabic: "كارفور" }, ""],
  ])("bad Arabic input %p is a 400 naming the field", async (extra, path) => {
    const res = await admin("POST", "/api/stores", { name: "Bad input", category: "Groceries", ...extra });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("validation_failed");
    if (path) expect(issuePaths(res.json)).toContain(path);
  });
});

describe("branches and catalogues", () => {
  test("a branch's Arabic name, address and hours, and its emirate's Arabic name", async () => {
    const body = {
      name: "Lulu Al Wahda",
      nameAr: "لولو الوحدة",
      storeId,
      emirate: "Abu Dhabi",
      address: "Al Wahda Mall, Hazza Bin Zayed St",
      addressAr: "الوحدة مول، شارع هزاع بن زايد",
      hours: "8:00-24:00",
      hoursAr: "٨ صباحًا - ١٢ منتصف الليل",
    };
    const emirates = (await anon("GET", "/api/emirates")).json;
    if (!emirates.some((e: any) => e.slug === "abudhabi"))
      await admin("POST", "/api/emirates", { name: "Abu Dhabi", nameAr: "أبوظبي" });
    const created = await admin("POST", "/api/branches", body);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ ...body, emirate: "Abu Dhabi", emirateAr: "أبوظبي" });
    expect(created.json.store).toMatchObject({ name: "Lulu Hypermarket", nameAr: "لولو هايبرماركت" });
    const { nameAr: _n, addressAr: _a, hoursAr: _h, ...english } = body;
    const kept = await admin("PUT", `/api/branches/${created.json.id}`, { ...english, hours: "24 hours" });
    expect(kept.json).toMatchObject({ hours: "24 hours", hoursAr: body.hoursAr, addressAr: body.addressAr });
    expect((await admin("POST", "/api/branches", { ...body, slug: "x", addressAr: "ع".repeat(301) })).status).toBe(400);
  });

  test("a catalogue's Arabic title and description, and its store's Arabic name", async () => {
    const body = {
      title: "Weekend deals",
      titleAr: "عروض نهاية الأسبوع",
      descriptionAr: "خصومات على الفواكه",
      storeId,
      fileUrl: "/media/catalogs/weekend.pdf",
    };
    const created = await admin("POST", "/api/catalogs", body);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ ...body, description: null, store: { nameAr: "لولو هايبرماركت" } });
    const { titleAr: _t, descriptionAr: _d, ...english } = body;
    const kept = await admin("PUT", `/api/catalogs/${created.json.id}`, { ...english, pages: 12 });
    expect(kept.json).toMatchObject({ pages: 12, titleAr: body.titleAr, descriptionAr: body.descriptionAr });
    expect((await admin("POST", "/api/catalogs", { ...body, titleAr: { ar: "x" } })).status).toBe(400);
  });
});

describe("categories and emirates", () => {
  test("names in both languages; a rename without the Arabic name keeps it", async () => {
    const created = await admin("POST", "/api/categories", { name: "Pharmacies", nameAr: "صيدليات", icon: "💊" });
    expect(created.json).toMatchObject({ name: "Pharmacies", nameAr: "صيدليات" });
    const renamed = await admin("PATCH", `/api/categories/${created.json.id}`, { name: "Pharmacy", icon: "💊" });
    expect(renamed.json).toMatchObject({ name: "Pharmacy", nameAr: "صيدليات" });
    expect((await anon("GET", "/api/categories")).json.find((c: any) => c.name === "Pharmacy").nameAr).toBe("صيدليات");
    expect((await admin("PATCH", `/api/categories/${created.json.id}`, { name: "P", nameAr: 1 })).status).toBe(400);

    const emirate = await admin("POST", "/api/emirates", { name: "Al Ain Region", nameAr: "منطقة العين" });
    expect(emirate.json).toMatchObject({ nameAr: "منطقة العين" });
    const renamedEmirate = await admin("PUT", `/api/emirates/${emirate.json.id}`, { name: "Al Ain" });
    expect(renamedEmirate.json).toMatchObject({ name: "Al Ain", nameAr: "منطقة العين" });
    const arabicOnly = await admin("PUT", `/api/emirates/${emirate.json.id}`, { name: "Al Ain", nameAr: "العين" });
    expect(arabicOnly.json).toMatchObject({ name: "Al Ain", nameAr: "العين" });
  });
});

describe("blog posts", () => {
  const post = {
    title: "Ramadan savings",
    titleAr: "التوفير في رمضان",
    category: "Shopping Guide",
    status: "published",
    content: "<p>Dates and more.</p>",
    contentAr: '<p dir="rtl">تمور <strong>وأكثر</strong><script>alert(1)</script></p>',
    tags: ["ramadan"],
    tagsAr: ["رمضان", " تمور ", ""],
    languages: "both",
  };

  test("both versions are stored; Arabic HTML is sanitised like English; the Arabic excerpt comes from its text", async () => {
    const created = await admin("POST", "/api/blogs", post);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      slug: "ramadan-savings",
      titleAr: "التوفير في رمضان",
      tagsAr: ["رمضان", "تمور"],
      languages: "both",
      excerptAr: "تمور وأكثر",
    });
    expect(created.json.contentAr).toContain("<strong>وأكثر</strong>");
    expect(created.json.contentAr).not.toContain("script");
    const read = await anon("GET", "/api/blogs/slug/ramadan-savings");
    expect(read.json).toMatchObject({ titleAr: "التوفير في رمضان", languages: "both" });
  });

  test("posts are English only unless told; a client that does not send the Arabic fields keeps them", async () => {
    const english = await admin("POST", "/api/blogs", {
      ...post,
      title: "Plain",
      titleAr: null,
      contentAr: null,
      tagsAr: undefined,
      languages: undefined,
    });
    expect(english.json).toMatchObject({
      languages: "en",
      titleAr: null,
      contentAr: null,
      excerptAr: null,
      tagsAr: [],
    });

    const { json } = await anon("GET", "/api/blogs/slug/ramadan-savings");
    const { titleAr: _t, contentAr: _c, tagsAr: _g, languages: _l, ...spec } = post;
    const kept = await admin("PUT", `/api/blogs/${json.id}`, {
      ...spec,
      slug: "ramadan-savings",
      title: "Ramadan savings 2026",
    });
    expect(kept.json).toMatchObject({
      title: "Ramadan savings 2026",
      slug: "ramadan-savings",
      titleAr: "التوفير في رمضان",
      tagsAr: ["رمضان", "تمور"],
      languages: "both",
    });
  });

  test.each([
    [{ languages: "fr" }, "languages"],
    [{ languages: "ar", titleAr: "" }, "titleAr"],
    [{ languages: "both", contentAr: "  " }, "contentAr"],
    [{ languages: "ar", contentAr: "<script>x</script>" }, "contentAr"], // nothing left once sanitised
    [{ tagsAr: ["و".repeat(41)] }, "tagsAr.0"],
    [{ contentAr: 42 }, "contentAr"],
  ])("%p is a 400 naming %p", async (extra, path) => {
    const res = await admin("POST", "/api/blogs", { ...post, title: `Bad ${path}`, ...extra });
    expect(res.status).toBe(400);
    expect(issuePaths(res.json)).toContain(path);
  });
});
