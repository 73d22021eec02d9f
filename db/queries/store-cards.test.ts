/**
 * The popularity order is kept between requests (one SQLite ordering per change of the data):
 * it must always equal the rule written out in SQL, also right after a write from this
 * process or from another one (the CLI).
 */
import { Database } from "bun:sqlite";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { seedDemo } from "#db/seed/demo.ts";
import { dubaiToday } from "#lib/dates.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { listStoreCards, type StoreFilters } from "./store-cards.ts";

let env: ReturnType<typeof freshDb>;
const today = dubaiToday();

beforeAll(async () => {
  env = freshDb();
  await seedDemo(env.db, { dataDir: env.dataDir, scale: 1, today });
});
afterAll(() => env.cleanup());

/** The popularity rule, written out: featured, premium, most branches, name, id. */
function expectedOrder(emirate?: string): number[] {
  const rows = env.db.$client
    .query(
      `SELECT s.id FROM stores s JOIN categories c ON c.id = s.category_id
       WHERE ?1 IS NULL OR EXISTS (SELECT 1 FROM branches b JOIN emirates e ON e.id = b.emirate_id
         WHERE b.store_id = s.id AND e.slug = ?1)
       ORDER BY s.featured DESC, s.premium DESC, (SELECT count(*) FROM branches b WHERE b.store_id = s.id) DESC,
         lower(s.name), s.id`,
    )
    .all(emirate ?? null) as { id: number }[];
  return rows.map((r) => r.id);
}

function pagesOf(f: Partial<StoreFilters>, pageSize: number): { ids: number[]; total: number } {
  const first = listStoreCards(env.db, { today, ...f }, "popularity", 1, pageSize);
  const ids = first.items.map((s) => s.id);
  for (let p = 2; p <= Math.ceil(first.total / pageSize); p++)
    ids.push(...listStoreCards(env.db, { today, ...f }, "popularity", p, pageSize).items.map((s) => s.id));
  return { ids, total: first.total };
}

/** Gives the last store of the popularity order more branches than any other store has. */
function promoteLastStore(db: Database): number {
  const last = expectedOrder().at(-1)!;
  const most = (
    db.query("SELECT max(n) AS n FROM (SELECT count(*) AS n FROM branches GROUP BY store_id)").get() as {
      n: number;
    }
  ).n;
  const emirate = (db.query("SELECT id FROM emirates ORDER BY id LIMIT 1").get() as { id: number }).id;
  for (let i = 0; i <= most; i++)
    db.query(
      "INSERT INTO branches (store_id, emirate_id, name, slug, address) VALUES (?, ?, 'Extra', ?, 'Somewhere')",
    ).run(last, emirate, `extra-${Date.now()}-${i}`);
  return last;
}

describe("listStoreCards by popularity", () => {
  test("pages follow the rule, with and without filters", () => {
    expect(pagesOf({}, 9)).toEqual({ ids: expectedOrder(), total: expectedOrder().length });
    expect(pagesOf({ emirateSlug: "sharjah" }, 4)).toEqual({
      ids: expectedOrder("sharjah"),
      total: expectedOrder("sharjah").length,
    });
    expect(listStoreCards(env.db, { today, search: "zzzz-nothing" }, "popularity", 1, 9)).toEqual({
      items: [],
      total: 0,
    });
  });

  test("a content write by this process reorders at once", () => {
    pagesOf({}, 9); // the order is now remembered
    const promoted = promoteLastStore(env.db.$client);
    const { ids } = pagesOf({}, 9);
    expect(ids).toEqual(expectedOrder());
    expect(ids.indexOf(promoted)).toBeLessThan(ids.length - 1);
  });

  test("a write by another process (the CLI) reorders at once", () => {
    pagesOf({}, 9);
    const other = new Database(join(env.dataDir, "test.db"));
    const promoted = promoteLastStore(other);
    other.close();
    const { ids } = pagesOf({}, 9);
    expect(ids).toEqual(expectedOrder());
    expect(ids.indexOf(promoted)).toBeLessThan(ids.length - 1);
  });
});
