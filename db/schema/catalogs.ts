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
    ...timestamps,
  },
  (t) => [index("catalog_jobs_due_idx").on(t.state, t.runAfter), index("catalog_jobs_hash_idx").on(t.pdfHash)],
);

/**
 * One row per processed page of a catalogue: its text as the PDF holds it (shown on the page's
 * URL and cut into search snippets) and the size of its large image. Searched through
 * catalog_pages_fts (migration 0003), written like the other indexes by db/queries/search-index.ts.
 */
export const catalogPages = sqliteTable(
  "catalog_pages",
  {
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
  },
  (t) => [uniqueIndex("catalog_pages_catalog_page_unique").on(t.catalogId, t.page)],
);
