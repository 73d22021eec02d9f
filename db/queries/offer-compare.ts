/**
 * An offer's "compare" list: the same product in other live catalogues, cheapest first.
 *
 * Asked once per offer on every catalogue page, it was most of a page's render (65 % of its CPU
 * at scale 100, where a product is printed in hundreds of catalogues). The answer depends only
 * on the product, the day and the content, so the cheapest catalogues of each product are kept
 * per content version (db/data-memo.ts) and each page takes its offers' lists from there.
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { memoByData } from "#db/data-memo.ts";
import { catalogJobs, catalogOffers, catalogs, stores } from "#db/schema.ts";
import type { ComparedOffer } from "#lib/offers.ts";
import { catalogIsLive } from "./catalogs.ts";

/** How many offers a page shows at most (db/queries/offers.ts keeps the same bound). */
const PAGE_OFFERS = 200;

type Ranked = ComparedOffer & { each: number };

/** Which offers are the same product, by the name key a list is kept under. */
const MATCH = {
  /** The same folded English name. */
  en: (key: string) => sql`o.name_key = ${key}`,
  /** The same folded Arabic name, the other offer with no English name (an English-named offer asking). */
  unnamedAr: (key: string) => sql`o.name_ar_key = ${key} AND o.name_key IS NULL`,
  /** The same folded Arabic name, whatever the English (an offer with no English name asking). */
  ar: (key: string) => sql`o.name_ar_key = ${key}`,
} satisfies Record<string, (key: string) => SQL>;

/**
 * The `count` cheapest live catalogues with an offer matching `key`, each with its cheapest such
 * offer (price per item, so "2 for AED 10" counts as 5; ties by offer id), cheapest first.
 */
function cheapestCatalogues(db: Db, match: keyof typeof MATCH, key: string, today: string, count: number): Ranked[] {
  // Stores by name only: a change to a store's own details keeps the lists (db/data-memo.ts).
  const wide = { wide: true };
  return memoByData(
    db,
    `compare:${match}:${today}:${count}:${key}`,
    () =>
      db.all<Ranked>(sql`
      SELECT id, catalogId, page, price, quantity, unit, catalogTitle, catalogTitleAr, storeName, storeNameAr, each
      FROM (
        SELECT o.id, o.catalog_id AS catalogId, o.page, o.price, o.quantity, o.unit,
          ${catalogs.title} AS catalogTitle, ${catalogs.titleAr} AS catalogTitleAr,
          ${stores.name} AS storeName, ${stores.nameAr} AS storeNameAr,
          o.price / coalesce(nullif(o.quantity, 0), 1) AS each,
          row_number() OVER (PARTITION BY o.catalog_id ORDER BY o.price / coalesce(nullif(o.quantity, 0), 1), o.id) AS inCatalog
        FROM ${catalogOffers} o
        JOIN ${catalogs} ON ${catalogs.id} = o.catalog_id
        JOIN ${stores} ON ${stores.id} = ${catalogs.storeId}
        JOIN ${catalogJobs} ON ${catalogJobs.catalogId} = o.catalog_id
        WHERE ${MATCH[match](key)} AND o.hidden = 0
          AND ${catalogJobs.liveHash} IS NOT NULL AND o.page <= ${catalogJobs.livePages}
          AND ${catalogIsLive(today)})
      WHERE inCatalog = 1 ORDER BY each, id LIMIT ${count}`),
    wide,
  );
}

/**
 * For each offer on page `page` of `catalogId`: the same product in other live catalogues
 * that serve pages, cheapest first, at most `perOffer` of them, one per catalogue (its
 * cheapest). The same product means the same folded English name (catalog_offers.name_key,
 * db/schema/offer-name-keys.ts), or, when either offer has no English name, the same folded
 * Arabic name. Never the offer itself, nor its own catalogue; hidden offers and pages past what
 * a catalogue serves are left out.
 */
export function compareOffers(
  db: Db,
  catalogId: number,
  page: number,
  today: string,
  perOffer = 5,
): Map<number, ComparedOffer[]> {
  const mine = db
    .select({ id: catalogOffers.id, nameKey: catalogOffers.nameKey, nameArKey: catalogOffers.nameArKey })
    .from(catalogOffers)
    .where(and(eq(catalogOffers.catalogId, catalogId), eq(catalogOffers.page, page), eq(catalogOffers.hidden, false)))
    .limit(PAGE_OFFERS)
    .all();
  // One more than asked: the offer's own catalogue may be among the cheapest, and is left out.
  const count = perOffer + 1;
  const byOffer = new Map<number, ComparedOffer[]>();
  for (const offer of mine) {
    const lists: Ranked[][] = [];
    if (offer.nameKey) lists.push(cheapestCatalogues(db, "en", offer.nameKey, today, count));
    if (offer.nameArKey)
      lists.push(cheapestCatalogues(db, offer.nameKey ? "unnamedAr" : "ar", offer.nameArKey, today, count));
    const compared = cheapestOfEach(lists.flat(), catalogId, perOffer);
    if (compared.length > 0) byOffer.set(offer.id, compared);
  }
  return byOffer;
}

/**
 * The lists merged: cheapest first, one offer per catalogue, `own` left out. Each list holds its
 * `perOffer + 1` cheapest catalogues, so the merged `perOffer` cheapest are all among them.
 */
function cheapestOfEach(offers: Ranked[], own: number, perOffer: number): ComparedOffer[] {
  const sorted = [...offers].sort((a, b) => a.each - b.each || a.id - b.id);
  const seen = new Set<number>([own]);
  const out: ComparedOffer[] = [];
  for (const { each: _each, ...offer } of sorted) {
    if (seen.has(offer.catalogId)) continue;
    seen.add(offer.catalogId);
    out.push(offer);
    if (out.length === perOffer) break;
  }
  return out;
}
