/**
 * The demo in Arabic: every record has Arabic written as Arabic (no Latin placeholders), except
 * the few kept English-only on purpose so the fallback shows, and an Arabic-speaking shopper
 * finds the demo stores, catalogues and articles by typing Arabic.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { listCatalogsForApi } from "#db/queries/catalogs-api.ts";
import { listPublishedPosts } from "#db/queries/posts.ts";
import { listStoresForApi } from "#db/queries/stores.ts";
import { addDays } from "#lib/dates.ts";
import { EMIRATES } from "#lib/emirates.ts";
import { sanitizeBlogHtml } from "#server/sanitize.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { CATALOG_TITLES_AR } from "./data/catalogs-ar.ts";
import { HOURS, PLACES } from "./data/places.ts";
import { seedDemo } from "./demo.ts";
import { planCatalogs } from "./steps/catalog-plan.ts";

const today = "2026-11-23";
const env = freshDb();
afterAll(() => env.cleanup());
// Two copies, so the copies' Arabic ("كارفور 2") is checked too.
await seedDemo(env.db, { dataDir: env.dataDir, scale: 2, today });
const q = <T>(sql: string) => env.db.$client.query(sql).all() as T[];
const v = { today, includeExpired: true };

/** The stores left English-only on purpose (data/stores.ts), and their copies. */
const ENGLISH_ONLY_STORES = ["Go Sport", "Pan Emirates", "R&B Fashion", "Rivoli"];
const isEnglishOnly = (store: string) => ENGLISH_ONLY_STORES.includes(store.replace(/ \d+$/, ""));

const ARABIC_LETTER = /\p{Script=Arabic}/u;
const LATIN_LETTER = /[A-Za-z]/;

/** Why `text` is not Arabic written as Arabic, or null when it is. */
function notArabic(text: string | null): string | null {
  if (text === null || !text.trim()) return "empty";
  const visible = text.replace(/<[^>]+>/g, " ");
  if (!ARABIC_LETTER.test(visible)) return `no Arabic letter in "${text}"`;
  if (LATIN_LETTER.test(visible)) return `Latin letters in "${visible}"`;
  if (/[{}]|undefined|null/.test(visible)) return `a placeholder in "${visible}"`;
  return null;
}

/** Asserts every `[label, arabic]` pair is Arabic, naming the failures. */
function expectArabic(pairs: [string, string | null][]): void {
  const bad = pairs.flatMap(([label, text]) => {
    const why = notArabic(text);
    return why ? [`${label}: ${why}`] : [];
  });
  expect(bad).toEqual([]);
}

describe("stores", () => {
  const stores = q<{ name: string; name_ar: string | null; description_ar: string | null }>(
    "SELECT name, name_ar, description_ar FROM stores",
  );

  test("every store has an Arabic name and description, except the small ones kept English-only", () => {
    const without = stores.filter((s) => s.name_ar === null).map((s) => s.name.replace(/ \d+$/, ""));
    expect([...new Set(without)].sort()).toEqual(ENGLISH_ONLY_STORES);
    for (const s of stores) expect(s.description_ar === null).toBe(s.name_ar === null);
    expectArabic(
      stores
        .filter((s) => s.name_ar)
        .flatMap((s) => [
          [s.name, s.name_ar],
          [s.name, s.description_ar],
        ]),
    );
  });

  test("the names are the ones shoppers know, and a copy reuses the Arabic of the first", () => {
    const arabic = new Map(stores.map((s) => [s.name, s.name_ar]));
    expect(arabic.get("Carrefour")).toBe("كارفور");
    expect(arabic.get("Lulu Hypermarket")).toBe("لولو هايبرماركت");
    expect(arabic.get("Sharaf DG")).toBe("شرف دي جي");
    expect(arabic.get("IKEA")).toBe("ايكيا");
    expect(arabic.get("Carrefour 2")).toBe("كارفور 2");
    expect(new Set(stores.map((s) => s.name_ar).filter(Boolean)).size).toBe(stores.filter((s) => s.name_ar).length);
  });
});

describe("branches", () => {
  const rows = q<{
    store: string;
    store_ar: string | null;
    emirate: string;
    name: string;
    name_ar: string | null;
    address_ar: string | null;
    hours: string;
    hours_ar: string | null;
  }>(
    `SELECT s.name AS store, s.name_ar AS store_ar, e.slug AS emirate, b.name, b.name_ar, b.address_ar, b.hours, b.hours_ar
     FROM branches b JOIN stores s ON s.id = b.store_id JOIN emirates e ON e.id = b.emirate_id`,
  );

  test("a translated store's branches are named after its Arabic name and the mall as written locally, in Arabic hours", () => {
    const translated = rows.filter((r) => r.store_ar);
    expect(translated.length).toBeGreaterThan(0);
    for (const r of translated) {
      const place = PLACES[r.emirate]!.find((p) => r.name === `${r.store} - ${p.name}`)!;
      const emirate = EMIRATES.find((e) => e.slug === r.emirate)!;
      expect(r.name_ar).toBe(`${r.store_ar} - ${place.nameAr}`);
      expect(r.address_ar).toBe(`${place.nameAr}، ${place.areaAr}، ${emirate.nameAr}`);
      expect(r.hours_ar).toBe(HOURS.find((h) => h.en === r.hours)!.ar);
    }
    expectArabic(
      rows
        .filter((r) => r.store_ar)
        .flatMap((r) => [
          [r.name, r.name_ar],
          [r.name, r.address_ar],
          [r.name, r.hours_ar],
        ]),
    );
  });

  test("an English-only store's branches have no Arabic, so the fallback shows on them too", () => {
    const english = rows.filter((r) => isEnglishOnly(r.store));
    expect(english.length).toBeGreaterThan(0);
    for (const r of english) expect([r.name_ar, r.address_ar, r.hours_ar]).toEqual([null, null, null]);
  });

  test("every demo place has an Arabic name and area", () => {
    expectArabic(
      Object.values(PLACES).flatMap((ps) =>
        ps.flatMap((p) => [
          [p.name, p.nameAr],
          [p.area, p.areaAr],
        ]),
      ),
    );
  });
});

describe("catalogues", () => {
  const rows = q<{
    store: string;
    title: string;
    title_ar: string | null;
    description_ar: string | null;
    position: number;
  }>(
    `SELECT s.name AS store, k.title, k.title_ar, k.description_ar,
       (SELECT count(*) FROM catalogs o WHERE o.store_id = k.store_id AND o.id < k.id) AS position
     FROM catalogs k JOIN stores s ON s.id = k.store_id`,
  );

  test("every catalogue has its Arabic title and description, except the English-only stores' and Magrudy's second", () => {
    const english = rows.filter((r) => r.title_ar === null);
    for (const r of english)
      expect(isEnglishOnly(r.store) || (/^Magrudy's( \d+)?$/.test(r.store) && r.position === 1)).toBe(true);
    expect(english.some((r) => r.store === "Magrudy's")).toBe(true);
    const translated = rows.filter((r) => r.title_ar);
    expect(translated.length).toBeGreaterThan(0);
    for (const r of translated) {
      expect(r.title_ar).toBe(CATALOG_TITLES_AR[r.title]!);
      expect(r.description_ar).toContain(`«${r.title_ar}»`);
    }
    expectArabic(
      rows
        .filter((r) => r.title_ar)
        .flatMap((r) => [
          [r.title, r.title_ar],
          [r.title, r.description_ar],
        ]),
    );
  });

  test("every title a catalogue can get on any day of three years has its Arabic", () => {
    const titles = new Set<string>();
    for (let day = "2025-01-01"; day <= "2027-12-31"; day = addDays(day, 3))
      for (const store of planCatalogs(day)) for (const c of store) titles.add(c.title);
    expect([...titles].filter((t) => !CATALOG_TITLES_AR[t])).toEqual([]);
    expectArabic(Object.entries(CATALOG_TITLES_AR));
  });
});

test("every category and emirate has its Arabic name", () => {
  const categories = q<{ name: string; name_ar: string | null }>("SELECT name, name_ar FROM categories");
  expectArabic(categories.map((c) => [c.name, c.name_ar]));
  const emirates = q<{ slug: string; name_ar: string | null }>(
    "SELECT slug, name_ar FROM emirates ORDER BY sort_order",
  );
  expect(emirates.map((e) => e.name_ar)).toEqual([
    "دبي",
    "أبوظبي",
    "الشارقة",
    "عجمان",
    "الفجيرة",
    "رأس الخيمة",
    "أم القيوين",
  ]);
});

describe("articles", () => {
  const posts = q<{
    title: string;
    status: string;
    languages: string;
    title_ar: string | null;
    excerpt_ar: string | null;
    content_ar: string | null;
    tags_ar: string;
    content: string;
  }>("SELECT title, status, languages, title_ar, excerpt_ar, content_ar, tags_ar, content FROM blog_posts");

  test("at least half of the articles, and of the published ones, have an Arabic version; one is Arabic-only", () => {
    const arabic = posts.filter((p) => p.languages !== "en");
    expect(arabic.length * 2).toBeGreaterThanOrEqual(posts.length);
    const published = posts.filter((p) => p.status === "published");
    expect(published.filter((p) => p.languages !== "en").length * 2).toBeGreaterThanOrEqual(published.length);
    expect(posts.filter((p) => p.languages === "ar").map((p) => p.title)).toEqual([
      "Buying Gold in the UAE: Paying a Fair Price",
    ]);
    // English-only on purpose, one of them published, so the fallback shows on the blog.
    expect(published.some((p) => p.languages === "en")).toBe(true);
    for (const p of posts) expect(p.title_ar === null).toBe(p.languages === "en");
  });

  test("the Arabic versions are Arabic, dated like the English, with clean HTML the sanitiser keeps as it is", () => {
    const arabic = posts.filter((p) => p.title_ar);
    expectArabic(
      arabic.flatMap((p) => [
        [p.title, p.title_ar],
        [p.title, p.excerpt_ar],
        [p.title, p.content_ar],
        ...(JSON.parse(p.tags_ar) as string[]).map((t): [string, string] => [p.title, t]),
      ]),
    );
    for (const p of arabic) {
      expect(JSON.parse(p.tags_ar).length).toBeGreaterThan(0);
      expect(sanitizeBlogHtml(p.content_ar!)).toBe(p.content_ar!);
    }
    // The English too: both are what the editor would have saved.
    for (const p of posts) expect(sanitizeBlogHtml(p.content)).toBe(p.content);
    const dsf = posts.find((p) => p.title.startsWith("Dubai Shopping Festival"))!;
    expect(dsf.title_ar).toStartWith(`مهرجان دبي للتسوق ${dsf.title.match(/\d{4}/)![0]}:`);
  });
});

describe("an Arabic-speaking shopper finds the demo by typing Arabic", () => {
  const storeNames = (search: string) => listStoresForApi(env.db, { search }, v).map((s) => s.name);

  test("store search: كارفور finds Carrefour, لولو finds Lulu, and other spellings of an Arabic name work too", () => {
    expect(storeNames("كارفور")).toEqual(["Carrefour", "Carrefour 2"]);
    expect(storeNames("لولو")).toEqual(["Lulu Hypermarket", "Lulu Hypermarket 2"]);
    expect(storeNames("إيكيا")).toEqual(["IKEA", "IKEA 2"]);
    expect(storeNames("شرف")).toContain("Sharaf DG");
    // By the Arabic category name: every pharmacy.
    expect(storeNames("صيدليات")).toEqual(expect.arrayContaining(["Life Pharmacy", "Aster Pharmacy"]));
  });

  test("catalogue search: an Arabic campaign name finds its catalogues, and only those", () => {
    const found = listCatalogsForApi(env.db, { search: "الجمعة البيضاء" }, v);
    const expected = q<{ id: number }>("SELECT id FROM catalogs WHERE title_ar = 'عروض الجمعة البيضاء'");
    expect(expected.length).toBeGreaterThan(0);
    expect(found.map((c) => c.id).sort()).toEqual(expected.map((e) => e.id).sort());
  });

  test("blog search: Arabic words find the Arabic articles, the Arabic-only one included", () => {
    const titles = (search: string) => listPublishedPosts(env.db, { search }, 1, 20).items.map((p) => p.title);
    expect(titles("رمضان")).toEqual(["Your Ramadan Grocery Guide: Stock Up and Save"]);
    expect(titles("الذهب")).toContain("Buying Gold in the UAE: Paying a Fair Price");
  });
});
