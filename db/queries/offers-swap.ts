/**
 * Offers through the page swap (catalog-page-swap.ts): a run stages each page's offers as JSON
 * beside the page; the swap replaces the catalogue's auto offers by the staged ones, in its
 * transaction. What an operator did stays: offers they drew, and auto offers they edited or
 * deleted, are kept, and a staged offer whose centre falls inside one of them on the same page
 * is the same offer found again and is dropped.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { catalogOffers, catalogPagesNext } from "#db/schema.ts";
import type { FoundOffer } from "#lib/offers.ts";

/** The staged offers of `catalogId`'s first `pageCount` pages in, its unchanged auto offers out. */
export function swapOffers(db: Db, catalogId: number, pageCount: number): void {
  replaceAutoOffers(
    db,
    catalogId,
    sql`SELECT n.page AS page, o.value AS value FROM ${catalogPagesNext} n, json_each(n.offers) o
      WHERE n.catalog_id = ${catalogId} AND n.page <= ${pageCount}`,
  );
}

/**
 * Offers found again over a catalogue's served pages (`uae-deals catalogs extract-offers`), in
 * one transaction: `pages` is each page's FoundOffer list.
 */
export function replaceFoundOffers(db: Db, catalogId: number, pages: { page: number; offers: FoundOffer[] }[]): void {
  db.transaction((tx) =>
    replaceAutoOffers(
      tx as unknown as Db,
      catalogId,
      sql`SELECT p.value ->> '$.page' AS page, o.value AS value
        FROM json_each(${JSON.stringify(pages)}) p, json_each(p.value, '$.offers') o`,
    ),
  );
}

/**
 * The catalogue's auto offers replaced by those `found` selects (rows of page and offer JSON),
 * keeping the operator's: an offer they drew, edited or deleted stays, and a found one whose
 * centre falls inside it on its page (inside its box, or inside the box processing found it
 * in before an operator moved it) is that offer found again and is dropped.
 */
function replaceAutoOffers(db: Db, catalogId: number, found: SQL): void {
  db.run(sql`DELETE FROM ${catalogOffers}
    WHERE catalog_id = ${catalogId} AND source = 'auto' AND edited = 0 AND hidden = 0`);
  db.run(sql`INSERT INTO ${catalogOffers}
      (catalog_id, page, name, name_ar, price, was, unit, quantity, size, box_x, box_y, box_width, box_height,
       found_x, found_y, found_width, found_height)
    SELECT ${catalogId}, f.page,
      f.value ->> '$.name', f.value ->> '$.nameAr', f.value ->> '$.price', f.value ->> '$.was',
      f.value ->> '$.unit', f.value ->> '$.quantity', f.value ->> '$.size',
      f.x, f.y, f.width, f.height, f.x, f.y, f.width, f.height
    FROM (SELECT page, value, value ->> '$.box.x' AS x, value ->> '$.box.y' AS y,
      value ->> '$.box.width' AS width, value ->> '$.box.height' AS height FROM (${found})) f
    WHERE (f.value ->> '$.price') > 0
      AND NOT EXISTS (
        SELECT 1 FROM ${catalogOffers} k
        WHERE k.catalog_id = ${catalogId} AND k.page = f.page
          AND (k.source = 'operator' OR k.edited = 1 OR k.hidden = 1)
          AND (f.x + f.width / 2 BETWEEN k.box_x AND k.box_x + k.box_width
                AND f.y + f.height / 2 BETWEEN k.box_y AND k.box_y + k.box_height
            OR f.x + f.width / 2 BETWEEN k.found_x AND k.found_x + k.found_width
                AND f.y + f.height / 2 BETWEEN k.found_y AND k.found_y + k.found_height))`);
}

/** SQL: the JSON array of the auto offers `fromCatalogId` serves on page `p.page` (a twin's pages copied). */
export function foundOffersOfPage(fromCatalogId: number) {
  return sql`(SELECT json_group_array(json_object(
      'name', name, 'nameAr', name_ar, 'price', price, 'was', was, 'unit', unit, 'quantity', quantity,
      'size', size, 'box', json_object('x', box_x, 'y', box_y, 'width', box_width, 'height', box_height)))
    FROM ${catalogOffers} WHERE catalog_id = ${fromCatalogId} AND page = p.page AND source = 'auto' AND hidden = 0)`;
}
