/** Catalogues, their processing jobs and their pages. */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { timestamps } from "./columns.ts";
import { branches, stores } from "./directory.ts";

export const catalogs = sqliteTable(
  "catalogs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    // A catalogue valid at one branch becomes store-wide when that branch goes.
    branchId: integer("branch_id").references(() => branches.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    titleAr: text("title_ar"),
    description: text("description"),
    descriptionAr: text("description_ar"),
    category: text("category"),
    pages: integer("pages"),
    fileUrl: text("file_url").notNull(),
    coverImage: text("cover_image"),
    startDate: text("start_date"),
    expiryDate: text("expiry_date"),
    ...timestamps,
  },
  (t) => [
    index("catalogs_store_idx").on(t.storeId),
    index("catalogs_branch_idx").on(t.branchId),
    index("catalogs_expiry_idx").on(t.expiryDate),
  ],
);

/**
 * The processing of a catalogue's PDF into page text and images: one row per catalogue, which
 * is also the job queue (rows due to run: state queued or processing, runAfter passed). A
 * trigger (migration 0003) queues a row whenever a catalogue is inserted or its fileUrl changes,
 * so a catalogue written any way is processed; the runner is src/jobs/catalog-pages/.
 *
 * What shoppers see is apart from the run (migration 0007): `liveHash`/`livePages` and the rows
 * of catalog_pages are the pages served, while a run writes catalog_pages_next; a run that
 * completes swaps its pages in with one transaction, so re-processing never takes a catalogue
 * offline and a re-run that fails leaves the earlier pages served.
 */
export const catalogJobs = sqliteTable(
  "catalog_jobs",
  {
    catalogId: integer("catalog_id")
      .primaryKey()
      .references(() => catalogs.id, { onDelete: "cascade" }),
    state: text("state", { enum: ["queued", "processing", "ready", "failed"] })
      .notNull()
      .default("queued"),
    /** The fileUrl this job processes: a catalogue whose fileUrl changes is queued again. */
    fileUrl: text("file_url").notNull(),
    /** SHA-256 (hex) of the PDF's bytes once read; its page images live under /media/pages/<hash>/. */
    pdfHash: text("pdf_hash"),
    pageCount: integer("page_count"),
    /** Pages already written (text row and both images): a job cut short resumes after them. */
    pagesDone: integer("pages_done").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    runAfter: integer("run_after", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
    /** Why the last attempt failed: a code from src/lib/catalog-processing.ts. */
    error: text("error"),
    /** The PDF hash of the pages served (their images are /media/pages/<liveHash>/); null: none served. */
    liveHash: text("live_hash"),
    /** How many pages are served (the rows of catalog_pages); set with liveHash when a run's pages are swapped in. */
    livePages: integer("live_pages"),
    ...timestamps,
  },
  (t) => [
    index("catalog_jobs_due_idx").on(t.state, t.runAfter),
    index("catalog_jobs_hash_idx").on(t.pdfHash),
    index("catalog_jobs_live_hash_idx").on(t.liveHash),
  ],
);

/** A processed page's columns, for the pages served and the pages a run stages (fresh builders per table). */
const pageColumns = () => ({
  id: integer("id").primaryKey({ autoIncrement: true }),
  catalogId: integer("catalog_id")
    .notNull()
    .references(() => catalogs.id, { onDelete: "cascade" }),
  page: integer("page").notNull(),
  text: text("text").notNull(),
  /** Where the text came from: the PDF's text layer, OCR of the page image, or nothing could be read. */
  textSource: text("text_source", { enum: ["text", "ocr", "none"] })
    .notNull()
    .default("text"),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /**
   * The page's words with their boxes, for highlighting a search's hits on its image: JSON of
   * src/lib/stored-words.ts (bounded like the text). Null: processed before words were kept
   * (the image is shown without highlights until the page is processed or its offers read again).
   */
  words: text("words"),
});

/**
 * One row per page shoppers see of a catalogue (of the job's liveHash): its text as the PDF holds it (shown on the page's
 * URL and cut into search snippets) and the size of its large image. Searched through
 * catalog_pages_fts (migration 0003), written like the other indexes by db/queries/search-index.ts.
 */
export const catalogPages = sqliteTable("catalog_pages", pageColumns(), (t) => [
  uniqueIndex("catalog_pages_catalog_page_unique").on(t.catalogId, t.page),
]);

/**
 * The pages a run in progress has written (same shape as catalog_pages): not public, not
 * searched. A completed run moves them into catalog_pages in one transaction
 * (db/queries/catalog-page-swap.ts); a run cut short resumes after them.
 */
export const catalogPagesNext = sqliteTable(
  "catalog_pages_next",
  {
    ...pageColumns(),
    /**
     * The page's catalog_pages_fts body, normalised as the page is staged (spread over the run),
     * so the swap indexes the pages it puts live in the same transaction without blocking on
     * normalising a whole catalogue; null (a page copied from a twin not yet indexed): the page
     * is queued for syncSearchIndex instead. A migration that changes the normaliser nulls it.
     */
    searchBody: text("search_body"),
    /** The offers found on the page, as a JSON array of FoundOffer (src/lib/offers.ts), expanded into catalog_offers at the swap. */
    offers: text("offers").notNull().default("[]"),
  },
  (t) => [uniqueIndex("catalog_pages_next_catalog_page_unique").on(t.catalogId, t.page)],
);
