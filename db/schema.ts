/**
 * The database schema. One SQLite file holds everything; counts shown to users
 * (branchCount, catalogCount, storeCount) are derived by queries, never stored.
 * Timestamps are integer milliseconds; calendar dates (publishDate, catalogue
 * validity) are 'YYYY-MM-DD' text in Asia/Dubai, the way the spec exchanges them.
 *
 * Bilingual content: every English text a visitor reads has an optional Arabic twin in a
 * column beside it, named with "Ar" (`name` / `nameAr`, SQL `name_ar`); null means "no Arabic
 * yet" and pages fall back to the English. Columns rather than a translations table: one
 * shape for drizzle, the API, the forms and the search index, and no join per field.
 * Slugs stay English (ASCII) only, so no URL changes when a translation is added.
 *
 * Not declared here (drizzle has no FTS5): the search indexes stores_fts, catalogs_fts,
 * blog_posts_fts, their search_queue and its triggers, made by migration 0002_search_index,
 * and catalog_pages_fts with the catalogue-job triggers of 0003_catalog_pages, all written
 * by db/queries/search-index.ts.
 */

export * from "./schema/analytics.ts";
export * from "./schema/api-access.ts";
export * from "./schema/catalogs.ts";
export * from "./schema/directory.ts";
export * from "./schema/follows.ts";
export * from "./schema/offers.ts";
export * from "./schema/operators.ts";
export * from "./schema/posts.ts";
export * from "./schema/push.ts";
export * from "./schema/shopping-lists.ts";
export * from "./schema/slug-redirects.ts";
export * from "./schema/visitors.ts";
