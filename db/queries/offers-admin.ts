/**
 * Offers as operators correct them (issue 23, item 5): every offer of a catalogue, hidden ones
 * flagged, and the admin's writes. Apart from offers.ts, which holds the shoppers' read and its
 * visibility rule (live catalogues, no hidden offers); the writes here set the flags the swap
 * (offers-swap.ts) reads to keep an operator's work through re-processing:
 * - changing an auto offer marks it `edited`;
 * - deleting an auto offer hides it (kept, unseen, so the same file does not bring it back);
 *   deleting an operator's offer removes it;
 * - an added offer is the operator's (`source = 'operator'`).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { catalogOffers, catalogs } from "#db/schema.ts";
import type { PageOffer } from "#lib/offers.ts";
import type { ViewerPages } from "#lib/viewer.ts";
import type { OfferValues } from "#schemas/offer.ts";
import { viewerPagesOf } from "./catalog-pages.ts";
import { pageOfferOf } from "./offers.ts";
import { syncSearchIndex } from "./search-index.ts";

/** An offer as the admin API answers it: the public shape, and where it came from. */
export type AdminOffer = PageOffer & {
  source: "auto" | "operator";
  edited: boolean;
  hidden: boolean;
};

type Row = typeof catalogOffers.$inferSelect;

const toAdminOffer = (o: Row): AdminOffer => ({
  ...pageOfferOf(o),
  source: o.source,
  edited: o.edited,
  hidden: o.hidden,
});

/** The row's columns for `values`. */
const columns = (v: OfferValues) => ({
  name: v.name,
  nameAr: v.nameAr,
  price: v.price,
  was: v.was,
  unit: v.unit,
  quantity: v.quantity,
  size: v.size,
  boxX: v.box.x,
  boxY: v.box.y,
  boxWidth: v.box.width,
  boxHeight: v.box.height,
});

/**
 * Catalogue `catalogId`'s titles and the pages it serves (its image folder and page sizes; null
 * before its first processing), or undefined when there is no such catalogue. Expired ones included.
 */
export function catalogPagesForAdmin(
  db: Db,
  catalogId: number,
): { title: string; titleAr: string | null; pages: ViewerPages | null } | undefined {
  const catalog = db
    .select({ title: catalogs.title, titleAr: catalogs.titleAr })
    .from(catalogs)
    .where(eq(catalogs.id, catalogId))
    .get();
  if (!catalog) return undefined;
  return { ...catalog, pages: viewerPagesOf(db, [catalogId]).get(catalogId) ?? null };
}

/** Every offer of catalogue `catalogId` (of page `page` only, when given), hidden ones too, page by page, top to bottom. */
export function listAdminOffers(db: Db, catalogId: number, page?: number): AdminOffer[] {
  return db
    .select()
    .from(catalogOffers)
    .where(and(eq(catalogOffers.catalogId, catalogId), page ? eq(catalogOffers.page, page) : undefined))
    .orderBy(asc(catalogOffers.page), asc(catalogOffers.boxY), asc(catalogOffers.boxX), asc(catalogOffers.id))
    .all()
    .map(toAdminOffer);
}

/** One offer, hidden or not; undefined when there is none. */
export function getAdminOffer(db: Db, id: number): AdminOffer | undefined {
  const row = db.select().from(catalogOffers).where(eq(catalogOffers.id, id)).get();
  return row && toAdminOffer(row);
}

/**
 * Replaces the fields of offer `current` by `values`; an auto offer becomes `edited` unless
 * `restoreOnly` (an operator bringing back an offer they deleted, with nothing else changed).
 */
export function updateAdminOffer(
  db: Db,
  current: AdminOffer,
  values: OfferValues,
  { restoreOnly = false }: { restoreOnly?: boolean } = {},
): AdminOffer {
  const row = db
    .update(catalogOffers)
    .set({
      ...columns(values),
      hidden: false,
      edited: current.edited || (current.source === "auto" && !restoreOnly),
      updatedAt: new Date(),
    })
    .where(eq(catalogOffers.id, current.id))
    .returning()
    .get();
  syncSearchIndex(db); // the search_queue triggers queued it; offer search follows at once
  return toAdminOffer(row);
}

/** Deletes offer `offer` as an operator does: an auto offer is hidden, an operator's offer removed. */
export function deleteAdminOffer(db: Db, offer: AdminOffer): void {
  if (offer.source === "operator") db.delete(catalogOffers).where(eq(catalogOffers.id, offer.id)).run();
  else
    db.update(catalogOffers).set({ hidden: true, updatedAt: new Date() }).where(eq(catalogOffers.id, offer.id)).run();
  syncSearchIndex(db);
}

/** Adds an operator's offer on page `page` of catalogue `catalogId`. */
export function insertOperatorOffer(db: Db, catalogId: number, page: number, values: OfferValues): AdminOffer {
  const row = db
    .insert(catalogOffers)
    .values({ catalogId, page, ...columns(values), source: "operator" })
    .returning()
    .get();
  syncSearchIndex(db);
  return toAdminOffer(row);
}

/** Per catalogue of `ids` (in that order): the offers shoppers see, and how many of them an operator edited or added. */
export function countAdminOffers(db: Db, ids: readonly number[]) {
  const counted = new Map(
    db
      .select({
        catalogId: catalogOffers.catalogId,
        offers: sql<number>`count(*)`,
        edited: sql<number>`coalesce(sum(${catalogOffers.source} = 'operator' OR ${catalogOffers.edited}), 0)`,
      })
      .from(catalogOffers)
      .where(and(inArray(catalogOffers.catalogId, [...ids]), eq(catalogOffers.hidden, false)))
      .groupBy(catalogOffers.catalogId)
      .all()
      .map((c) => [c.catalogId, c]),
  );
  return ids.map((catalogId) => counted.get(catalogId) ?? { catalogId, offers: 0, edited: 0 });
}
