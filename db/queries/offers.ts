/** The offers of catalogue pages (db/schema/offers.ts) as shoppers and the API read them. */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { catalogJobs, catalogOffers, catalogs } from "#db/schema.ts";
import type { PageOffer } from "#lib/offers.ts";
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
