/**
 * Catalogues that publish themselves (issue 27): a catalogue whose start date is a later Dubai
 * day is hidden from shoppers in every query that lists, searches, counts, feeds or maps
 * catalogues, and is live from 00:00 on that day in Dubai (20:00 UTC the day before) with
 * nothing run: the one live rule (catalogs.ts catalogIsLive) compares with Dubai's today.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { dubaiToday } from "#lib/dates.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { catalogWithOffers } from "#tests/helpers/shopping-lists.ts";
import { listLivePageUrls, searchCatalogPages } from "./catalog-pages.ts";
import { countLiveCatalogs, listCatalogCards, listLiveCatalogCards } from "./catalogs.ts";
import { getCatalogForApi, listCatalogsForApi } from "./catalogs-api.ts";
import { feedCatalogs } from "./feeds.ts";
import { countOfferHits, searchOffers } from "./offer-search.ts";
import { listCatalogOffers } from "./offers.ts";
import { syncSearchIndex } from "./search-index.ts";
import { listStoreCards } from "./store-cards.ts";

let env: ReturnType<typeof freshDb>;
let scheduled: ReturnType<typeof catalogWithOffers>;

beforeAll(() => {
  env = freshDb();
  // Starts on Thursday 2025-06-19 in Dubai, ends a week later.
  scheduled = catalogWithOffers(env.db, {
    store: "Zephyr Hyper",
    expiryDate: "2025-06-26",
    offers: [{ name: "Quokka Basmati Rice 5kg", price: 39.5 }],
  });
  env.db.run(sql`UPDATE catalogs SET start_date = '2025-06-19' WHERE id = ${scheduled.catalogId}`);
  syncSearchIndex(env.db);
});
afterAll(() => env.cleanup());

/** Whether the scheduled catalogue is seen, query by query, on the Dubai day of `at`. */
function seen(at: string): Record<string, boolean> {
  const today = dubaiToday(new Date(at));
  const id = scheduled.catalogId;
  const has = (list: { id: number }[]) => list.some((c) => c.id === id);
  const v = { today, includeExpired: false };
  const store = listStoreCards(env.db, { today }, "name", 1, 100).items.find((s) => s.id === scheduled.storeId)!;
  return {
    cataloguesPage: has(listCatalogCards(env.db, { today }, "recent", 1, 100).items),
    storePage: has(listLiveCatalogCards(env.db, { storeId: scheduled.storeId }, today)),
    storeCard: store.catalogCount > 0 && store.latestCatalog?.id === id,
    count: countLiveCatalogs(env.db, today) === 1,
    api: has(listCatalogsForApi(env.db, {}, v)),
    apiOne: !!getCatalogForApi(env.db, id, v),
    apiOffers: !!listCatalogOffers(env.db, id, v),
    pageSearch: searchCatalogPages(env.db, { query: "quokka", today }, 1, 10).catalogs.length === 1,
    offerSearch: searchOffers(env.db, { query: "quokka", today }, "relevance", 1, 10).data.length === 1,
    offerCount: countOfferHits(env.db, { query: "quokka", today }) === 1,
    feed: has(feedCatalogs(env.db, {}, today, 50)),
    sitemap: listLivePageUrls(env.db, today).some((p) => p.catalogId === id),
  };
}

const everywhere = (value: boolean): Record<string, boolean> =>
  Object.fromEntries(Object.keys(seen("2025-06-01T00:00:00Z")).map((k) => [k, value]));

describe("a catalogue starting on a later day is hidden until 00:00 that day in Dubai", () => {
  test("at 23:59:59 in Dubai the day before (19:59:59 UTC) it is hidden in every query", () => {
    expect(dubaiToday(new Date("2025-06-18T19:59:59Z"))).toBe("2025-06-18");
    expect(seen("2025-06-18T19:59:59Z")).toEqual(everywhere(false));
  });

  test("one second later (00:00 in Dubai, 20:00 UTC) it is live in every query, with nothing run", () => {
    expect(dubaiToday(new Date("2025-06-18T20:00:00Z"))).toBe("2025-06-19");
    expect(seen("2025-06-18T20:00:00Z")).toEqual(everywhere(true));
  });

  test("it ends like any other at the end of its expiry day in Dubai", () => {
    expect(seen("2025-06-26T19:59:59Z")).toEqual(everywhere(true));
    expect(seen("2025-06-26T20:00:00Z")).toEqual(everywhere(false));
  });

  test("an admin sees it before its day", () => {
    const admin = { today: "2025-06-01", includeExpired: true };
    expect(getCatalogForApi(env.db, scheduled.catalogId, admin)?.id).toBe(scheduled.catalogId);
  });
});
