/** The offers of catalogue pages (db/schema/offers.ts) as shoppers and the API read them. */
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { catalogJobs, catalogOffers, catalogs } from "#db/schema.ts";
import type { OfferBox } from "#lib/offers.ts";
import { type Visibility, visibleCatalogs } from "./catalogs.ts";

/** An offer as GET /api/catalogs/{id}/offers answers it. */
export type ApiOffer = {
  id: number;
  page: number;
  name: string | null;
  nameAr: string | null;
  price: number;
  was: number | null;
  currency: "AED";
  unit: string | null;
  quantity: number | null;
  size: string | null;
  box: OfferBox;
};

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
    .map((o) => ({
      id: o.id,
      page: o.page,
      name: o.name,
      nameAr: o.nameAr,
      price: o.price,
      was: o.was,
      currency: "AED" as const,
      unit: o.unit,
      quantity: o.quantity,
      size: o.size,
      box: { x: o.boxX, y: o.boxY, width: o.boxWidth, height: o.boxHeight },
    }));
}
