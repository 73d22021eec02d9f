/**
 * "My deals" (issue 25): what is new for one visitor session since its last visit: catalogues
 * that stores it follows published, and offers matching its saved searches (through the offer
 * search itself, so the words are folded by the one normaliser, src/lib/normalize-text.ts).
 * "Published" is when the catalogue was added; only catalogues with pages to show are listed.
 */
import { and, desc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { catalogJobs, catalogs, myDealsVisits, storeFollows, stores } from "#db/schema.ts";
import { catalogIsLive, catalogPublishedAt } from "./catalogs.ts";
import { searchOffers } from "./offer-search.ts";
import type { SavedSearch } from "./saved-searches.ts";

/** A visit this soon after the last one is the same visit: a reload keeps its news. */
const SAME_VISIT_MS = 60 * 60 * 1000;
/** A first visit shows what was published in this many days. */
export const FIRST_VISIT_DAYS = 7;

/** What counts as new: after the visit before this one; null on a first visit. */
export function lastVisit(db: Db, sessionId: string, now = Date.now()): Date | null {
  const row = db.select().from(myDealsVisits).where(eq(myDealsVisits.sessionId, sessionId)).get();
  if (!row) return null;
  return now - row.visitedAt.getTime() > SAME_VISIT_MS ? row.visitedAt : row.seenAt;
}

/** Records a visit (after the page showed what was new): a new visit moves the baseline to the one before. */
export function recordVisit(db: Db, sessionId: string, now = Date.now()): void {
  const at = new Date(now);
  db.transaction((tx) => {
    const row = tx.select().from(myDealsVisits).where(eq(myDealsVisits.sessionId, sessionId)).get();
    if (!row) tx.insert(myDealsVisits).values({ sessionId, seenAt: null, visitedAt: at }).run();
    else if (now - row.visitedAt.getTime() > SAME_VISIT_MS)
      tx.update(myDealsVisits)
        .set({ seenAt: row.visitedAt, visitedAt: at })
        .where(eq(myDealsVisits.sessionId, sessionId))
        .run();
  });
}

/** Live catalogues with pages, published after `since`, of the stores the session follows; newest first. */
export function newCatalogsOfFollowed(db: Db, sessionId: string, since: Date, today: string, limit: number) {
  const followed = db
    .select({ id: storeFollows.storeId })
    .from(storeFollows)
    .where(eq(storeFollows.sessionId, sessionId));
  return db
    .select({
      id: catalogs.id,
      title: catalogs.title,
      titleAr: catalogs.titleAr,
      expiryDate: catalogs.expiryDate,
      createdAt: catalogs.createdAt,
      pages: catalogJobs.livePages,
      store: { slug: stores.slug, name: stores.name, nameAr: stores.nameAr },
    })
    .from(catalogs)
    .innerJoin(stores, eq(stores.id, catalogs.storeId))
    .innerJoin(catalogJobs, eq(catalogJobs.catalogId, catalogs.id))
    .where(
      and(
        inArray(catalogs.storeId, followed),
        gt(catalogPublishedAt(), since.getTime()),
        isNotNull(catalogJobs.liveHash),
        catalogIsLive(today),
      ),
    )
    .orderBy(desc(catalogs.createdAt), desc(catalogs.id))
    .limit(limit)
    .all();
}

/** Offers matching the saved search in catalogues published after `since`: the cheapest `limit`, and how many. */
export function newOffersMatching(db: Db, s: SavedSearch, since: Date, today: string, limit: number) {
  const filters = {
    query: s.q,
    today,
    since,
    emirate: s.emirate ?? undefined,
    category: s.category ?? undefined,
    store: s.store ?? undefined,
  };
  return searchOffers(db, filters, "price", 1, limit);
}

/** How many follows the session has (My deals' empty states). */
export const followCount = (db: Db, sessionId: string) =>
  db.select({ n: sql<number>`count(*)` }).from(storeFollows).where(eq(storeFollows.sessionId, sessionId)).get()?.n ?? 0;
