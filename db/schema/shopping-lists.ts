/**
 * Shopping lists (issue 25 item 1): a visitor's own named lists under their anonymous session,
 * deleted with it (the daily prune, "Forget me"). An item is an offer, a whole catalogue page or
 * free text; offer and page items keep a snapshot of what the shopper saw (name, price, store,
 * catalogue, valid-until), so they still read right after the offer or catalogue is gone.
 */
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { catalogs } from "./catalogs.ts";
import { timestamps } from "./columns.ts";
import { nameArKeySql, nameArLettersSql, nameKeySql } from "./offer-name-keys.ts";
import { catalogOffers } from "./offers.ts";
import { visitorSessions } from "./visitors.ts";

export const shoppingLists = sqliteTable(
  "shopping_lists",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sessionId: text("session_id")
      .notNull()
      .references(() => visitorSessions.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The read-only share link's secret (128 random bits); null when not shared (or revoked). */
    shareToken: text("share_token"),
    ...timestamps,
  },
  (t) => [
    index("shopping_lists_session_idx").on(t.sessionId),
    uniqueIndex("shopping_lists_share_idx").on(t.shareToken),
  ],
);

export const SHOPPING_ITEM_KINDS = ["offer", "page", "text"] as const;

export const shoppingListItems = sqliteTable(
  "shopping_list_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listId: integer("list_id")
      .notNull()
      .references(() => shoppingLists.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SHOPPING_ITEM_KINDS }).notNull(),
    /** The offer (kind offer) while it exists; the snapshot below stays when it goes. */
    offerId: integer("offer_id").references(() => catalogOffers.id, { onDelete: "set null" }),
    catalogId: integer("catalog_id").references(() => catalogs.id, { onDelete: "set null" }),
    page: integer("page"),
    /** The offer's names as printed, the page's catalogue title, or the shopper's own text. */
    name: text("name").notNull(),
    nameAr: text("name_ar"),
    /** AED as printed, for `offerQuantity` items in a multi-buy (offer items only). */
    price: real("price"),
    offerQuantity: integer("offer_quantity"),
    unit: text("unit"),
    storeName: text("store_name"),
    storeNameAr: text("store_name_ar"),
    storeSlug: text("store_slug"),
    /** The catalogue's last day ('YYYY-MM-DD', Dubai), when it has one. */
    validUntil: text("valid_until"),
    quantity: integer("quantity").notNull().default(1),
    note: text("note"),
    ticked: integer("ticked", { mode: "boolean" }).notNull().default(false),
    ...timestamps,
    /** The name folded as offers' are (offer-name-keys.ts): the same product in live catalogues. */
    nameKey: text("name_key").generatedAlwaysAs(nameKeySql, { mode: "virtual" }),
    nameArLetters: text("name_ar_letters").generatedAlwaysAs(nameArLettersSql, { mode: "virtual" }),
    nameArKey: text("name_ar_key").generatedAlwaysAs(nameArKeySql, { mode: "virtual" }),
  },
  (t) => [index("shopping_list_items_list_idx").on(t.listId), index("shopping_list_items_offer_idx").on(t.offerId)],
);
