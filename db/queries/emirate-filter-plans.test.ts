/**
 * An emirate filter reads that emirate's branches once per query, not once per catalogue or
 * store: "stores with a branch in Ajman" was a subquery run for each of the 4,400 catalogues
 * (three times a /catalogs?emirate= page: counts by store, by category, the cards), 25-75 ms
 * each at scale 100. Read from SQLite's plans, under a scale-100 database's statistics.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { freshDb } from "#tests/helpers/db.ts";
import { queryPlan, statementsOf, stepsUnder, useScale100Statistics } from "#tests/helpers/query-plans.ts";
import { catalogWithOffers } from "#tests/helpers/shopping-lists.ts";
import { countCatalogCardsBy, listCatalogCards } from "./catalogs.ts";

let env: ReturnType<typeof freshDb>;
beforeAll(() => {
  env = freshDb();
  catalogWithOffers(env.db, { store: "Zephyr Hyper", offers: [{ name: "Rice", price: 9 }] });
  useScale100Statistics(env.db.$client);
});
afterAll(() => env.cleanup());

const f = { today: "2025-06-14", emirate: "ajman" };
const cases: [string, () => unknown][] = [
  ["catalogue counts by store", () => countCatalogCardsBy(env.db, f, "store")],
  ["catalogue counts by category", () => countCatalogCardsBy(env.db, f, "category")],
  ["catalogue cards", () => listCatalogCards(env.db, f, "recent", 1, 24)],
];

describe("emirate filter plans", () => {
  for (const [name, run] of cases) {
    test(`${name}: the emirate's branches are read once, not per row`, () => {
      const statements = statementsOf(env.db.$client, run, (sql) => sql.includes('"branches"'));
      expect(statements.length).toBeGreaterThan(0);
      for (const sql of statements) {
        const plan = queryPlan(env.db.$client, sql);
        const perRow = plan
          .filter((s) => s.detail.startsWith("CORRELATED"))
          .flatMap((s) => stepsUnder(plan, s.id))
          .filter((s) => s.detail.includes("branches"));
        expect(perRow.map((s) => s.detail)).toEqual([]);
      }
    });
  }
});
