/**
 * compareOffers (db/queries/offers.ts) over catalogues whose served pages and offers are
 * written as processing leaves them (catalog_jobs.live_hash/live_pages, catalog_offers rows):
 * the same product elsewhere, cheapest first, only in live catalogues that serve the page,
 * never the offer itself or its own catalogue, matched by the folded name.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { catalogOffers } from "#db/schema.ts";
import { insertCatalog, insertStore } from "#db/seed/factories.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { compareOffers } from "./offer-compare.ts";
import { getOfferCrop, listPageOffers } from "./offers.ts";

const today = "2025-06-14";
let env: ReturnType<typeof freshDb>;
const cat: Record<string, number> = {};
/** Offer ids by name (every one written in beforeAll). */
const offer: Record<string, number> = {};
const idsOf = (...keys: string[]) => keys.map((k) => offer[k]!);

const box = { boxX: 0.1, boxY: 0.1, boxWidth: 0.3, boxHeight: 0.2 };

beforeAll(() => {
  env = freshDb();
  const db = env.db;
  const store = (name: string) => insertStore(db, { name, slug: name.toLowerCase() }).id;
  /** A catalogue serving `pages` pages (as a processing run leaves it), or none when `pages` is 0. */
  const catalogue = (name: string, expiryDate: string | null, pages = 2) => {
    const id = insertCatalog(db, { storeId: store(name), title: `${name} Offers`, expiryDate }).id;
    if (pages)
      db.run(sql`UPDATE catalog_jobs SET live_hash = ${`h${id}`}, live_pages = ${pages} WHERE catalog_id = ${id}`);
    cat[name] = id;
    return id;
  };
  const add = (key: string, catalogId: number, o: Partial<typeof catalogOffers.$inferInsert>) => {
    offer[key] = db
      .insert(catalogOffers)
      .values({ catalogId, page: 1, price: 10, ...box, ...o })
      .returning()
      .get().id;
  };
  const home = catalogue("Home", "2025-06-20");
  add("milk", home, { name: "Fresh Milk 2L", nameAr: "حليب طازج 2 لتر", price: 9.95 });
  add("rice", home, { name: "Basmati Rice 5kg", price: 48.95, boxY: 0.5 });
  add("dates", home, { name: null, nameAr: "تمر ١ كجم", price: 30, boxY: 0.7 });
  // The same milk again on another page of its own catalogue: not a comparison.
  add("homeMilkPage2", home, { name: "Fresh Milk 2L", page: 2, price: 7 });

  add("cheap", catalogue("Cheap", null), { name: "fresh  milk 2 l", price: 8.5 });
  add("dear", catalogue("Dear", "2025-06-30"), { name: "FRESH MILK 2L", price: 12 });
  // A multi-buy: 2 for AED 17 is 8.50 each, after Cheap (same each, higher id).
  add("multi", catalogue("Multi", "2025-06-30"), { name: "Fresh Milk 2L", price: 17, quantity: 2 });
  // Two in one catalogue: only its cheapest.
  const twice = catalogue("Twice", "2025-06-30");
  add("twiceA", twice, { name: "Fresh Milk 2L", price: 11 });
  add("twiceB", twice, { name: "Fresh Milk 2L", price: 10.5, page: 2 });
  // Not for shoppers: ended yesterday, not processed yet, a page past what is served, deleted.
  add("expired", catalogue("Expired", "2025-06-13"), { name: "Fresh Milk 2L", price: 1 });
  add("queued", catalogue("Queued", null, 0), { name: "Fresh Milk 2L", price: 1 });
  add("pastPages", catalogue("Short", null, 1), { name: "Fresh Milk 2L", price: 1, page: 3 });
  add("hidden", catalogue("Hidden", null), { name: "Fresh Milk 2L", price: 1, hidden: true });
  // Another product with a name that merely contains "milk".
  add("other", catalogue("Other", null), { name: "Fresh Milk 1L", price: 2 });
  // Arabic-only on both sides: matched by the folded Arabic name (digits, alef forms).
  add("datesAr", catalogue("Dates", null), { name: null, nameAr: "تمر 1 كجم", price: 25 });
  // English differs, Arabic equal: the English names say these are different products.
  add("brand", catalogue("Brand", null), { name: "Almarai Fresh Milk 2L", nameAr: "حليب طازج 2 لتر", price: 3 });
});
afterAll(() => env.cleanup());

describe("compareOffers", () => {
  test("the same product in other live catalogues, cheapest per item first, one per catalogue", () => {
    const milk = compareOffers(env.db, cat.Home!, 1, today).get(offer.milk!) ?? [];
    expect(milk.map((o) => o.id)).toEqual(idsOf("cheap", "multi", "twiceB", "dear"));
    expect(milk[0]).toMatchObject({
      catalogId: cat.Cheap,
      page: 1,
      price: 8.5,
      storeName: "Cheap",
      catalogTitle: "Cheap Offers",
    });
  });

  test("never the offer itself or its own catalogue; nothing ended, unprocessed, unserved or deleted", () => {
    const ids = (compareOffers(env.db, cat.Home!, 1, today).get(offer.milk!) ?? []).map((o) => o.id);
    for (const key of ["milk", "homeMilkPage2", "expired", "queued", "pastPages", "hidden", "other", "brand"])
      expect(ids).not.toContain(offer[key]);
  });

  test("from the other side: the offer that asked is itself compared", () => {
    const ids = (compareOffers(env.db, cat.Dear!, 1, today).get(offer.dear!) ?? []).map((o) => o.id);
    // Home's cheapest is its page-2 milk at 7.
    expect(ids).toEqual(idsOf("homeMilkPage2", "cheap", "multi", "twiceB"));
  });

  test("an offer with no English name is matched by its folded Arabic name", () => {
    const dates = compareOffers(env.db, cat.Home!, 1, today).get(offer.dates!) ?? [];
    expect(dates.map((o) => o.id)).toEqual(idsOf("datesAr"));
  });

  test("a product nobody else has, and a cap on the list", () => {
    const all = compareOffers(env.db, cat.Home!, 1, today, 2);
    expect(all.get(offer.rice!)).toBeUndefined();
    expect(all.get(offer.milk!)?.map((o) => o.id)).toEqual(idsOf("cheap", "multi"));
  });
});

describe("listPageOffers and getOfferCrop", () => {
  test("a page's shown offers top to bottom; the crop source only for what shoppers may see", () => {
    expect(listPageOffers(env.db, cat.Home!, 1).map((o) => o.id)).toEqual(idsOf("milk", "rice", "dates"));
    expect(listPageOffers(env.db, cat.Hidden!, 1)).toEqual([]);
    expect(getOfferCrop(env.db, offer.milk!, today)).toEqual({
      hash: `h${cat.Home}`,
      page: 1,
      x: 0.1,
      y: 0.1,
      width: 0.3,
      height: 0.2,
    });
    for (const key of ["expired", "queued", "pastPages", "hidden"])
      expect(getOfferCrop(env.db, offer[key]!, today)).toBeUndefined();
    expect(getOfferCrop(env.db, 999999, today)).toBeUndefined();
  });
});

describe("compare lists as content changes", () => {
  test("a new offer elsewhere is compared at once, an unnamed Arabic one by its Arabic name", () => {
    // Asked first, so whatever the lists keep between renders is there before the write.
    const before = (compareOffers(env.db, cat.Home!, 1, today, 10).get(offer.milk!) ?? []).map((o) => o.id);
    expect(before).toEqual(idsOf("cheap", "multi", "twiceB", "dear"));
    const id = insertCatalog(env.db, {
      storeId: insertStore(env.db, { name: "Late", slug: "late" }).id,
      title: "Late",
    }).id;
    env.db.run(sql`UPDATE catalog_jobs SET live_hash = ${`h${id}`}, live_pages = 1 WHERE catalog_id = ${id}`);
    const late = env.db
      .insert(catalogOffers)
      .values({ catalogId: id, page: 1, price: 2, name: null, nameAr: "حليب طازج ٢ لتر", ...box })
      .returning()
      .get().id;
    const after = (compareOffers(env.db, cat.Home!, 1, today, 10).get(offer.milk!) ?? []).map((o) => o.id);
    expect(after).toEqual([late, ...before]);
  });
});
