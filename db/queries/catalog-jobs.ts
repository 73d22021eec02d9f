/**
 * The catalogue processing queue (table catalog_jobs, one row per catalogue, queued by the
 * triggers of migration 0003). Only the runner in src/jobs/catalog-pages writes here, one job
 * at a time; the admin reads the states. The pages a run writes, and the swap that puts them
 * live, are catalog-page-swap.ts.
 */
import { and, asc, eq, inArray, lte, ne, notInArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { catalogJobs, catalogPages, catalogPagesNext, catalogs } from "#db/schema.ts";
import type { JobStatus, ProcessingError, TextSource } from "#lib/catalog-processing.ts";

export type CatalogJob = typeof catalogJobs.$inferSelect;

/**
 * The next job due at `now` (among `only`'s catalogues when given, none of `skip`'s): a
 * cut-short one (state processing, after a kill) first, then by due time.
 */
export function nextDueJob(db: Db, now: Date, only?: number[], skip: number[] = []): CatalogJob | undefined {
  return db
    .select()
    .from(catalogJobs)
    .where(
      and(
        inArray(catalogJobs.state, ["queued", "processing"]),
        lte(catalogJobs.runAfter, now),
        only ? inArray(catalogJobs.catalogId, only) : undefined,
        skip.length ? notInArray(catalogJobs.catalogId, skip) : undefined,
      ),
    )
    .orderBy(sql`${catalogJobs.state} = 'processing' DESC`, asc(catalogJobs.runAfter), asc(catalogJobs.catalogId))
    .limit(1)
    .get();
}

export function getCatalogJob(db: Db, catalogId: number): CatalogJob | undefined {
  return db.select().from(catalogJobs).where(eq(catalogJobs.catalogId, catalogId)).get();
}

/** Updates a job's fields, only while it still processes `fileUrl` (a new file queued meanwhile wins). */
export function updateCatalogJob(db: Db, job: Pick<CatalogJob, "catalogId" | "fileUrl">, values: Partial<CatalogJob>) {
  return db
    .update(catalogJobs)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(catalogJobs.catalogId, job.catalogId), eq(catalogJobs.fileUrl, job.fileUrl)))
    .returning({ id: catalogJobs.catalogId })
    .all().length;
}

/**
 * Queues catalogues again from the start (Retry, `catalogs process`); returns how many. The
 * pages served stay served until the new run swaps its own in; only a run's staged pages go.
 * A job being processed is left alone: its run would go on writing pages into the fresh start.
 */
export function requeueCatalogJobs(db: Db, catalogIds: number[] | "all" | "missing"): number {
  const which = and(
    ne(catalogJobs.state, "processing"),
    catalogIds === "all"
      ? undefined
      : catalogIds === "missing"
        ? ne(catalogJobs.state, "ready")
        : inArray(catalogJobs.catalogId, catalogIds),
  );
  return db.transaction((tx) => {
    const ids = tx
      .select({ id: catalogJobs.catalogId })
      .from(catalogJobs)
      .where(which)
      .all()
      .map((r) => r.id);
    if (ids.length === 0) return 0;
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      tx.delete(catalogPagesNext).where(inArray(catalogPagesNext.catalogId, chunk)).run();
      tx.update(catalogJobs)
        .set({
          state: "queued",
          pdfHash: null,
          pageCount: null,
          pagesDone: 0,
          attempts: 0,
          error: null,
          runAfter: new Date(),
          updatedAt: new Date(),
        })
        .where(inArray(catalogJobs.catalogId, chunk))
        .run();
    }
    return ids.length;
  });
}

/** The ids among `ids` that have a catalogue (for the CLI's "no catalogue 12" message). */
export function existingCatalogIds(db: Db, ids: number[]): number[] {
  if (ids.length === 0) return [];
  return db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(inArray(catalogs.id, ids))
    .all()
    .map((r) => r.id);
}

/**
 * Records a failed attempt: queued again at `retryAt` (its staged pages kept, to resume after),
 * or failed for good when that is null, dropping the pages it staged. The pages served before
 * stay served (the admin shows the job failed, with its reason); a catalogue with none served
 * has any stray page rows dropped too, so it stays hidden.
 */
export function failJob(
  db: Db,
  job: Pick<CatalogJob, "catalogId" | "fileUrl" | "attempts">,
  error: ProcessingError,
  retryAt: Date | null,
): void {
  db.transaction((tx) => {
    const failed = updateCatalogJob(tx as unknown as Db, job, {
      state: retryAt ? "queued" : "failed",
      error,
      attempts: job.attempts + 1,
      ...(retryAt ? { runAfter: retryAt } : { pagesDone: 0 }),
    });
    if (!failed || retryAt) return;
    tx.delete(catalogPagesNext).where(eq(catalogPagesNext.catalogId, job.catalogId)).run();
    tx.run(sql`DELETE FROM ${catalogPages} WHERE ${catalogPages.catalogId} = ${job.catalogId}
      AND (SELECT ${catalogJobs.liveHash} FROM ${catalogJobs} WHERE ${catalogJobs.catalogId} = ${job.catalogId}) IS NULL`);
  });
}

/**
 * Every PDF hash some job still refers to, the one it renders and the one it serves (page-image
 * folders of any other hash are garbage).
 */
export function referencedPdfHashes(db: Db): Set<string> {
  const rows = db.all<{ hash: string }>(sql`SELECT ${catalogJobs.pdfHash} AS hash FROM ${catalogJobs}
    WHERE ${catalogJobs.pdfHash} IS NOT NULL
    UNION SELECT ${catalogJobs.liveHash} FROM ${catalogJobs} WHERE ${catalogJobs.liveHash} IS NOT NULL`);
  return new Set(rows.map((r) => r.hash));
}

/** How many pages of `catalogId` have `source` text: of the pages served once ready, else of the run's staged pages. */
// catalog_jobs.catalog_id spelled out: drizzle writes a column of the outer query unqualified,
// which inside the subquery would name the subquery's own catalog_id (and count every page).
const pagesWithSource = (source: TextSource) =>
  sql<number>`CASE WHEN catalog_jobs.state = 'ready'
    THEN (SELECT COUNT(*) FROM ${catalogPages} p WHERE p.catalog_id = catalog_jobs.catalog_id AND p.text_source = ${source})
    ELSE (SELECT COUNT(*) FROM ${catalogPagesNext} n WHERE n.catalog_id = catalog_jobs.catalog_id AND n.text_source = ${source})
    END`;

/**
 * The processing state of the given catalogues (all when omitted), for the admin screens: the
 * run's state and progress (a catalogue processed again is "processing" while its earlier pages
 * are still served); its OCR and empty pages counted as pagesWithSource says.
 */
export function listJobStatuses(db: Db, catalogIds?: number[]): JobStatus[] {
  return db
    .select({
      catalogId: catalogJobs.catalogId,
      state: catalogJobs.state,
      page: catalogJobs.pagesDone,
      pages: catalogJobs.pageCount,
      error: sql<ProcessingError | null>`${catalogJobs.error}`,
      attempts: catalogJobs.attempts,
      ocrPages: pagesWithSource("ocr"),
      emptyPages: pagesWithSource("none"),
    })
    .from(catalogJobs)
    .where(catalogIds ? inArray(catalogJobs.catalogId, catalogIds) : undefined)
    .all();
}

/** A catalogue that serves pages: its file, the hash of what is served, and each served page's text source. */
export type ServedCatalog = { catalogId: number; fileUrl: string; liveHash: string; sources: TextSource[] };

/** The catalogues among `ids` (every one for "all") that serve pages, with their pages' text sources in page order. */
export function servedCatalogs(db: Db, ids: number[] | "all"): ServedCatalog[] {
  const jobs = db
    .select({ catalogId: catalogJobs.catalogId, fileUrl: catalogJobs.fileUrl, liveHash: catalogJobs.liveHash })
    .from(catalogJobs)
    .where(
      and(sql`${catalogJobs.liveHash} IS NOT NULL`, ids === "all" ? undefined : inArray(catalogJobs.catalogId, ids)),
    )
    .orderBy(asc(catalogJobs.catalogId))
    .all();
  return jobs.map((job) => ({
    catalogId: job.catalogId,
    fileUrl: job.fileUrl,
    liveHash: job.liveHash!,
    sources: db
      .select({ source: catalogPages.textSource })
      .from(catalogPages)
      .where(eq(catalogPages.catalogId, job.catalogId))
      .orderBy(asc(catalogPages.page))
      .all()
      .map((p) => p.source),
  }));
}
