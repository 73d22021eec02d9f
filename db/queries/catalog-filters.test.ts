import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { insertBranch, insertCatalog, insertStore } from "#db/seed/factories.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { type CatalogCardFilters, countCatalogCardsBy, listCatalogCards } from "./catalogs.ts";
import { listCatalogsForApi } from "./catalogs-api.ts";

const today = "2025-06-14";
let env: ReturnType<typeof freshDb>;
/** Catalogue ids by name. */
const ids: Record<string, number> = {};

beforeAll(() => {
  env = freshDb();
  const a = insertStore(env.db, { name: "Alpha", slug: "alpha" });
  const b = insertStore(env.db, { name: "Beta", slug: "beta" });
  const c = insertStore(env.db, { name: "Gamma", slug: "gamma" }); // no branches at all
  const aDubai = insertBranch(env.db, { storeId: a.id, emirate: "dubai", slug: "a-dubai" }).id;
  const aAjman = insertBranch(env.db, { storeId: a.id, emirate: "ajman", slug: "a-ajman" }).id;
  insertBranch(env.db, { storeId: b.id, emirate: "sharjah", slug: "b-sharjah" });
  insertBranch(env.db, { storeId: b.id, emirate: "fujairah", slug: "b-fujairah" });
  const add = (name: string, o: Parameters<typeof insertCatalog>[1]) => {
    ids[name] = insertCatalog(env.db, { title: name, ...o }).id;
  };
  // Store-wide: valid wherever Alpha has a branch (Dubai, Ajman). Started 4 days ago.
  add("a-wide", { storeId: a.id, category: "Fashion", startDate: "2025-06-10", expiryDate: "2025-06-30" });
  // Named branch in Ajman only; ends in 2 days.
  add("a-ajman", {
    storeId: a.id,
    branchId: aAjman,
    category: "Electronics",
    startDate: "2025-05-01",
    expiryDate: "2025-06-16",
  });
  // Named branch in Dubai only; starts today, open-ended.
  add("a-dubai", { storeId: a.id, branchId: aDubai, category: "Fashion", startDate: today, expiryDate: null });
  // Started exactly 7 days ago (not "this week"), ends in exactly 3 days ("ends soon").
  add("b-edge", { storeId: b.id, category: "Fashion", startDate: "2025-06-07", expiryDate: "2025-06-17" });
  // New but expired yesterday: never in a public list.
  add("b-expired", { storeId: b.id, category: "Fashion", startDate: "2025-06-12", expiryDate: "2025-06-13" });
  // Starts next week: scheduled, so in no public list yet (issue 27); an admin sees it.
  add("b-future", { storeId: b.id, category: "Travel", startDate: "2025-06-20", expiryDate: null });
  // Started 6 days ago ("this week"), ends in 4 days (not "soon"); its store has no branches.
  add("c-edge", { storeId: c.id, category: "Travel", startDate: "2025-06-08", expiryDate: "2025-06-18" });
});
afterAll(() => env.cleanup());

const names = (list: { id: number }[]) =>
  list
    .map((c) => Object.keys(ids).find((k) => ids[k] === c.id)!)
    .sort()
    .join(",");
const cards = (f: Omit<CatalogCardFilters, "today">) =>
  names(listCatalogCards(env.db, { today, ...f }, "recent", 1, 100).items);

describe("catalogue filters (catalogues page)", () => {
  test.each([
    [{ emirate: "ajman" }, "a-ajman,a-wide"],
    [{ emirate: "dubai" }, "a-dubai,a-wide"],
    [{ emirate: "sharjah" }, "b-edge"],
    [{ emirate: "abudhabi" }, ""],
    [{ store: "alpha" }, "a-ajman,a-dubai,a-wide"],
    [{ store: "nobody" }, ""],
    [{ valid: "new" }, "a-dubai,a-wide,c-edge"],
    [{ valid: "ending" }, "a-ajman,b-edge"],
    [{ emirate: "ajman", valid: "ending" }, "a-ajman"],
    [{ emirate: "dubai", category: "Fashion", store: "alpha", valid: "new" }, "a-dubai,a-wide"],
  ] as const)("%o lists %s", (f, expected) => {
    expect(cards(f)).toBe(expected);
  });

  test("counts per category follow every other filter, never the category itself; only categories with live catalogues", () => {
    const by = (f: Omit<CatalogCardFilters, "today">) =>
      Object.fromEntries(countCatalogCardsBy(env.db, { today, ...f }, "category").map((r) => [r.value, r.count]));
    expect(by({})).toEqual({ Fashion: 3, Electronics: 1, Travel: 1 });
    expect(by({ emirate: "ajman" })).toEqual({ Fashion: 1, Electronics: 1, Travel: 0 });
    expect(by({ emirate: "dubai", category: "Electronics" })).toEqual({ Fashion: 2, Electronics: 0, Travel: 0 });
    expect(by({ valid: "ending", search: "edge" })).toEqual({ Fashion: 1, Electronics: 0, Travel: 0 });
  });

  test("counts per store follow every other filter, never the store itself; stores come by name", () => {
    const by = (f: Omit<CatalogCardFilters, "today">) =>
      countCatalogCardsBy(env.db, { today, ...f }, "store").map((r) => `${r.label}:${r.value}:${r.count}`);
    expect(by({})).toEqual(["Alpha:alpha:3", "Beta:beta:1", "Gamma:gamma:1"]);
    expect(by({ store: "beta", valid: "new" })).toEqual(["Alpha:alpha:2", "Beta:beta:0", "Gamma:gamma:1"]);
  });
});

describe("catalogue filters (GET /api/catalogs)", () => {
  const v = { today, includeExpired: false };
  test("emirate, store slug and validity filter the API's list the same way", () => {
    expect(names(listCatalogsForApi(env.db, { emirate: "ajman" }, v))).toBe("a-ajman,a-wide");
    expect(names(listCatalogsForApi(env.db, { store: "beta" }, v))).toBe("b-edge");
    expect(names(listCatalogsForApi(env.db, { valid: "new" }, v))).toBe("a-dubai,a-wide,c-edge");
    expect(names(listCatalogsForApi(env.db, { valid: "ending", emirate: "sharjah" }, v))).toBe("b-edge");
  });

  test("an admin's list keeps expired catalogues under the same filters", () => {
    const admin = { today, includeExpired: true };
    expect(names(listCatalogsForApi(env.db, { store: "beta", valid: "new" }, admin))).toBe("b-expired");
    expect(names(listCatalogsForApi(env.db, { store: "beta" }, admin))).toBe("b-edge,b-expired,b-future");
  });
});
