/**
 * What "near me" and the emirate map draw with (issue 26), fetched only when the shopper asks,
 * so the pages stay small and cacheable:
 * - GET /api/near/stores: every store with a branch that has a position, each branch's
 *   coordinates, emirate and next days' open segments;
 * - GET /api/near/catalogs: live catalogues and where they are valid (a branch or store-wide).
 * The same for everyone (no position is sent: the browser sorts), so a shared cache may keep
 * them for a few minutes; the segments cover 8 days, ample for that.
 */
import { Hono } from "hono";
import { getDb } from "#db/client.ts";
import { listBranchPlaces } from "#db/queries/branches.ts";
import { listLiveCatalogPlaces } from "#db/queries/catalogs.ts";
import { dubaiToday } from "#lib/dates.ts";
import type { PlaceStore } from "#lib/nearest.ts";
import type { ApiEnv } from "#server/api/env.ts";
import { withSegments } from "#server/hours/week.ts";

const NEAR_CACHE_CONTROL = "public, max-age=300";

/** A coordinate stored as text, or null when it is not a number in range. */
function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

function placeStores(): PlaceStore[] {
  const stores = new Map<number, PlaceStore>();
  for (const b of withSegments(listBranchPlaces(getDb()))) {
    const lat = coordinate(b.latitude, 90);
    const lng = coordinate(b.longitude, 180);
    if (lat === null || lng === null) continue;
    const store = stores.get(b.store.id) ?? { ...b.store, branches: [] };
    stores.set(b.store.id, store);
    store.branches.push({
      id: b.id,
      slug: b.slug,
      name: b.name,
      nameAr: b.nameAr,
      emirate: b.emirate,
      lat,
      lng,
      segments: b.segments,
    });
  }
  return [...stores.values()];
}

export const nearRoutes = new Hono<ApiEnv>()
  .get("/stores", (c) => {
    c.header("Cache-Control", NEAR_CACHE_CONTROL);
    return c.json({ data: placeStores() });
  })
  .get("/catalogs", (c) => {
    c.header("Cache-Control", NEAR_CACHE_CONTROL);
    return c.json({ data: listLiveCatalogPlaces(getDb(), dubaiToday()) });
  });
