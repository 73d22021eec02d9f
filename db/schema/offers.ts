/**
 * The offers printed on catalogue pages (issue 23): found by processing (the extractor in
 * src/jobs/catalog-pages/offers/), staged with their page in catalog_pages_next.offers and put
 * live by the swap (db/queries/catalog-page-swap.ts); operators correct them in the admin. An
 * operator's offer (added, or an auto one edited or deleted) stays when the same file is
 * processed again: the swap keeps it and drops the auto offer found at its place.
 */
import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { catalogs } from "./catalogs.ts";
import { timestamps } from "./columns.ts";
import { nameArKeySql, nameArLettersSql, nameKeySql } from "./offer-name-keys.ts";

export const catalogOffers = sqliteTable(
  "catalog_offers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    catalogId: integer("catalog_id")
      .notNull()
      .references(() => catalogs.id, { onDelete: "cascade" }),
    page: integer("page").notNull(),
    name: text("name"),
    nameAr: text("name_ar"),
    /** AED, as printed (for `quantity` items in a multi-buy, or per `unit`). */
    price: real("price").notNull(),
    was: real("was"),
    unit: text("unit"),
    quantity: integer("quantity"),
    size: text("size"),
    /** Where it sits on the page, as fractions of its width and height from the top-left corner. */
    boxX: real("box_x").notNull(),
    boxY: real("box_y").notNull(),
    boxWidth: real("box_width").notNull(),
    boxHeight: real("box_height").notNull(),
    /**
     * Where processing found an auto offer, kept when an operator moves its box: re-processing
     * recognises the offer it finds there again as this one (null for an operator's own offer).
     */
    foundX: real("found_x"),
    foundY: real("found_y"),
    foundWidth: real("found_width"),
    foundHeight: real("found_height"),
    /** auto: found by processing; operator: drawn by an operator. */
    source: text("source", { enum: ["auto", "operator"] })
      .notNull()
      .default("auto"),
    /** An operator changed this auto offer (kept through re-processing of the same file). */
    edited: integer("edited", { mode: "boolean" }).notNull().default(false),
    /** An operator deleted this auto offer: kept, unseen, so re-processing does not bring it back. */
    hidden: integer("hidden", { mode: "boolean" }).notNull().default(false),
    ...timestamps,
    /** The names folded for comparing offers across catalogues (offer-name-keys.ts); computed, never written. */
    nameKey: text("name_key").generatedAlwaysAs(nameKeySql, { mode: "virtual" }),
    nameArLetters: text("name_ar_letters").generatedAlwaysAs(nameArLettersSql, { mode: "virtual" }),
    nameArKey: text("name_ar_key").generatedAlwaysAs(nameArKeySql, { mode: "virtual" }),
  },
  (t) => [
    index("catalog_offers_catalog_page_idx").on(t.catalogId, t.page),
    index("catalog_offers_name_key_idx").on(t.nameKey),
    index("catalog_offers_name_ar_key_idx").on(t.nameArKey),
  ],
);
