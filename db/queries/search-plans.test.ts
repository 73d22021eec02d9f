/**
 * The search queries start from what the full-text index matched and reach each matched row by
 * its primary key. SQLite cannot know how few rows a MATERIALIZED match holds, and chose to
 * walk every live catalogue's offers (or pages) and look each one up among the matches: at
 * scale 100 "beans" took 391 ms for 100 offers. Read from SQLite's own query plans of the SQL
 * each function runs.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { freshDb } from "#tests/helpers/db.ts";
import { catalogWithOffers } from "#tests/helpers/shopping-lists.ts";
import { countPageHits, searchCatalogPages } from "./catalog-pages.ts";
import { countOfferHits, searchOffers } from "./offer-search.ts";

let env: ReturnType<typeof freshDb>;
/** The statistics `PRAGMA optimize` left in a scale-100 database (4,400 catalogues), which the plans follow. */
const SCALE_100_STATS: [string, string, string][] = [
  ["catalog_jobs", "catalog_jobs_live_hash_idx", "4400 1695"],
  ["catalog_jobs", "catalog_jobs_hash_idx", "4400 1695"],
  ["catalog_jobs", "catalog_jobs_due_idx", "4400 1695 44"],
  ["catalogs", "catalogs_expiry_idx", "4400 170"],
  ["catalogs", "catalogs_branch_idx", "4400 3"],
  ["catalogs", "catalogs_store_idx", "4400 2"],
];

beforeAll(() => {
  env = freshDb();
  catalogWithOffers(env.db, { store: "Zephyr Hyper", offers: [{ name: "Baked Beans 400g", price: 3 }] });
  const client = env.db.$client;
  client.run("ANALYZE"); // makes sqlite_stat1
  client.run("DELETE FROM sqlite_stat1");
  for (const [tbl, idx, stat] of SCALE_100_STATS)
    client.run("INSERT INTO sqlite_stat1 VALUES (?, ?, ?)", [tbl, idx, stat]);
  client.run("ANALYZE sqlite_schema"); // reads them back
});
afterAll(() => env.cleanup());

/** The SQL texts `run` has SQLite prepare that search an index (MATCH). */
function searchStatements(run: () => unknown): string[] {
  const client = env.db.$client;
  const prepare = client.prepare;
  const seen: string[] = [];
  client.prepare = ((sql: string, ...rest: unknown[]) => {
    seen.push(sql);
    return (prepare as (...a: unknown[]) => ReturnType<typeof prepare>).call(client, sql, ...rest);
  }) as typeof prepare;
  try {
    run();
  } finally {
    client.prepare = prepare;
  }
  return seen.filter((sql) => sql.includes(" MATCH "));
}

/** SQLite's plan of `sql` (parameters bound to null: a plan does not depend on them), one line a step. */
function plan(sql: string): string[] {
  const params = Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => null);
  return (env.db.$client.query(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map(
    (r) => r.detail,
  );
}

const today = "2025-06-14";
const cases: [string, () => unknown, RegExp][] = [
  [
    "searchOffers",
    () => searchOffers(env.db, { query: "beans", today }, "relevance", 1, 12),
    /^SEARCH o USING INTEGER PRIMARY KEY/,
  ],
  ["countOfferHits", () => countOfferHits(env.db, { query: "beans", today }), /^SEARCH o USING INTEGER PRIMARY KEY/],
  [
    "searchCatalogPages",
    () => searchCatalogPages(env.db, { query: "beans", today }, 1, 10),
    /^SEARCH catalog_pages USING INTEGER PRIMARY KEY/,
  ],
  [
    "countPageHits",
    () => countPageHits(env.db, { query: "beans", today }),
    /^SEARCH catalog_pages USING INTEGER PRIMARY KEY/,
  ],
];

describe("search query plans", () => {
  for (const [name, run, byKey] of cases) {
    test(`${name} reaches each matched row by its key, never looks matches up row by row`, () => {
      const statements = searchStatements(run);
      expect(statements.length).toBeGreaterThan(0);
      for (const sql of statements) {
        const steps = plan(sql);
        expect(steps.some((s) => byKey.test(s))).toBe(true);
        expect(steps.filter((s) => s.includes("AUTOMATIC"))).toEqual([]);
      }
    });
  }
});
