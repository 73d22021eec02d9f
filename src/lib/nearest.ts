/**
 * "Near me" in the browser (issue 26): the shopper's position never leaves it, so ordering by
 * distance and the "open now" filter happen here, from the branches' coordinates and the next
 * days' hours the server worked out (GET /api/near/stores). Browser-safe.
 */
import { distanceKm } from "./distance.ts";
import { type CompactSegment, openState } from "./hours/open-state.ts";

export type Point = { lat: number; lng: number };
export type PlaceBranch = {
  id: number;
  slug: string;
  name: string;
  nameAr: string | null;
  /** The emirate's slug. */
  emirate: string;
  lat: number;
  lng: number;
  /** The next days' open/closed segments; null with free-text hours only. */
  segments: CompactSegment[] | null;
};
export type PlaceStore = { id: number; slug: string; name: string; nameAr: string | null; branches: PlaceBranch[] };
export type PlaceCatalog = {
  id: number;
  title: string;
  titleAr: string | null;
  fileUrl: string;
  expiryDate: string | null;
  storeId: number;
  /** Valid at this branch only; null: at every branch of the store. */
  branchId: number | null;
};

/** What a near-me list keeps: branches within `radiusKm`, open by the browser's clock if `openOnly`, the first `limit`. */
export type NearOptions = { openOnly: boolean; now: number; radiusKm: number; limit: number };

/** Open by the browser's clock (closing soon included); free-text hours are never "open now". */
export function isOpenNow(segments: CompactSegment[] | null, now: number): boolean {
  const kind = segments ? openState(segments, now)?.kind : undefined;
  return kind === "open" || kind === "open24" || kind === "closesSoon";
}

/** `items` nearest first by `km` (unknown distances last, in their order); a stable sort. */
export function byDistance<T>(items: T[], km: (item: T) => number | null): { item: T; km: number | null }[] {
  const far = Number.POSITIVE_INFINITY;
  return items.map((item) => ({ item, km: km(item) })).sort((a, b) => (a.km ?? far) - (b.km ?? far));
}

/** The nearest of `branches` to `here` that passes the filter, with its distance; null if none. */
function nearestBranch(branches: PlaceBranch[], here: Point, o: NearOptions) {
  let best: { branch: PlaceBranch; km: number } | null = null;
  for (const branch of branches) {
    if (o.openOnly && !isOpenNow(branch.segments, o.now)) continue;
    const km = distanceKm(here.lat, here.lng, branch.lat, branch.lng);
    if (km <= o.radiusKm && (!best || km < best.km)) best = { branch, km };
  }
  return best;
}

/**
 * Stores by their nearest branch, each with that branch and how far it is; stores without a
 * branch in reach (or open, with `openOnly`) are left out.
 * Example: at Dubai Mall a store with branches 2 km and 30 km away comes before one 5 km away, as "2 km".
 */
export function storesByNearestBranch(stores: PlaceStore[], here: Point, o: NearOptions) {
  return stores
    .flatMap((store) => {
      const near = nearestBranch(store.branches, here, o);
      return near ? [{ store, ...near }] : [];
    })
    .sort((a, b) => a.km - b.km)
    .slice(0, o.limit);
}

/**
 * Live catalogues valid at a branch in reach, by that branch's distance: a branch's own catalogue
 * counts at that branch, a store-wide one at the store's nearest branch.
 */
export function catalogsByNearestBranch(catalogs: PlaceCatalog[], stores: PlaceStore[], here: Point, o: NearOptions) {
  const storeById = new Map(stores.map((s) => [s.id, s]));
  return catalogs
    .flatMap((catalog) => {
      const store = storeById.get(catalog.storeId);
      if (!store) return [];
      const valid =
        catalog.branchId === null ? store.branches : store.branches.filter((b) => b.id === catalog.branchId);
      const near = nearestBranch(valid, here, o);
      return near ? [{ catalog, store, ...near }] : [];
    })
    .sort((a, b) => a.km - b.km)
    .slice(0, o.limit);
}
