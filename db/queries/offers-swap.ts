/**
 * Offers through the page swap (catalog-page-swap.ts): a run stages each page's offers as JSON
 * beside the page; the swap replaces the catalogue's auto offers by the staged ones, in its
 * transaction. What an operator did stays: offers they drew, and auto offers they edited or
 * deleted, are kept, and a staged offer whose centre falls inside one of them on the same page
 * is the same offer found again and is dropped.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { catalogOffers, catalogPagesNext } from "#db/schema.ts";

/** The staged offers of `catalogId`'s first `pageCount` pages in, its unchanged auto offers out. */
export function swapOffers(db: Db, catalogId: number, pageCount: number): void {
  db.run(sql`DELETE FROM ${catalogOffers}
    WHERE catalog_id = ${catalogId} AND source = 'auto' AND edited = 0 AND hidden = 0`);
  db.run(sql`INSERT INTO ${catalogOffers}
      (catalog_id, page, name, name_ar, price, was, unit, quantity, size, box_x, box_y, box_width, box_height)
    SELECT n.catalog_id, n.page,
      o.value ->> '$.name', o.value ->> '$.nameAr', o.value ->> '$.price', o.value ->> '$.was',
      o.value ->> '$.unit', o.value ->> '$.quantity', o.value ->> '$.size',
      o.value ->> '$.box.x', o.value ->> '$.box.y', o.value ->> '$.box.width', o.value ->> '$.box.height'
    FROM ${catalogPagesNext} n, json_each(n.offers) o
    WHERE n.catalog_id = ${catalogId} AND n.page <= ${pageCount}
      AND (o.value ->> '$.price') > 0
      AND NOT EXISTS (
        SELECT 1 FROM ${catalogOffers} k
        WHERE k.catalog_id = n.catalog_id AND k.page = n.page
          AND (k.source = 'operator' OR k.edited = 1 OR k.hidden = 1)
          AND (o.value ->> '$.box.x') + (o.value ->> '$.box.width') / 2 BETWEEN k.box_x AND k.box_x + k.box_width
          AND (o.value ->> '$.box.y') + (o.value ->> '$.box.height') / 2 BETWEEN k.box_y AND k.box_y + k.box_height)
    ORDER BY n.page, o.key`);
}

/** SQL: the JSON array of the auto offers `fromCatalogId` serves on page `p.page` (a twin's pages copied). */
export function foundOffersOfPage(fromCatalogId: number) {
  return sql`(SELECT json_group_array(json_object(
      'name', name, 'nameAr', name_ar, 'price', price, 'was', was, 'unit', unit, 'quantity', quantity,
      'size', size, 'box', json_object('x', box_x, 'y', box_y, 'width', box_width, 'height', box_height)))
    FROM ${catalogOffers} WHERE catalog_id = ${fromCatalogId} AND page = p.page AND source = 'auto' AND hidden = 0)`;
}
