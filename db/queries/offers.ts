/** The offers of catalogue pages (db/schema/offers.ts) as shoppers and the API read them. */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { catalogJobs, catalogOffers, catalogs, stores } from "#db/schema.ts";
import type { ComparedOffer, PageOffer } from "#lib/offers.ts";
import { catalogIsLive, type Visibility, visibleCatalogs } from "./catalogs.ts";

/** An offer as GET /api/catalogs/{id}/offers answers it. */
export type ApiOffer = PageOffer & { currency: "AED" };

/**
 * The offers shoppers see on catalogue `catalogId`, page by page, top to bottom; null when `v`
 * may not see the catalogue or it serves no pages (not processed, failed, expired for shoppers).
 */
export function listCatalogOffers(db: Db, catalogId: number, v: Visibility): ApiOffer[] | null {
  const serving = db
    .select({ id: catalogs.id })
    .from(catalogs)
    .innerJoin(catalogJobs, eq(catalogJobs.catalogId, catalogs.id))
    .where(and(eq(catalogs.id, catalogId), isNotNull(catalogJobs.liveHash), visibleCatalogs(v)))
    .get();
  if (!serving) return null;
  return db
    .select()
    .from(catalogOffers)
    .where(and(eq(catalogOffers.catalogId, catalogId), eq(catalogOffers.hidden, false)))
    .orderBy(asc(catalogOffers.page), asc(catalogOffers.boxY), asc(catalogOffers.boxX))
    .all()
    .map(apiOffer);
}

/** A stored row as the offer it is (the admin adds its flags, the API its currency). */
export function pageOfferOf(o: typeof catalogOffers.$inferSelect): PageOffer {
  return {
    id: o.id,
    page: o.page,
    name: o.name,
    nameAr: o.nameAr,
    price: o.price,
    was: o.was,
    unit: o.unit,
    quantity: o.quantity,
    size: o.size,
    box: { x: o.boxX, y: o.boxY, width: o.boxWidth, height: o.boxHeight },
  };
}

const apiOffer = (o: typeof catalogOffers.$inferSelect): ApiOffer => ({ ...pageOfferOf(o), currency: "AED" });

/** How many offers a page shows at most (a flyer page holds tens; a broken extraction must not make thousands of areas). */
const PAGE_OFFERS = 200;

/**
 * The offers shown on page `page` of `catalogId`, top to bottom. The caller has checked the
 * page is served (getCatalogPage) and the catalogue live; hidden (deleted) offers are left out.
 */
export function listPageOffers(db: Db, catalogId: number, page: number): ApiOffer[] {
  return db
    .select()
    .from(catalogOffers)
    .where(and(eq(catalogOffers.catalogId, catalogId), eq(catalogOffers.page, page), eq(catalogOffers.hidden, false)))
    .orderBy(asc(catalogOffers.boxY), asc(catalogOffers.boxX))
    .limit(PAGE_OFFERS)
    .all()
    .map(apiOffer);
}

/**
 * For each offer on page `page` of `catalogId`: the same product in other live catalogues
 * that serve pages, cheapest first (price per item, so "2 for AED 10" counts as 5), at most
 * `perOffer` of them, one per catalogue (its cheapest). The same product means the same
 * folded English name (catalog_offers.name_key, db/schema/offer-name-keys.ts), or, when
 * either offer has no English name, the same folded Arabic name; both are indexed, so each
 * offer costs two index lookups. Never the offer itself, nor its own catalogue; hidden
 * offers and pages past what a catalogue serves are left out.
 */
export function compareOffers(
  db: Db,
  catalogId: number,
  page: number,
  today: string,
  perOffer = 5,
): Map<number, ComparedOffer[]> {
  const rows = db.all<ComparedOffer & { forId: number }>(sql`
    WITH mine AS (
      SELECT id, catalog_id, name_key, name_ar_key FROM ${catalogOffers}
      WHERE catalog_id = ${catalogId} AND page = ${page} AND hidden = 0 LIMIT ${PAGE_OFFERS}),
    found AS (
      SELECT m.id AS forId, o.id, o.catalog_id AS catalogId, o.page, o.price, o.quantity, o.unit,
        ${catalogs.title} AS catalogTitle, ${catalogs.titleAr} AS catalogTitleAr,
        ${stores.name} AS storeName, ${stores.nameAr} AS storeNameAr,
        o.price / coalesce(nullif(o.quantity, 0), 1) AS each,
        row_number() OVER (PARTITION BY m.id, o.catalog_id ORDER BY o.price / coalesce(nullif(o.quantity, 0), 1), o.id) AS inCatalog
      FROM mine m
      JOIN ${catalogOffers} o ON (o.name_key = m.name_key
        OR ((o.name_key IS NULL OR m.name_key IS NULL) AND o.name_ar_key = m.name_ar_key))
      JOIN ${catalogs} ON ${catalogs.id} = o.catalog_id
      JOIN ${stores} ON ${stores.id} = ${catalogs.storeId}
      JOIN ${catalogJobs} ON ${catalogJobs.catalogId} = o.catalog_id
      WHERE o.catalog_id <> m.catalog_id AND o.hidden = 0
        AND ${catalogJobs.liveHash} IS NOT NULL AND o.page <= ${catalogJobs.livePages}
        AND ${catalogIsLive(today)}),
    ranked AS (
      SELECT *, row_number() OVER (PARTITION BY forId ORDER BY each, id) AS n FROM found WHERE inCatalog = 1)
    SELECT forId, id, catalogId, page, price, quantity, unit, catalogTitle, catalogTitleAr, storeName, storeNameAr
    FROM ranked WHERE n <= ${perOffer} ORDER BY forId, n`);
  const byOffer = new Map<number, ComparedOffer[]>();
  for (const { forId, ...offer } of rows) {
    const list = byOffer.get(forId) ?? [];
    list.push(offer);
    byOffer.set(forId, list);
  }
  return byOffer;
}

/**
 * What the crop of offer `id` is cut from: its page's large image (by the served hash) and its
 * box; undefined unless shoppers can see it (a shown offer of a live catalogue's served page).
 */
export function getOfferCrop(db: Db, id: number, today: string) {
  return db
    .select({
      hash: sql<string>`${catalogJobs.liveHash}`,
      page: catalogOffers.page,
      x: catalogOffers.boxX,
      y: catalogOffers.boxY,
      width: catalogOffers.boxWidth,
      height: catalogOffers.boxHeight,
    })
    .from(catalogOffers)
    .innerJoin(catalogs, eq(catalogs.id, catalogOffers.catalogId))
    .innerJoin(catalogJobs, eq(catalogJobs.catalogId, catalogOffers.catalogId))
    .where(
      and(
        eq(catalogOffers.id, id),
        eq(catalogOffers.hidden, false),
        isNotNull(catalogJobs.liveHash),
        sql`${catalogOffers.page} <= ${catalogJobs.livePages}`,
        catalogIsLive(today),
      ),
    )
    .get();
}
