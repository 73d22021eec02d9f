/**
 * The offers search over flyers of the offer test set processed for real: card-grid.pdf
 * (English offers) at FreshWay in Dubai, arabic-cards.pdf (English and Arabic names) at Al Nakhla
 * in Sharjah, and the card grid again in an expired catalogue. What is found, in which order,
 * what the filters keep, and that the index follows hidden offers, edited names and renamed stores.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { catalogOffers, stores } from "#db/schema.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { type OfferFlyers, seedOfferFlyers } from "#tests/helpers/offer-flyers.ts";
import { countOfferHits, type OfferSearchFilters, type OfferSort, searchOffers } from "./offer-search.ts";
import { syncSearchIndex } from "./search-index.ts";
import { updateStoreRow } from "./stores.ts";

// Processing three flyers for real takes 10 s on a quiet machine and over a minute on a busy one.
setDefaultTimeout(300_000);

let env: ReturnType<typeof freshDb>;
let ids: OfferFlyers;
const today = "2025-06-01";

beforeAll(async () => {
  env = freshDb();
  ids = await seedOfferFlyers(env.db, env.dataDir, today);
});
afterAll(() => env.cleanup());

const search = (query: string, more: Partial<OfferSearchFilters> = {}, sort: OfferSort = "relevance", limit = 50) =>
  searchOffers(env.db, { query, today, ...more }, sort, 1, limit);
const names = (query: string, more: Partial<OfferSearchFilters> = {}, sort: OfferSort = "relevance") =>
  search(query, more, sort).data.map((o) => `${o.name} ${o.price}`);

describe("searchOffers: what is found", () => {
  test("an English word finds the offers named with it in every live catalogue, with their store and catalogue", () => {
    const found = search("milk");
    expect(found.data.map((o) => `${o.name} ${o.price}`).sort()).toEqual(
      [
        "Almarai Full Fat Fresh Milk 11.5",
        "Nido Fortified Milk Powder 68.75",
        "Galaxy Smooth Milk Chocolate 17.95",
        "Lacnor Long Life Milk 22.75",
        "Galaxy Smooth Milk Chocolate 13.25",
        "Lacnor Long Life Milk 15.75",
      ].sort(),
    );
    expect(found.total).toBe(6);
    const almarai = found.data.find((o) => o.name === "Almarai Full Fat Fresh Milk")!;
    expect(almarai).toMatchObject({
      catalogId: ids.grid,
      page: 1,
      price: 11.5,
      was: 13.95,
      saving: 2.45,
      currency: "AED",
      size: "2 L",
      validUntil: "2025-06-30",
      store: { id: ids.freshway, name: "FreshWay", nameAr: "فريش واي", slug: "freshway" },
    });
    expect(almarai.box.x).toBeCloseTo(0.05, 1);
    expect(almarai.pageWidth).toBeGreaterThan(0);
  });

  test("Arabic words find Arabic names, whatever the spelling of alef and article", () => {
    expect(names("حليب")).toEqual(["Lacnor Long Life Milk 15.75"]);
    expect(names("الزبادي")).toEqual(["Almarai Greek Yoghurt 12.25"]);
    expect(names("أتا")).toEqual(["Al Ghurair Chakki Atta 17.5"]);
  });

  test("the store name and the catalogue title narrow, but alone find no offer", () => {
    expect(names("freshway milk").sort()).toEqual(
      [
        "Almarai Full Fat Fresh Milk 11.5",
        "Galaxy Smooth Milk Chocolate 17.95",
        "Lacnor Long Life Milk 22.75",
        "Nido Fortified Milk Powder 68.75",
      ].sort(),
    );
    expect(names("النخلة حليب")).toEqual(["Lacnor Long Life Milk 15.75"]);
    expect(search("freshway").total).toBe(0);
    expect(names("نهاية chocolate")).toEqual(["Galaxy Smooth Milk Chocolate 13.25"]);
  });

  test("relevance: names that are mostly the words searched first, equal ones cheapest first", () => {
    // Four words of English beat five, and the four and more of a bilingual name.
    expect(names("milk").slice(0, 3)).toEqual([
      "Galaxy Smooth Milk Chocolate 17.95",
      "Lacnor Long Life Milk 22.75",
      "Nido Fortified Milk Powder 68.75",
    ]);
  });

  test("a query without a word, or with FTS5 syntax, finds nothing and raises nothing", () => {
    expect(search("").total).toBe(0);
    expect(search(" * ( ").total).toBe(0);
    expect(search('milk" OR name:*').total).toBe(0);
  });
});

describe("searchOffers: orders, filters and pages", () => {
  test("price: lowest first", () => {
    expect(search("milk", {}, "price").data.map((o) => o.price)).toEqual([11.5, 13.25, 15.75, 17.95, 22.75, 68.75]);
  });

  test("saving: the biggest saving (was - price) first, offers without a previous price last", () => {
    expect(search("milk", {}, "saving").data.map((o) => o.saving)).toEqual([12.75, 9.25, 6.7, 5.75, 2.45, 2]);
    const cheese = search("cheese", {}, "saving").data;
    expect(cheese.map((o) => o.name)).toEqual([
      "Kiri Spreadable Cream Cheese",
      "Emborg Mozzarella Cheese",
      expect.any(String),
      expect.any(String),
    ]);
    expect(cheese.slice(2).map((o) => o.saving)).toEqual([null, null]);
  });

  test("emirate, store and category keep the offers of the catalogues they keep", () => {
    expect(search("milk", { emirate: "sharjah" }).total).toBe(2);
    expect(search("milk", { emirate: "dubai" }).total).toBe(4);
    expect(search("milk", { emirate: "fujairah" }).total).toBe(0);
    expect(search("milk", { store: "al-nakhla" }).data.map((o) => o.store.slug)).toEqual(["al-nakhla", "al-nakhla"]);
    expect(search("milk", { category: "Food & Beverages" }).total).toBe(4);
    expect(search("milk", { store: "oldmart" }).total).toBe(0); // expired
  });

  test("pages: `limit` a page, the total across them, nothing past the last", () => {
    const first = searchOffers(env.db, { query: "milk", today }, "price", 1, 4);
    const second = searchOffers(env.db, { query: "milk", today }, "price", 2, 4);
    expect([first.total, second.total]).toEqual([6, 6]);
    expect([...first.data, ...second.data].map((o) => o.price)).toEqual([11.5, 13.25, 15.75, 17.95, 22.75, 68.75]);
    expect(searchOffers(env.db, { query: "milk", today }, "price", 3, 4)).toEqual({ total: 6, data: [] });
  });

  test("countOfferHits counts what the search would list", () => {
    expect(countOfferHits(env.db, { query: "milk", today })).toBe(6);
    expect(countOfferHits(env.db, { query: "milk", today, emirate: "sharjah" })).toBe(2);
    expect(countOfferHits(env.db, { query: "freshway", today })).toBe(0);
  });

  test("an expired catalogue's offers are not found; on the day it is still valid they are", () => {
    expect(search("milk", { store: "oldmart" }).total).toBe(0);
    expect(searchOffers(env.db, { query: "milk", today: "2025-05-31", store: "oldmart" }, "price", 1, 10).total).toBe(
      4,
    );
  });
});

describe("the offers index follows the offers", () => {
  test("every live offer is indexed by processing itself, nothing left queued", () => {
    const q = env.db.$client.query("SELECT count(*) AS n FROM search_queue WHERE kind = 'offer'").get();
    expect(q).toEqual({ n: 0 });
    const indexed = env.db.$client.query("SELECT count(*) AS n FROM catalog_offers_fts").get() as { n: number };
    const offers = env.db.$client.query("SELECT count(*) AS n FROM catalog_offers").get() as { n: number };
    expect(indexed.n).toBe(offers.n);
  });

  test("a hidden offer (an operator deleted it) is not found, and is again when shown", () => {
    const lacnor = search("lacnor", { store: "al-nakhla" }).data[0]!;
    env.db.update(catalogOffers).set({ hidden: true }).where(eq(catalogOffers.id, lacnor.id)).run();
    syncSearchIndex(env.db);
    expect(names("lacnor")).toEqual(["Lacnor Long Life Milk 22.75"]);
    env.db.update(catalogOffers).set({ hidden: false }).where(eq(catalogOffers.id, lacnor.id)).run();
    syncSearchIndex(env.db);
    expect(search("lacnor").total).toBe(2);
  });

  test("an operator's new name is what is found", () => {
    const oreo = search("oreo", { store: "freshway" }).data[0]!;
    env.db
      .update(catalogOffers)
      .set({ name: "Oreo Double Stuf", edited: true })
      .where(eq(catalogOffers.id, oreo.id))
      .run();
    syncSearchIndex(env.db);
    expect(names("double stuf")).toEqual(["Oreo Double Stuf 12.75"]);
  });

  test("a store renamed is found by its new name", () => {
    const row = env.db.select().from(stores).where(eq(stores.id, ids.freshway)).get()!;
    updateStoreRow(env.db, ids.freshway, { ...row, name: "Carrefour" });
    expect(search("carrefour milk").total).toBe(4);
    expect(search("freshway milk").total).toBe(0);
  });
});
