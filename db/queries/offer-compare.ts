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

/** A live catalogue serving pages, with what a compare row names of it. */
type LiveCatalogue = Pick<ComparedOffer, "catalogTitle" | "catalogTitleAr" | "storeName" | "storeNameAr"> & {
  livePages: number;
};

/**
 * Every live catalogue that serves pages, by id: one query per content version (and day), where
 * joining each matching offer to its catalogue, job and store in SQL was most of a list's time.
 * Stores by name only: a change to a store's own details keeps it, as it keeps the lists.
 */
function liveCatalogues(db: Db, today: string): Map<number, LiveCatalogue> {
  return memoByData(
    db,
    `compare-live:${today}`,
    () => {
      const rows = db.all<LiveCatalogue & { id: number }>(sql`
        SELECT ${catalogs.id} AS id, ${catalogJobs.livePages} AS livePages,
          ${catalogs.title} AS catalogTitle, ${catalogs.titleAr} AS catalogTitleAr,
          ${stores.name} AS storeName, ${stores.nameAr} AS storeNameAr
        FROM ${catalogs}
        JOIN ${stores} ON ${stores.id} = ${catalogs.storeId}
        JOIN ${catalogJobs} ON ${catalogJobs.catalogId} = ${catalogs.id}
        WHERE ${catalogJobs.liveHash} IS NOT NULL AND ${catalogIsLive(today)}`);
      return new Map(rows.map(({ id, ...catalogue }) => [id, catalogue]));
    },
    { wide: true },
  );
}

type Matching = Pick<ComparedOffer, "id" | "catalogId" | "page" | "price" | "quantity" | "unit">;

/**
 * The `count` cheapest live catalogues with an offer matching `key`, each with its cheapest such
 * offer (price per item, so "2 for AED 10" counts as 5; ties by offer id), cheapest first.
 */
function cheapestCatalogues(db: Db, match: keyof typeof MATCH, key: string, today: string, count: number): Ranked[] {
  return memoByData(
    db,
    `compare:${match}:${today}:${count}:${key}`,
    () => {
      const live = liveCatalogues(db, today);
      const offers = db.all<Matching>(sql`
        SELECT o.id, o.catalog_id AS catalogId, o.page, o.price, o.quantity, o.unit
        FROM ${catalogOffers} o WHERE ${MATCH[match](key)} AND o.hidden = 0`);
      const best = new Map<number, Ranked>();
      for (const offer of offers) {
        const catalogue = live.get(offer.catalogId);
        if (!catalogue || offer.page > catalogue.livePages) continue;
        const each = offer.price / (offer.quantity || 1);
        const kept = best.get(offer.catalogId);
        if (kept && (kept.each < each || (kept.each === each && kept.id < offer.id))) continue;
        const { livePages: _pages, ...named } = catalogue;
        best.set(offer.catalogId, { ...offer, ...named, each });
      }
      return [...best.values()].sort(byPriceEach).slice(0, count);
    },
    { wide: true },
  );
}

const byPriceEach = (a: Ranked, b: Ranked) => a.each - b.each || a.id - b.id;

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
  const sorted = [...offers].sort(byPriceEach);
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
