import { describe, expect, test } from "bun:test";
import { byDistance, catalogsByNearestBranch, isOpenNow, type PlaceBranch, storesByNearestBranch } from "./nearest.ts";

// Dubai Mall; Mall of the Emirates is ~12 km away, Abu Dhabi Mall ~120 km.
const HERE = { lat: 25.1985, lng: 55.2796 };
const NOW = Date.parse("2026-11-26T12:00:00Z");
const minute = NOW / 60_000;
const OPEN: PlaceBranch["segments"] = [[minute - 60, minute + 600, 1]];
const CLOSED: PlaceBranch["segments"] = [[minute - 60, minute + 600, 0]];

const branch = (id: number, lat: number, lng: number, segments: PlaceBranch["segments"] = null): PlaceBranch => ({
  id,
  slug: `b${id}`,
  name: `B${id}`,
  nameAr: null,
  emirate: "dubai",
  lat,
  lng,
  segments,
});
const store = (id: number, branches: PlaceBranch[]) => ({ id, slug: `s${id}`, name: `S${id}`, nameAr: null, branches });
const stores = [
  store(1, [branch(11, 24.4959, 54.383, OPEN), branch(12, 25.1181, 55.2006, CLOSED)]), // ~12 km (closed), ~120 km
  store(2, [branch(21, 25.2048, 55.2708, OPEN)]), // ~1 km
  store(3, [branch(31, 24.4959, 54.383, OPEN)]), // ~120 km only
];
const opts = { openOnly: false, now: NOW, radiusKm: 50, limit: 10 };

describe("near me, in the browser", () => {
  test("stores by their nearest branch within reach, with that branch and its distance", () => {
    const rows = storesByNearestBranch(stores, HERE, opts);
    expect(rows.map((r) => [r.store.slug, r.branch.id, Math.round(r.km)])).toEqual([
      ["s2", 21, 1],
      ["s1", 12, 12],
    ]);
  });

  test("open now keeps the nearest open branch; limit and radius cut the list", () => {
    expect(
      storesByNearestBranch(stores, HERE, { ...opts, openOnly: true, radiusKm: 200 }).map((r) => r.branch.id),
    ).toEqual([21, 11, 31]);
    expect(storesByNearestBranch(stores, HERE, { ...opts, limit: 1 }).map((r) => r.store.slug)).toEqual(["s2"]);
  });

  test("a catalogue counts at its own branch, a store-wide one at the store's nearest", () => {
    const catalog = (id: number, storeId: number, branchId: number | null) => ({
      id,
      title: `C${id}`,
      titleAr: null,
      fileUrl: "/x.pdf",
      expiryDate: null,
      storeId,
      branchId,
    });
    const rows = catalogsByNearestBranch(
      [catalog(1, 1, null), catalog(2, 1, 11), catalog(3, 2, null), catalog(4, 9, null)],
      stores,
      HERE,
      opts,
    );
    // Catalogue 2 is valid only ~120 km away, catalogue 4's store is unknown.
    expect(rows.map((r) => [r.catalog.id, r.branch.id])).toEqual([
      [3, 21],
      [1, 12],
    ]);
  });

  test("open now needs structured hours open at that minute", () => {
    expect(isOpenNow(OPEN, NOW)).toBe(true);
    expect(isOpenNow(CLOSED, NOW)).toBe(false);
    expect(isOpenNow(null, NOW)).toBe(false);
  });

  test("byDistance puts unknown distances last and keeps ties in order", () => {
    expect(
      byDistance(["a", "b", "c", "d"], (x) => ({ a: null, b: 5, c: 2, d: 5 })[x] ?? null).map((r) => r.item),
    ).toEqual(["c", "b", "d", "a"]);
  });
});
