/**
 * Where a list's items are on offer this week (issue 25 item 1: "this week at Lulu: AED 8.95"):
 * for each item of list `listId`, the cheapest offer of the same product (the same folded name as
 * compareOffers uses, db/queries/offers.ts) in a live catalogue serving its page, other than the
 * item's own catalogue. Both name keys are indexed, so each item costs two index lookups.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { catalogJobs, catalogOffers, catalogs, shoppingListItems, stores } from "#db/schema.ts";
import { catalogIsLive } from "./catalogs.ts";

export type OfferElsewhere = {
  offerId: number;
  catalogId: number;
  page: number;
  price: number;
  quantity: number | null;
  unit: string | null;
  storeName: string;
  storeNameAr: string | null;
};

/** The cheapest live offer of each item's product elsewhere, by item id (items with none are absent). */
export function offersElsewhere(db: Db, listId: number, today: string): Map<number, OfferElsewhere> {
  const rows = db.all<OfferElsewhere & { itemId: number }>(sql`
    WITH found AS (
      SELECT i.id AS itemId, o.id AS offerId, o.catalog_id AS catalogId, o.page, o.price, o.quantity, o.unit,
        ${stores.name} AS storeName, ${stores.nameAr} AS storeNameAr,
        row_number() OVER (PARTITION BY i.id ORDER BY o.price / coalesce(nullif(o.quantity, 0), 1), o.id) AS n
      FROM ${shoppingListItems} i
      JOIN ${catalogOffers} o ON (o.name_key = i.name_key
        OR ((o.name_key IS NULL OR i.name_key IS NULL) AND o.name_ar_key = i.name_ar_key))
      JOIN ${catalogs} ON ${catalogs.id} = o.catalog_id
      JOIN ${stores} ON ${stores.id} = ${catalogs.storeId}
      JOIN ${catalogJobs} ON ${catalogJobs.catalogId} = o.catalog_id
      WHERE i.list_id = ${listId} AND i.kind <> 'page' AND o.catalog_id IS NOT coalesce(i.catalog_id, 0)
        AND o.hidden = 0 AND ${catalogJobs.liveHash} IS NOT NULL AND o.page <= ${catalogJobs.livePages}
        AND ${catalogIsLive(today)})
    SELECT itemId, offerId, catalogId, page, price, quantity, unit, storeName, storeNameAr FROM found WHERE n = 1`);
  return new Map(rows.map(({ itemId, ...offer }) => [itemId, offer]));
}
