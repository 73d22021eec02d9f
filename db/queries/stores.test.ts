import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedDemo } from "#db/seed/demo.ts";
import { dubaiToday } from "#lib/dates.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { listBranchesOfStores } from "./branches.ts";
import { listLiveCatalogCards } from "./catalogs.ts";
import { listCategoriesWithCounts } from "./categories.ts";
import { listEmiratesWithCounts } from "./emirates.ts";
import { listStoreCards, type StoreFilters } from "./store-cards.ts";
import { findStoreBySlug, listFooterFeaturedStores, listStoresForApi } from "./stores.ts";

let env: ReturnType<typeof freshDb>;
const today = dubaiToday();

beforeAll(async () => {
  env = freshDb();
  await seedDemo(env.db, { dataDir: env.dataDir, scale: 1, today });
});
afterAll(() => env.cleanup());

/** Every matching store, across all pages. */
function all(f: Partial<StoreFilters> = {}, sort: "popularity" | "name" | "category" | "location" = "popularity") {
  return listStoreCards(env.db, { today, ...f }, sort, 1, 10_000).items;
}

describe("listStoreCards", () => {
  test("pages of nine concatenate to the whole list, without repeats", () => {
    const everything = all();
    const pages = [];
    for (let p = 1; p <= Math.ceil(everything.length / 9); p++)
      pages.push(...listStoreCards(env.db, { today }, "popularity", p, 9).items);
    expect(pages.map((s) => s.id)).toEqual(everything.map((s) => s.id));
    expect(listStoreCards(env.db, { today }, "popularity", 1, 9).total).toBe(everything.length);
  });

  test("popularity puts featured stores first; name and category sort alphabetically", () => {
    const popular = all();
    const firstRegular = popular.findIndex((s) => !s.featured);
    expect(popular.slice(firstRegular).some((s) => s.featured)).toBe(false);
    const byName = all({}, "name").map((s) => s.name.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    const byCategory = all({}, "category").map((s) => s.category.toLowerCase());
    expect(byCategory).toEqual([...byCategory].sort());
  });

  test("search matches words of the names, descriptions or category, the last word as a prefix, in any case", () => {
    const everything = all();
    // The rule, written out: every word is a word of the store's text; the last one may be cut short.
    const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    for (const term of ["CARREFOUR", "pharmacy", "electronics", "super", "fresh groc"]) {
      const asked = words(term);
      const expected = everything.filter((s) => {
        const have = words(`${s.name} ${s.description ?? ""} ${s.category}`);
        return asked.every((w, i) => have.some((h) => (i === asked.length - 1 ? h.startsWith(w) : h === w)));
      });
      expect(expected.length).toBeGreaterThan(0);
      expect(
        all({ search: term })
          .map((s) => s.id)
          .sort(),
      ).toEqual(expected.map((s) => s.id).sort());
    }
  });

  test("wildcards are not special: text without a letter or digit matches nothing", () => {
    for (const term of ["%", "_", "*", '"', "-"]) expect(all({ search: term })).toEqual([]);
  });

  test("emirate, category and feature filters keep exactly the stores that qualify", () => {
    for (const emirate of ["dubai", "fujairah", "umm-al-quwain"]) {
      const stores = all({ emirateSlug: emirate });
      expect(stores.length).toBeGreaterThan(0);
      for (const s of stores)
        expect(listBranchesOfStores(env.db, [s.id]).some((b) => b.emirateSlug === emirate)).toBe(true);
    }
    const everything = all();
    const category = everything[0]!.categorySlug;
    expect(
      all({ categorySlug: category })
        .map((s) => s.id)
        .sort(),
    ).toEqual(
      everything
        .filter((s) => s.categorySlug === category)
        .map((s) => s.id)
        .sort(),
    );
    expect(
      all({ hasCatalogs: true })
        .map((s) => s.id)
        .sort(),
    ).toEqual(
      everything
        .filter((s) => s.catalogCount > 0)
        .map((s) => s.id)
        .sort(),
    );
    expect(
      all({ multipleBranches: true })
        .map((s) => s.id)
        .sort(),
    ).toEqual(
      everything
        .filter((s) => s.branchCount > 1)
        .map((s) => s.id)
        .sort(),
    );
    expect(
      all({ online: true })
        .map((s) => s.id)
        .sort(),
    ).toEqual(
      everything
        .filter((s) => !!s.website)
        .map((s) => s.id)
        .sort(),
    );
    expect(
      all({ featured: true })
        .map((s) => s.id)
        .sort(),
    ).toEqual(
      everything
        .filter((s) => s.featured)
        .map((s) => s.id)
        .sort(),
    );
    // Each feature filter really narrows the demo data (both kinds of store exist).
    for (const f of [{ hasCatalogs: true }, { multipleBranches: true }, { online: true }, { featured: true }]) {
      const n = all(f).length;
      expect(n).toBeGreaterThan(0);
      expect(n).toBeLessThan(everything.length);
    }
  });

  test("catalogue counts leave out expired catalogues", () => {
    const stores = all().slice(0, 10);
    expect(stores.length).toBe(10);
    let checked = 0;
    for (const s of stores) {
      const live = listLiveCatalogCards(env.db, { storeId: s.id }, today);
      expect(s.catalogCount).toBe(live.length);
      for (const c of live) expect(c.expiryDate === null || c.expiryDate >= today).toBe(true);
      checked += live.length;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe("one store search rule and one emirate rule for the pages and the API", () => {
  const api = (f: { search?: string; emirate?: string }) =>
    listStoresForApi(env.db, f, { today, includeExpired: false })
      .map((s) => s.id)
      .sort();
  const cards = (f: Partial<StoreFilters>) =>
    all(f)
      .map((s) => s.id)
      .sort();

  test("a search finds the same stores on the stores page and through GET /api/stores", () => {
    for (const term of ["CARREFOUR", "pharmacy", "electronics", "  mart  ", "%", "no such store anywhere"]) {
      expect(api({ search: term })).toEqual(cards({ search: term }));
    }
    // The comparison is not vacuous: some terms match, and not everything.
    const n = cards({ search: "electronics" }).length;
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(all().length);
  });

  test("a blank search filters nothing", () => {
    expect(cards({ search: "   " })).toEqual(cards({}));
    expect(api({ search: "" })).toEqual(cards({}));
  });

  test("the API's emirate (name or slug, any case) keeps the stores the pages' emirate slug keeps", () => {
    for (const [name, slug] of [
      ["Dubai", "dubai"],
      ["RAS AL KHAIMAH", "ras-al-khaimah"],
      ["umm-al-quwain", "umm-al-quwain"],
    ] as const) {
      expect(cards({ emirateSlug: slug }).length).toBeGreaterThan(0);
      expect(api({ emirate: name })).toEqual(cards({ emirateSlug: slug }));
    }
  });
});

describe("store detail and lists", () => {
  test("findStoreBySlug returns the store with its category name, or undefined", () => {
    const first = all()[0]!;
    expect(findStoreBySlug(env.db, first.slug)).toMatchObject({
      id: first.id,
      name: first.name,
      category: first.category,
    });
    expect(findStoreBySlug(env.db, "no-such-store")).toBeUndefined();
  });

  test("the footer gets at most 14 featured stores", () => {
    const footer = listFooterFeaturedStores(env.db, 14);
    expect(footer.length).toBeGreaterThan(0);
    expect(footer.length).toBeLessThanOrEqual(14);
    const featured = new Set(all({ featured: true }).map((s) => s.slug));
    for (const s of footer) expect(featured.has(s.slug)).toBe(true);
  });

  test("category and emirate store counts are derived from the data", () => {
    const everything = all();
    for (const c of listCategoriesWithCounts(env.db))
      expect(c.storeCount).toBe(everything.filter((s) => s.categorySlug === c.slug).length);
    const emirates = listEmiratesWithCounts(env.db);
    expect(emirates.map((e) => e.slug)).toEqual([
      "dubai",
      "abudhabi",
      "sharjah",
      "ajman",
      "fujairah",
      "ras-al-khaimah",
      "umm-al-quwain",
    ]);
    for (const e of emirates) expect(e.storeCount).toBe(all({ emirateSlug: e.slug }).length);
  });
});
