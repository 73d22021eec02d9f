/**
 * The pages a processing run builds aside and the swap that puts them live (migration 0007).
 * A run writes each page into catalog_pages_next as the child reports it (a run cut short
 * resumes after its last staged page); shoppers read catalog_pages and catalog_jobs.live_hash /
 * live_pages only. When the run is complete, finishJob moves the staged pages and offers in,
 * indexes them for search and sets what is served, in one transaction: until then the earlier pages are
 * served, and afterwards the new ones, with no moment in between where a page URL or a search
 * finds nothing.
 */
import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { catalogJobs, catalogOffers, catalogPages, catalogPagesNext, catalogs } from "#db/schema.ts";
import type { TextSource } from "#lib/catalog-processing.ts";
import type { FoundOffer } from "#lib/offers.ts";
import { type StoredWord, wordsWithin } from "#lib/stored-words.ts";
import { type CatalogJob, updateCatalogJob } from "./catalog-jobs.ts";
import { foundOffersOfPage, swapOffers } from "./offers-swap.ts";
import { indexSwappedOffers, indexSwappedPages, pageSearchBody } from "./search-index.ts";

type JobKey = Pick<CatalogJob, "catalogId" | "fileUrl">;

/**
 * Stages one processed page and moves the job's progress past it, in one transaction. Its
 * words (for highlighting search hits) are kept within its text as stored: the catalogue's
 * text budget, which may have cut the text, bounds them too. Without words: none (null).
 */
export function savePage(
  db: Db,
  job: JobKey,
  page: {
    page: number;
    text: string;
    source: TextSource;
    width: number;
    height: number;
    offers?: FoundOffer[];
    words?: StoredWord[];
  },
): boolean {
  // Normalised here, a page at a time over the run, rather than the whole catalogue at the swap.
  const searchBody = pageSearchBody(page.text);
  return db.transaction((tx) => {
    const moved = updateCatalogJob(tx as unknown as Db, job, { pagesDone: page.page });
    if (moved === 0) return false; // the catalogue was deleted or given a new file meanwhile
    const offers = JSON.stringify(page.offers ?? []);
    const row = {
      text: page.text,
      textSource: page.source,
      width: page.width,
      height: page.height,
      searchBody,
      offers,
      words: page.words ? JSON.stringify(wordsWithin(page.words, page.text.length)) : null,
    };
    tx.insert(catalogPagesNext)
      .values({ catalogId: job.catalogId, page: page.page, ...row })
      .onConflictDoUpdate({ target: [catalogPagesNext.catalogId, catalogPagesNext.page], set: row })
      .run();
    return true;
  });
}

/** Starts the job over for a file with other bytes (`hash`): from page 1, its staged pages dropped. */
export function restartJob(db: Db, job: JobKey, hash: string): boolean {
  return db.transaction((tx) => {
    if (updateCatalogJob(tx as unknown as Db, job, { pdfHash: hash, pagesDone: 0, pageCount: null }) === 0)
      return false;
    tx.delete(catalogPagesNext).where(eq(catalogPagesNext.catalogId, job.catalogId)).run();
    return true;
  });
}

/**
 * A catalogue elsewhere whose last run completed from the same PDF bytes (its pages can be
 * copied, not rendered). Ready, not merely serving: one queued again (`catalogs process --all`)
 * still serves the pages of the run being redone, which a copy must not bring back. Nor one
 * whose found offers an operator corrected (edited or deleted): its auto offers are no longer
 * what the file holds, and a copy would hand that catalogue's corrections to this one.
 */
export function readyTwinOf(db: Db, catalogId: number, pdfHash: string): CatalogJob | undefined {
  return db
    .select()
    .from(catalogJobs)
    .where(
      and(
        eq(catalogJobs.state, "ready"),
        eq(catalogJobs.liveHash, pdfHash),
        isNotNull(catalogJobs.livePages),
        ne(catalogJobs.catalogId, catalogId),
        sql`NOT EXISTS (SELECT 1 FROM ${catalogOffers} o WHERE o.catalog_id = ${catalogJobs.catalogId}
          AND o.source = 'auto' AND (o.edited = 1 OR o.hidden = 1))`,
      ),
    )
    .limit(1)
    .get();
}

/**
 * Stages the pages `fromCatalogId` serves as `job`'s (same PDF bytes), for finishJob to swap in;
 * each with its words, and the body its search entry has, when it has one.
 */
export function copyPages(db: Db, job: JobKey, fromCatalogId: number): void {
  db.transaction((tx) => {
    tx.delete(catalogPagesNext).where(eq(catalogPagesNext.catalogId, job.catalogId)).run();
    tx.run(sql`INSERT INTO ${catalogPagesNext} (catalog_id, page, text, text_source, width, height, words, search_body, offers)
      SELECT ${job.catalogId}, p.page, p.text, p.text_source, p.width, p.height, p.words,
        (SELECT f.body FROM catalog_pages_fts f WHERE f.rowid = p.id),
        ${foundOffersOfPage(fromCatalogId)}
      FROM ${catalogPages} p WHERE p.catalog_id = ${fromCatalogId}`);
  });
}

/**
 * Swaps the run's `pageCount` staged pages in, in one transaction: the served pages are
 * replaced by them (and indexed for search), the job is ready and serves `hash`, and the
 * catalogue gets the page count and, when it has no cover of its own (none, or one processing
 * made), page 1's image (`cover`) as its cover. False when the job was superseded meanwhile.
 */
export function finishJob(db: Db, job: JobKey, pageCount: number, hash: string, cover: string): boolean {
  return db.transaction((tx) => {
    const done = updateCatalogJob(tx as unknown as Db, job, {
      state: "ready",
      pageCount,
      pagesDone: pageCount,
      error: null,
      liveHash: hash,
      livePages: pageCount,
    });
    if (done === 0) return false;
    const id = job.catalogId;
    tx.delete(catalogPages).where(eq(catalogPages.catalogId, id)).run();
    tx.run(sql`INSERT INTO ${catalogPages} (catalog_id, page, text, text_source, width, height, words)
      SELECT catalog_id, page, text, text_source, width, height, words FROM ${catalogPagesNext}
      WHERE catalog_id = ${id} AND page <= ${pageCount} ORDER BY page`);
    indexSwappedPages(db, id);
    swapOffers(tx as unknown as Db, id, pageCount);
    indexSwappedOffers(db, id);
    tx.delete(catalogPagesNext).where(eq(catalogPagesNext.catalogId, id)).run();
    tx.update(catalogs)
      .set({
        pages: pageCount,
        coverImage: sql`CASE WHEN ${catalogs.coverImage} IS NULL OR ${catalogs.coverImage} = ''
          OR ${catalogs.coverImage} LIKE '/media/pages/%' THEN ${cover} ELSE ${catalogs.coverImage} END`,
      })
      .where(eq(catalogs.id, id))
      .run();
    return true;
  });
}

/** The characters of page text the run has staged so far (a resumed job's text budget). */
export function pageTextLength(db: Db, catalogId: number): number {
  return (
    db
      .select({ n: sql<number>`COALESCE(SUM(LENGTH(${catalogPagesNext.text})), 0)` })
      .from(catalogPagesNext)
      .where(eq(catalogPagesNext.catalogId, catalogId))
      .get()?.n ?? 0
  );
}
