/**
 * The items of a shopping list (db/schema/shopping-lists.ts). Callers have checked the list is
 * the visitor's own (db/queries/shopping-lists.ts) and pass its id; item queries also name the
 * list, so an item id from another list is not found. Offer and page items are written with a
 * snapshot of what the shopper saw, read here from the live offer or catalogue.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { catalogJobs, catalogOffers, catalogs, shoppingListItems, stores } from "#db/schema.ts";
import type { ItemPatch } from "#schemas/shopping-list.ts";
import { catalogIsLive } from "./catalogs.ts";

export type ListItem = {
  id: number;
  kind: "offer" | "page" | "text";
  offerId: number | null;
  catalogId: number | null;
  page: number | null;
  name: string;
  nameAr: string | null;
  price: number | null;
  offerQuantity: number | null;
  unit: string | null;
  storeName: string | null;
  storeNameAr: string | null;
  storeSlug: string | null;
  validUntil: string | null;
  quantity: number;
  note: string | null;
  ticked: boolean;
};

/** What an item holds before its quantity and note: the offer's or page's snapshot, or the shopper's text. */
export type ItemSnapshot = Omit<ListItem, "id" | "quantity" | "note" | "ticked">;

const columns = {
  id: shoppingListItems.id,
  kind: shoppingListItems.kind,
  offerId: shoppingListItems.offerId,
  catalogId: shoppingListItems.catalogId,
  page: shoppingListItems.page,
  name: shoppingListItems.name,
  nameAr: shoppingListItems.nameAr,
  price: shoppingListItems.price,
  offerQuantity: shoppingListItems.offerQuantity,
  unit: shoppingListItems.unit,
  storeName: shoppingListItems.storeName,
  storeNameAr: shoppingListItems.storeNameAr,
  storeSlug: shoppingListItems.storeSlug,
  validUntil: shoppingListItems.validUntil,
  quantity: shoppingListItems.quantity,
  note: shoppingListItems.note,
  ticked: shoppingListItems.ticked,
};

/**
 * The list's items in the order they were added. An item's valid-until is its catalogue's as it
 * is now (an operator may end or extend it), the snapshot's once the catalogue is gone.
 */
export function listItems(db: Db, listId: number): ListItem[] {
  return db
    .select({
      ...columns,
      validUntil: sql<
        string | null
      >`CASE WHEN ${catalogs.id} IS NULL THEN ${shoppingListItems.validUntil} ELSE ${catalogs.expiryDate} END`,
    })
    .from(shoppingListItems)
    .leftJoin(catalogs, eq(catalogs.id, shoppingListItems.catalogId))
    .where(eq(shoppingListItems.listId, listId))
    .orderBy(asc(shoppingListItems.id))
    .all();
}

/** How many items the list holds (capped at MAX_ITEMS). */
export function countItems(db: Db, listId: number): number {
  return db.select({ n: count() }).from(shoppingListItems).where(eq(shoppingListItems.listId, listId)).get()?.n ?? 0;
}

/** The catalogue, store and validity columns every snapshot copies. */
const catalogSnapshot = {
  catalogId: catalogs.id,
  storeName: stores.name,
  storeNameAr: stores.nameAr,
  storeSlug: stores.slug,
  validUntil: catalogs.expiryDate,
};

/** Offer `offerId` as an item, if shoppers can see it today (shown, of a live catalogue serving its page). */
export function offerSnapshot(db: Db, offerId: number, today: string): ItemSnapshot | undefined {
  const row = db
    .select({
      ...catalogSnapshot,
      page: catalogOffers.page,
      name: catalogOffers.name,
      nameAr: catalogOffers.nameAr,
      price: catalogOffers.price,
      offerQuantity: catalogOffers.quantity,
      unit: catalogOffers.unit,
    })
    .from(catalogOffers)
    .innerJoin(catalogs, eq(catalogs.id, catalogOffers.catalogId))
    .innerJoin(stores, eq(stores.id, catalogs.storeId))
    .innerJoin(catalogJobs, eq(catalogJobs.catalogId, catalogs.id))
    .where(
      and(
        eq(catalogOffers.id, offerId),
        eq(catalogOffers.hidden, false),
        sql`${catalogJobs.liveHash} IS NOT NULL AND ${catalogOffers.page} <= ${catalogJobs.livePages}`,
        catalogIsLive(today),
      ),
    )
    .get();
  if (!row) return undefined;
  // An offer printed in one language only is named in that one.
  const name = row.name ?? row.nameAr ?? "";
  return { kind: "offer", offerId, ...row, name, nameAr: row.name ? row.nameAr : null };
}

/** Page `page` of catalogue `catalogId` as an item, if the catalogue is live today and has that page. */
export function pageSnapshot(db: Db, catalogId: number, page: number, today: string): ItemSnapshot | undefined {
  const row = db
    .select({ ...catalogSnapshot, name: catalogs.title, nameAr: catalogs.titleAr })
    .from(catalogs)
    .innerJoin(stores, eq(stores.id, catalogs.storeId))
    .leftJoin(catalogJobs, eq(catalogJobs.catalogId, catalogs.id))
    .where(
      and(
        eq(catalogs.id, catalogId),
        sql`${page} <= coalesce(${catalogJobs.livePages}, ${catalogs.pages}, 0)`,
        catalogIsLive(today),
      ),
    )
    .get();
  if (!row) return undefined;
  return { kind: "page", offerId: null, page, price: null, offerQuantity: null, unit: null, ...row };
}

/** The shopper's own words as an item (no store, no price). */
export function textSnapshot(text: string): ItemSnapshot {
  return {
    kind: "text",
    offerId: null,
    catalogId: null,
    page: null,
    name: text,
    nameAr: null,
    price: null,
    offerQuantity: null,
    unit: null,
    storeName: null,
    storeNameAr: null,
    storeSlug: null,
    validUntil: null,
  };
}

/** Adds an item to list `listId`; the new item. */
export function insertItem(
  db: Db,
  listId: number,
  item: ItemSnapshot & { quantity?: number; note?: string | null; ticked?: boolean },
): ListItem {
  const { id } = db
    .insert(shoppingListItems)
    .values({ ...item, listId })
    .returning({ id: shoppingListItems.id })
    .get();
  return findItem(db, listId, id)!;
}

/** Item `itemId` of list `listId`, or undefined. */
function findItem(db: Db, listId: number, itemId: number): ListItem | undefined {
  return db
    .select(columns)
    .from(shoppingListItems)
    .where(and(eq(shoppingListItems.id, itemId), eq(shoppingListItems.listId, listId)))
    .get();
}

/** Changes quantity, note or ticked of item `itemId` of list `listId`; the item, or undefined when not found. */
export function updateItem(db: Db, listId: number, itemId: number, patch: ItemPatch): ListItem | undefined {
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const done = db
    .update(shoppingListItems)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(shoppingListItems.id, itemId), eq(shoppingListItems.listId, listId)))
    .returning({ id: shoppingListItems.id })
    .all();
  return done.length ? findItem(db, listId, itemId) : undefined;
}

/** Removes item `itemId` of list `listId`; false when not found. */
export function deleteItem(db: Db, listId: number, itemId: number): boolean {
  return (
    db
      .delete(shoppingListItems)
      .where(and(eq(shoppingListItems.id, itemId), eq(shoppingListItems.listId, listId)))
      .returning({ id: shoppingListItems.id })
      .all().length > 0
  );
}

/** Copies every item of list `fromId` into list `toId` (a shared list copied), unticked, in one statement. */
export function copyItems(db: Db, fromId: number, toId: number): void {
  db.run(sql`INSERT INTO ${shoppingListItems} (list_id, kind, offer_id, catalog_id, page, name, name_ar, price,
      offer_quantity, unit, store_name, store_name_ar, store_slug, valid_until, quantity, note, ticked)
    SELECT ${toId}, kind, offer_id, catalog_id, page, name, name_ar, price, offer_quantity, unit, store_name,
      store_name_ar, store_slug, valid_until, quantity, note, 0
    FROM ${shoppingListItems} WHERE list_id = ${fromId} ORDER BY id`);
}
