/** Facts about the whole database: is it alive, is it empty, has it changed, how many rows of each kind. */
import { sql } from "drizzle-orm";
import { contentEpoch } from "../../src/lib/content-epoch.ts";
import type { Db } from "../client.ts";
import { blogPosts, branches, catalogs, categories, stores } from "../schema.ts";
import { countLiveCatalogs } from "./catalogs.ts";

/** Runs the cheapest possible query; throws when the database cannot answer (GET /healthz). */
export function pingDatabase(db: Db): void {
  db.$client.query("SELECT 1").get();
}

/** True when there is no store yet (demo data may be seeded). */
export function isDatabaseEmpty(db: Db): boolean {
  return !db.select({ one: sql`1` }).from(stores).limit(1).get();
}

/** SQLite's data_version: it changes when another connection (another process) commits (page cache). */
export function dataVersion(db: Db): number {
  return (db.$client.query("PRAGMA data_version").get() as { data_version: number }).data_version;
}

function countRows(
  db: Db,
  table: typeof stores | typeof branches | typeof catalogs | typeof blogPosts | typeof categories,
): number {
  return db.select({ n: sql<number>`count(*)` }).from(table).get()?.n ?? 0;
}

/** How many rows each kind of content has (dashboard tiles, CLI summaries). */
export function countContent(db: Db) {
  return {
    stores: countRows(db, stores),
    branches: countRows(db, branches),
    catalogs: countRows(db, catalogs),
    blogPosts: countRows(db, blogPosts),
    categories: countRows(db, categories),
  };
}

/** Headline numbers for the home hero and about page: stores, branches and catalogues live on `today`. */
export function countDirectory(db: Db, today: string) {
  return {
    stores: countRows(db, stores),
    branches: countRows(db, branches),
    liveCatalogs: countLiveCatalogs(db, today),
  };
}

/**
 * A value that changes whenever content changes: another process committed (data_version) or
 * this one wrote content (src/lib/content-epoch.ts). Values kept in memory for public pages
 * and lists (db/data-memo.ts, src/server/api/list-answers.ts) are valid while it stays the
 * same; a visitor's own writes (activity, sessions) leave it alone, so they last in production.
 */
export function contentVersion(db: Db): string {
  return `${dataVersion(db)}.${contentEpoch()}`;
}
