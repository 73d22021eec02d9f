/**
 * The search queries start from what the full-text index matched and reach each matched row by
 * its primary key. SQLite cannot know how few rows a MATERIALIZED match holds, and chose to
 * walk every live catalogue's offers (or pages) and look each one up among the matches: at
 * scale 100 "beans" took 391 ms for 100 offers. Read from SQLite's own query plans of the SQL
 * each function runs, under a scale-100 database's statistics.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { freshDb } from "#tests/helpers/db.ts";
import { queryPlan, statementsOf, useScale100Statistics } from "#tests/helpers/query-plans.ts";
import { catalogWithOffers } from "#tests/helpers/shopping-lists.ts";
import { countPageHits, searchCatalogPages } from "./catalog-pages.ts";
import { countOfferHits, searchOffers } from "./offer-search.ts";

let env: ReturnType<typeof freshDb>;
beforeAll(() => {
  env = freshDb();
  catalogWithOffers(env.db, { store: "Zephyr Hyper", offers: [{ name: "Baked Beans 400g", price: 3 }] });
  useScale100Statistics(env.db.$client);
});
afterAll(() => env.cleanup());

const today = "2025-06-14";
const offerByKey = /^SEARCH o USING INTEGER PRIMARY KEY/;
const pageByKey = /^SEARCH catalog_pages USING INTEGER PRIMARY KEY/;
const cases: [string, () => unknown, RegExp][] = [
  ["searchOffers", () => searchOffers(env.db, { query: "beans", today }, "relevance", 1, 12), offerByKey],
  ["countOfferHits", () => countOfferHits(env.db, { query: "beans", today }), offerByKey],
  ["searchCatalogPages", () => searchCatalogPages(env.db, { query: "beans", today }, 1, 10), pageByKey],
  ["countPageHits", () => countPageHits(env.db, { query: "beans", today }), pageByKey],
];

describe("search query plans", () => {
  for (const [name, run, byKey] of cases) {
    test(`${name} reaches each matched row by its key, never looks matches up row by row`, () => {
      const statements = statementsOf(env.db.$client, run, (sql) => sql.includes(" MATCH "));
      expect(statements.length).toBeGreaterThan(0);
      for (const sql of statements) {
        const steps = queryPlan(env.db.$client, sql).map((s) => s.detail);
        expect(steps.some((s) => byKey.test(s))).toBe(true);
        expect(steps.filter((s) => s.includes("AUTOMATIC"))).toEqual([]);
      }
    });
  }
});
