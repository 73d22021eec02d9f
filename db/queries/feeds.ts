/**
 * What the Atom feeds list (src/server/feeds.ts): live catalogues with pages to show, of a store,
 * a catalogue category or an emirate, newest first; and when catalogues were last changed, for
 * the entries of a saved search's feed (its offers are found by the offer search itself).
 */
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { catalogJobs, catalogs, stores } from "#db/schema.ts";
import { catalogIsLive, catalogPlaceAndTime } from "./catalogs.ts";

export type FeedFilter = { store?: string; category?: string; emirate?: string };

export function feedCatalogs(db: Db, f: FeedFilter, today: string, limit: number) {
  return db
    .select({
      id: catalogs.id,
      title: catalogs.title,
      titleAr: catalogs.titleAr,
      description: catalogs.description,
      descriptionAr: catalogs.descriptionAr,
      expiryDate: catalogs.expiryDate,
      updatedAt: catalogs.updatedAt,
      createdAt: catalogs.createdAt,
      storeName: stores.name,
      storeNameAr: stores.nameAr,
    })
    .from(catalogs)
    .innerJoin(stores, eq(stores.id, catalogs.storeId))
    .innerJoin(catalogJobs, eq(catalogJobs.catalogId, catalogs.id))
    .where(
      and(
        catalogIsLive(today),
        isNotNull(catalogJobs.liveHash),
        f.category ? eq(catalogs.category, f.category) : undefined,
        catalogPlaceAndTime({ store: f.store, emirate: f.emirate }, today),
      ),
    )
    .orderBy(desc(catalogs.createdAt), desc(catalogs.id))
    .limit(limit)
    .all();
}

/** When each of the catalogues was last changed, by id. */
export function catalogsUpdatedAt(db: Db, ids: number[]): Map<number, Date> {
  if (ids.length === 0) return new Map();
  const rows = db
    .select({ id: catalogs.id, updatedAt: catalogs.updatedAt })
    .from(catalogs)
    .where(inArray(catalogs.id, ids))
    .all();
  return new Map(rows.map((r) => [r.id, r.updatedAt]));
}
