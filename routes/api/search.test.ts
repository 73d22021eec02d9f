/**
 * Search in both languages from either interface, through the API and the pages, and
 * input that would be FTS5 syntax if it reached MATCH unquoted.
 */
import { describe, expect, test } from "bun:test";
import { insertBlogPost, insertCatalog, insertCategory, insertStore } from "../../db/seed/factories.ts";
import { startTestApp } from "../../tests/helpers/app.ts";

const { anon, get } = startTestApp({
  seed(db) {
    const groceries = insertCategory(db, { name: "Groceries", nameAr: "بقالة" });
    const carrefour = insertStore(db, {
      name: "Carrefour",
      nameAr: "كارفور",
      description: "Hypermarket with fresh food",
      descriptionAr: "هايبرماركت بأغذية طازجة",
      categoryId: groceries.id,
    });
    const sharaf = insertStore(db, {
      name: "Sharaf DG",
      nameAr: "شرف دي جي",
      description: "Phones and laptops",
      categoryId: insertCategory(db, { name: "Electronics", nameAr: "الإلكترونيات" }).id,
    });
    const other = insertCategory(db, { name: "Hypermarkets" });
    insertStore(db, { name: "Nesto", description: "English only", categoryId: other.id });
    insertCatalog(db, { storeId: carrefour.id, title: "Weekly deals", titleAr: "عروض الأسبوع" });
    insertCatalog(db, { storeId: sharaf.id, title: "Back to school", descriptionAr: "حواسيب محمولة" });
    insertBlogPost(db, { title: "Ramadan savings", titleAr: "التوفير في رمضان", tagsAr: ["تمور"] });
    insertBlogPost(db, { title: "Summer fashion", excerptAr: "أزياء الصيف" });
  },
});

const q = encodeURIComponent;
const apiStores = async (s: string) => (await anon("GET", `/api/stores?search=${q(s)}`)).json.map((x: any) => x.name);
const apiCatalogs = async (s: string) =>
  (await anon("GET", `/api/catalogs?search=${q(s)}`)).json.map((x: any) => x.title);

describe("either language finds the same records, from either interface", () => {
  test.each([
    ["carrefour", "Carrefour"],
    ["كارفور", "Carrefour"],
    ["كَارْفُور", "Carrefour"], // with tashkeel
    ["طازجه", "Carrefour"], // ta marbuta typed as ha
    ["بقالة", "Carrefour"], // the category's Arabic name
    ["شرف", "Sharaf DG"],
    ["الكترونيات", "Sharaf DG"], // alef without hamza, and without the article of "الإلكترونيات"
    ["البقالة", "Carrefour"], // with an article the text does not have
    ["sharaf dg", "Sharaf DG"],
  ])("%p finds %p through GET /api/stores and on /stores and /ar/stores", async (term, name) => {
    expect(await apiStores(term)).toEqual([name]);
    for (const path of ["/stores", "/ar/stores"]) {
      const { res, html } = await get(`${path}?search=${q(term)}`);
      expect(res.status).toBe(200);
      expect(html).toContain(
        `href="${path === "/stores" ? "" : "/ar"}/store/${name === "Carrefour" ? "carrefour" : "sharaf-dg"}"`,
      );
      expect(html).not.toContain('href="/store/nesto"');
      expect(html).not.toContain('href="/ar/store/nesto"');
    }
  });

  test("catalogues: by Arabic title, Arabic description or the store's Arabic name, on the API and both pages", async () => {
    expect(await apiCatalogs("عروض")).toEqual(["Weekly deals"]);
    expect(await apiCatalogs("كارفور")).toEqual(["Weekly deals"]);
    expect(await apiCatalogs("حواسيب")).toEqual(["Back to school"]);
    expect(await apiCatalogs("weekly")).toEqual(["Weekly deals"]);
    for (const path of ["/catalogs", "/ar/catalogs"]) {
      const html = (await get(`${path}?search=${q("عروض الاسبوع")}`)).html;
      // Each page shows the title in its language when there is one.
      expect(html).toContain(path === "/catalogs" ? "Weekly deals" : "عروض الأسبوع");
      expect(html).not.toContain("Back to school");
    }
  });

  test("blog: by Arabic title, excerpt or tag, on both pages", async () => {
    for (const path of ["/blog", "/ar/blog"]) {
      for (const [term, title, other] of [
        ["رمضان", "Ramadan savings", "Summer fashion"],
        ["تمور", "Ramadan savings", "Summer fashion"],
        ["ازياء", "Summer fashion", "Ramadan savings"],
        ["ramadan", "Ramadan savings", "Summer fashion"],
      ]) {
        const html = (await get(`${path}?search=${q(term!)}`)).html;
        expect({ path, term, found: html.includes(title!), other: html.includes(other!) }).toEqual({
          path,
          term,
          found: true,
          other: false,
        });
      }
    }
  });
});

describe("hostile search input is text, never FTS5 syntax", () => {
  const HOSTILE = [
    '"',
    '""',
    "'",
    '"carrefour',
    "carrefour\"'",
    "NEAR(carrefour fresh)",
    "carrefour NEAR fresh",
    "NEAR",
    "*",
    "**carrefour**",
    "carrefour*",
    "(",
    ")",
    "((carrefour",
    "carrefour)",
    "[carrefour]",
    "{carrefour}",
    "-carrefour",
    "carrefour -",
    ":",
    "name:carrefour",
    "^carrefour",
    "carrefour AND",
    "OR",
    "NOT carrefour",
    "carrefour + fresh",
    "\\",
    "%",
    "_",
    "'; DROP TABLE stores; --",
    "ك\u200fارفور",
    "😀",
  ];

  test.each(HOSTILE)("%p: 200 from the API and the pages, never a 500", async (term) => {
    for (const path of ["/api/stores", "/api/catalogs"]) {
      const res = await anon("GET", `${path}?search=${q(term)}`);
      expect({ term, path, status: res.status }).toEqual({ term, path, status: 200 });
      expect(Array.isArray(res.json)).toBe(true);
    }
    for (const path of ["/stores", "/ar/stores", "/catalogs", "/ar/catalogs", "/blog", "/ar/blog", "/"]) {
      const { res } = await get(`${path}?search=${q(term)}`);
      expect({ term, path, status: res.status }).toEqual({ term, path, status: 200 });
    }
  });

  test("operators and punctuation around a word still find it; a word that is not there finds nothing", async () => {
    for (const term of [
      '"carrefour',
      "carrefour)",
      "((carrefour",
      "[carrefour]",
      "-carrefour",
      "^carrefour",
      "**carre**",
    ])
      expect({ term, found: await apiStores(term) }).toEqual({ term, found: ["Carrefour"] });
    expect(await apiStores("carrefour NEAR fresh")).toEqual([]); // "near" is just a word here, and not in the text
    expect(await apiStores("NOT carrefour")).toEqual([]);
    expect(await apiStores("carrefour fresh")).toEqual(["Carrefour"]);
  });

  test("text without a letter or digit finds nothing rather than everything", async () => {
    for (const term of ['"', "*", "(", ":", "%", "-"]) expect(await apiStores(term)).toEqual([]);
  });

  test("a 10 KB query: the API refuses it as too long (400), the pages search its first 100 characters", async () => {
    const long = `carrefour ${"x".repeat(10_240)}`;
    const res = await anon("GET", `/api/stores?search=${q(long)}`);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("validation_failed");
    const page = await get(`/stores?search=${q(long)}`);
    expect(page.res.status).toBe(200);
    const words = await get(`/stores?search=${q(`carrefour ${"word ".repeat(2000)}`)}`);
    expect(words.res.status).toBe(200);
  });
});
