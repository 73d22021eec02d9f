/**
 * The catalogue processing queue (table catalog_jobs, one row per catalogue, queued by the
 * triggers of migration 0003) and the page rows a job writes. Only the runner in
 * src/jobs/catalog-pages writes here, one job at a time; the admin reads the states.
 */
import { and, asc, eq, inArray, lte, ne, notInArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { catalogJobs, catalogPages, catalogs } from "#db/schema.ts";
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
 * Queues catalogues again from the start (Retry, `catalogs process`); returns how many. A job
 * being processed is left alone: its run would go on writing pages into the fresh start.
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
      tx.delete(catalogPages).where(inArray(catalogPages.catalogId, chunk)).run();
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

/** Writes one processed page and moves the job's progress past it, in one transaction. */
export function savePage(
  db: Db,
  job: Pick<CatalogJob, "catalogId" | "fileUrl">,
  page: { page: number; text: string; source: TextSource; width: number; height: number },
): boolean {
  return db.transaction((tx) => {
    const moved = updateCatalogJob(tx as unknown as Db, job, { pagesDone: page.page });
    if (moved === 0) return false; // the catalogue was deleted or given a new file meanwhile
    const row = { text: page.text, textSource: page.source, width: page.width, height: page.height };
    tx.insert(catalogPages)
      .values({ catalogId: job.catalogId, page: page.page, ...row })
      .onConflictDoUpdate({ target: [catalogPages.catalogId, catalogPages.page], set: row })
      .run();
    return true;
  });
}

/** A ready job elsewhere whose PDF has the same bytes (its pages can be copied, not rendered). */
export function readyTwinOf(db: Db, catalogId: number, pdfHash: string): CatalogJob | undefined {
  return db
    .select()
    .from(catalogJobs)
    .where(and(eq(catalogJobs.pdfHash, pdfHash), eq(catalogJobs.state, "ready"), ne(catalogJobs.catalogId, catalogId)))
    .limit(1)
    .get();
}

/** Copies the page rows of `fromCatalogId` to `job`'s catalogue (same PDF bytes). */
export function copyPages(db: Db, job: Pick<CatalogJob, "catalogId" | "fileUrl">, fromCatalogId: number): void {
  db.transaction((tx) => {
    tx.delete(catalogPages).where(eq(catalogPages.catalogId, job.catalogId)).run();
    tx.run(sql`INSERT INTO ${catalogPages} (catalog_id, page, text, text_source, width, height)
      SELECT ${job.catalogId}, page, text, text_source, width, height FROM ${catalogPages}
      WHERE catalog_id = ${fromCatalogId}`);
  });
}

/**
 * Marks the job ready with `pageCount` pages and gives the catalogue that page count and, when it
 * has no cover of its own (none, or one processing made), page 1's image as its cover.
 */
export function finishJob(
  db: Db,
  job: Pick<CatalogJob, "catalogId" | "fileUrl">,
  pageCount: number,
  cover: string,
): boolean {
  return db.transaction((tx) => {
    const done = updateCatalogJob(tx as unknown as Db, job, {
      state: "ready",
      pageCount,
      pagesDone: pageCount,
      error: null,
    });
    if (done === 0) return false;
    tx.update(catalogs)
      .set({
        pages: pageCount,
        coverImage: sql`CASE WHEN ${catalogs.coverImage} IS NULL OR ${catalogs.coverImage} = ''
          OR ${catalogs.coverImage} LIKE '/media/pages/%' THEN ${cover} ELSE ${catalogs.coverImage} END`,
      })
      .where(eq(catalogs.id, job.catalogId))
      .run();
    return true;
  });
}

/**
 * Records a failed attempt: queued again at `retryAt`, or failed for good when that is null,
 * dropping the pages it wrote (their text would sit in the index of a catalogue never shown).
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
    if (failed && !retryAt) tx.delete(catalogPages).where(eq(catalogPages.catalogId, job.catalogId)).run();
  });
}

/** The characters of page text a catalogue has stored so far (a resumed job's text budget). */
export function pageTextLength(db: Db, catalogId: number): number {
  return (
    db
      .select({ n: sql<number>`COALESCE(SUM(LENGTH(${catalogPages.text})), 0)` })
      .from(catalogPages)
      .where(eq(catalogPages.catalogId, catalogId))
      .get()?.n ?? 0
  );
}

/** Every PDF hash some job still refers to (page-image folders of any other hash are garbage). */
export function referencedPdfHashes(db: Db): Set<string> {
  const rows = db
    .selectDistinct({ hash: catalogJobs.pdfHash })
    .from(catalogJobs)
    .where(sql`${catalogJobs.pdfHash} IS NOT NULL`)
    .all();
  return new Set(rows.map((r) => r.hash!));
}

/** The processing state of the given catalogues (all when omitted), for the admin screens. */
export function listJobStatuses(db: Db, catalogIds?: number[]): JobStatus[] {
  return db
    .select({
      catalogId: catalogJobs.catalogId,
      state: catalogJobs.state,
      page: catalogJobs.pagesDone,
      pages: catalogJobs.pageCount,
      error: sql<ProcessingError | null>`${catalogJobs.error}`,
      attempts: catalogJobs.attempts,
      ocrPages: sql<number>`(SELECT COUNT(*) FROM ${catalogPages} p
        WHERE p.catalog_id = catalog_jobs.catalog_id AND p.text_source = 'ocr')`,
      emptyPages: sql<number>`(SELECT COUNT(*) FROM ${catalogPages} p
        WHERE p.catalog_id = catalog_jobs.catalog_id AND p.text_source = 'none')`,
    })
    .from(catalogJobs)
    .where(catalogIds ? inArray(catalogJobs.catalogId, catalogIds) : undefined)
    .all();
}
