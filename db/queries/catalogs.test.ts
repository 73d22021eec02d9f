import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { insertBranch, insertCatalog, insertStore } from "#db/seed/factories.ts";
import { dubaiToday } from "#lib/dates.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { countLiveCatalogs, listCatalogCards, listLiveCatalogCards } from "./catalogs.ts";
import { getCatalogForApi, listCatalogsForApi } from "./catalogs-api.ts";
import { countDirectory } from "./database.ts";
import { listStoreCards } from "./store-cards.ts";
import { getStoreForApi } from "./stores.ts";

let env: ReturnType<typeof freshDb>;
let fresh: ReturnType<typeof insertStore>;
let stale: ReturnType<typeof insertStore>;
let branchId: number;
/** Catalogue ids by expiry date ("none" = open-ended). */
const ids: Record<string, number> = {};

beforeAll(() => {
  env = freshDb();
  fresh = insertStore(env.db, { name: "Alpha Market", description: "Fresh bread daily" });
  stale = insertStore(env.db, { name: "Beta Outlet", description: null });
  branchId = insertBranch(env.db, { storeId: fresh.id }).id;
  for (const expiryDate of ["2025-06-13", "2025-06-14", "2025-06-15", null]) {
    ids[expiryDate ?? "none"] = insertCatalog(env.db, {
      storeId: fresh.id,
      title: `Until ${expiryDate ?? "further notice"}`,
      expiryDate,
    }).id;
  }
  ids.stale = insertCatalog(env.db, {
    storeId: stale.id,
    title: "Summer 50% sale",
    description: "Garden_tools and more",
    expiryDate: "2025-06-13",
  }).id;
});
afterAll(() => env.cleanup());

/** Live catalogue ids as every query that applies the rule sees them on `today`. */
function liveEverywhere(today: string) {
  const v = { today, includeExpired: false };
  const sorted = (list: { id: number }[]) => list.map((c) => c.id).sort((a, b) => a - b);
  const card = (storeId: number) =>
    listStoreCards(env.db, { today }, "name", 1, 100).items.find((s) => s.id === storeId)!;
  return {
    cataloguesPage: sorted(listCatalogCards(env.db, { today }, "recent", 1, 100).items),
    storePage: sorted(listLiveCatalogCards(env.db, { storeId: fresh.id }, today)),
    branchPage: sorted(listLiveCatalogCards(env.db, { storeId: fresh.id, branchId }, today)),
    api: sorted(listCatalogsForApi(env.db, {}, v)),
    apiOne: Object.values(ids)
      .filter((id) => getCatalogForApi(env.db, id, v))
      .sort((a, b) => a - b),
    apiStores: sorted([
      ...getStoreForApi(env.db, { id: fresh.id }, v)!.catalogs,
      ...getStoreForApi(env.db, { id: stale.id }, v)!.catalogs,
    ]),
    count: countLiveCatalogs(env.db, today),
    directory: countDirectory(env.db, today).liveCatalogs,
    storeCardCount: card(fresh.id).catalogCount + card(stale.id).catalogCount,
    storeCardLatest: card(fresh.id).latestCatalog?.id,
    storesWithCatalogues: listStoreCards(env.db, { today, hasCatalogs: true }, "name", 1, 100).items.map((s) => s.id),
  };
}

describe("a catalogue is live until the end of its expiry day in Dubai", () => {
  const expect3 = (today: string, live: number[]) => {
    const sorted = [...live].sort((a, b) => a - b);
    expect(liveEverywhere(today)).toEqual({
      cataloguesPage: sorted,
      storePage: sorted,
      branchPage: sorted,
      api: sorted,
      apiOne: sorted,
      apiStores: sorted,
      count: live.length,
      directory: live.length,
      storeCardCount: live.length,
      storeCardLatest: Math.max(...live),
      storesWithCatalogues: [fresh.id],
    });
  };

  test("at 23:59:59 in Dubai a catalogue expiring that day is still live, in every query", () => {
    const today = dubaiToday(new Date("2025-06-14T19:59:59Z"));
    expect(today).toBe("2025-06-14");
    expect3(today, [ids["2025-06-14"]!, ids["2025-06-15"]!, ids.none!]);
  });

  test("one second later (midnight in Dubai, 20:00 UTC) it has expired, in every query", () => {
    const today = dubaiToday(new Date("2025-06-14T20:00:00Z"));
    expect(today).toBe("2025-06-15");
    expect3(today, [ids["2025-06-15"]!, ids.none!]);
  });

  test("an admin sees expired catalogues too", () => {
    const all = { today: "2025-06-15", includeExpired: true };
    expect(listCatalogsForApi(env.db, {}, all)).toHaveLength(5);
    expect(getCatalogForApi(env.db, ids.stale!, all)?.id).toBe(ids.stale!);
    expect(getStoreForApi(env.db, { id: fresh.id }, all)!.catalogCount).toBe(4);
  });
});

describe("one catalogue search rule for the catalogues page and the API", () => {
  const everything = "2025-01-01"; // every catalogue above is live then
  const page = (search: string) =>
    listCatalogCards(env.db, { search, today: everything }, "recent", 1, 100)
      .items.map((c) => c.id)
      .sort((a, b) => a - b);
  const api = (search: string) =>
    listCatalogsForApi(env.db, { search }, { today: everything, includeExpired: false })
      .map((c) => c.id)
      .sort((a, b) => a - b);

  test("title, description and store name match, case-insensitively; both callers agree", () => {
    const expected: [string, number[]][] = [
      ["UNTIL 2025-06-14", [ids["2025-06-14"]!]], // title
      ["garden_tools", [ids.stale!]], // description
      ["beta outlet", [ids.stale!]], // store name
      ["alpha", [ids["2025-06-13"]!, ids["2025-06-14"]!, ids["2025-06-15"]!, ids.none!].sort((a, b) => a - b)],
    ];
    for (const [term, found] of expected) {
      expect(page(term)).toEqual(found);
      expect(api(term)).toEqual(found);
    }
  });

  test("punctuation separates words and wildcards are plain characters", () => {
    expect(page("50%")).toEqual([ids.stale!]);
    expect(api("50%")).toEqual([ids.stale!]);
    expect(page("garden tools")).toEqual([ids.stale!]); // the description says "Garden_tools"
    expect(page("%")).toEqual([]); // no letter or digit: nothing to look for
    expect(api("_")).toEqual([]);
    expect(page("alph_")).toEqual(page("alpha")); // "alph" is the start of a word of Alpha Market
    expect(page("alph_").length).toBeGreaterThan(0);
  });

  test("a blank search filters nothing", () => {
    expect(page("  ")).toHaveLength(5);
    expect(api("")).toHaveLength(5);
  });
});
