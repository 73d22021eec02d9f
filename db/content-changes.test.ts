/**
 * Which store updates are recorded as changing that store alone (migration 0020_scoped_changes):
 * every column of `stores` is named here as shown only by the store's own pages (and pages of no
 * one store) or shown by other stores' pages too, so a new column fails this test until someone
 * says which it is. And storesChangedBetween finds a run of such changes, or says "anything".
 */
import { afterAll, describe, expect, test } from "bun:test";
import { freshDb } from "#tests/helpers/db.ts";
import { freshness, storesChangedBetween } from "./content-clock.ts";
import { insertBranch, insertStore } from "./seed/factories.ts";

const { db, cleanup } = freshDb();
afterAll(cleanup);

/** Shown by the store's own pages, lists and search only: a change to them is the store's alone. */
const OWN = [
  "description",
  "description_ar",
  "image",
  "phone",
  "email",
  "website",
  "facebook",
  "instagram",
  "twitter",
  "created_at",
  "updated_at",
];
/** Shown on other stores' pages too (the footer's featured stores, compare lists): every page is stale. */
const WIDE = ["id", "name", "name_ar", "slug", "category_id", "logo", "featured", "premium"];

const a = insertStore(db, { name: "Scope A", slug: "scope-a" }).id;
const b = insertStore(db, { name: "Scope B", slug: "scope-b" }).id;

/** The stores `write` changed alone, as a page cache would find them. */
function scopeOf(write: () => unknown): number[] | null {
  const before = freshness(db);
  write();
  const stores = storesChangedBetween(db, before, freshness(db));
  return stores && [...stores].sort();
}

const set = (id: number, column: string, value: unknown) =>
  db.$client.run(`UPDATE stores SET ${column} = ? WHERE id = ?`, [value as string, id]);

describe("a store update", () => {
  test("every column of stores is named as its own or wide", () => {
    const columns = (db.$client.query("PRAGMA table_info(stores)").all() as { name: string }[]).map((c) => c.name);
    expect(columns.toSorted()).toEqual([...OWN, ...WIDE].toSorted());
  });

  test.each(OWN)("of %s alone is that store's change", (column) => {
    const value = column.endsWith("_at") ? "2026-11-27T08:00:00.000Z" : `new ${column}`;
    expect(scopeOf(() => set(a, column, value))).toEqual([a]);
  });

  test.each(WIDE.filter((c) => c !== "id"))("of %s is every page's change", (column) => {
    const value: Record<string, unknown> = { name: "Scope A2", name_ar: "سكوب", slug: "scope-a2", logo: "/x.png" };
    const next =
      column in value
        ? value[column]
        : column === "category_id"
          ? (db.$client.query("SELECT max(id) AS id FROM categories").get() as { id: number }).id
          : 1;
    expect(scopeOf(() => set(a, column, next))).toBeNull();
  });

  test("that changes nothing is still that store's (an operator saving an unchanged form)", () => {
    expect(scopeOf(() => db.$client.run("UPDATE stores SET phone = phone WHERE id = ?", [b]))).toEqual([b]);
  });
});

describe("a branch", () => {
  const branchOf = (store: number) =>
    insertBranch(db, { storeId: store, name: `Branch of ${store}`, slug: `branch-${store}-${Math.random()}` });

  test("added to a store, or changed within it, is that store's change", () => {
    branchOf(b); // its emirate made first: a new emirate is every page's change
    let branch = 0;
    expect(scopeOf(() => (branch = branchOf(a).id))).toEqual([a]);
    expect(
      scopeOf(() => db.$client.run("UPDATE branches SET hours = '9-5', phone = '1' WHERE id = ?", [branch])),
    ).toEqual([a]);
  });

  test("moved to another store is every page's change", () => {
    const branch = branchOf(a).id;
    expect(scopeOf(() => db.$client.run("UPDATE branches SET store_id = ? WHERE id = ?", [b, branch]))).toBeNull();
  });

  test("is not a store's own details: a value kept over those is made again", () => {
    const before = freshness(db);
    branchOf(b);
    expect(storesChangedBetween(db, before, freshness(db), ["store"])).toBeNull();
  });
});

describe("a run of changes", () => {
  test("of two stores' own details: both stores", () => {
    expect(
      scopeOf(() => {
        set(a, "description", "one");
        set(b, "website", "https://b.example");
        set(a, "phone", "+971 4 000 0000");
      }),
    ).toEqual([a, b].sort());
  });

  test("with any other write among them: anything", () => {
    expect(
      scopeOf(() => {
        set(a, "description", "two");
        db.$client.run("UPDATE categories SET name_ar = 'فئة' WHERE id = (SELECT min(id) FROM categories)");
      }),
    ).toBeNull();
  });

  test("longer than the record keeps: anything", () => {
    expect(
      scopeOf(() => {
        for (let i = 0; i < 1001; i++) set(a, "description", `take ${i}`);
      }),
    ).toBeNull();
    expect((db.$client.query("SELECT count(*) AS n FROM content_changes").get() as { n: number }).n).toBe(1000);
  });

  test("nothing at all: nothing to say (the same freshness)", () => {
    const now = freshness(db);
    expect(storesChangedBetween(db, now, now)).toBeNull();
  });
});
