/**
 * The unfiltered catalogues list is a slice of one ordered list kept per content version and day
 * (catalogs.ts, liveCatalogOrder): its pages, total and order are what the filtered query gives,
 * and they follow a catalogue added, renamed or ended, and another day, at once.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { insertCatalog, insertStore } from "#db/seed/factories.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { type CatalogSort, listCatalogCards } from "./catalogs.ts";

let env: ReturnType<typeof freshDb>;
const today = "2026-11-27";

beforeAll(() => {
  env = freshDb();
  const stores = ["Zeta Mart", "Alpha Mart", "Mid Mart"].map((name) => insertStore(env.db, { name }).id);
  for (let i = 0; i < 30; i++)
    insertCatalog(env.db, {
      storeId: stores[i % 3]!,
      title: `Offers ${String.fromCharCode(90 - (i % 26))} ${i}`,
      pages: (i * 7) % 11,
      startDate: "2026-11-01",
      expiryDate: "2026-12-31",
    });
});
afterAll(() => env.cleanup());

const ids = (items: { id: number }[]) => items.map((c) => c.id);
/** Every page of 7, in order, and the totals they say. */
function pages(sort: CatalogSort, on = today) {
  const all: number[] = [];
  const totals = new Set<number>();
  for (let page = 1; page <= 6; page++) {
    const { items, total } = listCatalogCards(env.db, { today: on }, sort, page, 7);
    all.push(...ids(items));
    totals.add(total);
  }
  return { all, totals: [...totals] };
}
/** The same list through the query of a filtered page: a blank search filters nothing, but takes that path. */
const throughSql = (sort: CatalogSort, on = today) =>
  ids(listCatalogCards(env.db, { today: on, search: " " }, sort, 1, 1000).items);

describe("the unfiltered list", () => {
  test("each sort's pages are the query's order, sliced, with its total", () => {
    for (const sort of ["recent", "title", "store", "pages"] as const) {
      const expected = throughSql(sort);
      expect(expected).toHaveLength(30);
      expect({ sort, ...pages(sort) }).toEqual({ sort, all: expected, totals: [30] });
    }
  });

  test("a catalogue added shows on page 1 at once; one renamed moves; one ended goes", () => {
    const before = pages("recent").all;
    const added = insertCatalog(env.db, {
      storeId: insertStore(env.db, { name: "New Mart" }).id,
      title: "Aaa first",
      startDate: "2026-11-01",
      expiryDate: "2026-12-31",
    }).id;
    expect(pages("recent")).toEqual({ all: [added, ...before], totals: [31] });
    expect(pages("title").all[0]).toBe(added);

    env.db.$client.run("UPDATE catalogs SET title = 'Zzz last' WHERE id = ?", [added]);
    expect(pages("title").all.at(-1)).toBe(added);

    env.db.$client.run("UPDATE catalogs SET expiry_date = '2026-11-20' WHERE id = ?", [added]);
    expect(pages("recent")).toEqual({ all: before, totals: [30] });
  });

  test("another day is another list: what has ended by then is not in it", () => {
    env.db.$client.run("UPDATE catalogs SET expiry_date = '2026-11-28' WHERE title LIKE 'Offers %' AND id % 2 = 0");
    expect(pages("recent").totals).toEqual([30]);
    expect(pages("recent", "2026-11-29").totals).toEqual([15]);
    expect(pages("recent", "2026-11-29").all).toEqual(throughSql("recent", "2026-11-29"));
  });
});
