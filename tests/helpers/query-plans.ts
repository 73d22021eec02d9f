/**
 * SQLite's query plans of the SQL our query functions run, for tests that guard a plan (a
 * query that reads a few rows instead of all of them is invisible to a test of its answer).
 */
import type { Database } from "bun:sqlite";

export type PlanStep = { id: number; parent: number; detail: string };

/** The SQL texts `run` has SQLite prepare on `client`, those that `keep` selects. */
export function statementsOf(client: Database, run: () => unknown, keep: (sql: string) => boolean): string[] {
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
  return seen.filter(keep);
}

/** The plan of `sql`, its parameters bound to null (a plan does not depend on them). */
export function queryPlan(client: Database, sql: string): PlanStep[] {
  const params = Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => null);
  return client.query(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as PlanStep[];
}

/** The steps below step `id` in `plan` (its whole subtree). */
export function stepsUnder(plan: PlanStep[], id: number): PlanStep[] {
  const children = plan.filter((s) => s.parent === id);
  return children.flatMap((c) => [c, ...stepsUnder(plan, c.id)]);
}

/**
 * Statistics as `PRAGMA optimize` leaves them in a scale-100 database (4,400 catalogues, 3,300
 * stores): the planner follows them, and a fresh test database has none.
 */
export function useScale100Statistics(client: Database): void {
  client.run("ANALYZE"); // makes sqlite_stat1
  client.run("DELETE FROM sqlite_stat1");
  for (const [tbl, idx, stat] of SCALE_100_STATS)
    client.run("INSERT INTO sqlite_stat1 VALUES (?, ?, ?)", [tbl, idx, stat]);
  client.run("ANALYZE sqlite_schema"); // reads them back
}

const SCALE_100_STATS: [string, string, string][] = [
  ["catalog_jobs", "catalog_jobs_live_hash_idx", "4400 1695"],
  ["catalog_jobs", "catalog_jobs_hash_idx", "4400 1695"],
  ["catalog_jobs", "catalog_jobs_due_idx", "4400 1695 44"],
  ["catalogs", "catalogs_expiry_idx", "4400 170"],
  ["catalogs", "catalogs_branch_idx", "4400 3"],
  ["catalogs", "catalogs_store_idx", "4400 2"],
  ["stores", "stores_featured_idx", "3300 851 568"],
  ["stores", "stores_category_idx", "3300 424"],
  ["stores", "stores_slug_unique", "3300 1"],
  ["branches", "branches_emirate_idx", "12100 1695 2"],
  ["branches", "branches_store_slug_unique", "12100 4 1"],
  ["emirates", "emirates_slug_unique", "7 1"],
  ["emirates", "emirates_name_unique", "7 1"],
];
