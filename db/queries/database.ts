/** Facts about the whole database: is it alive, is it empty, how many rows of each kind. */
import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { blogPosts, branches, catalogs, categories, stores } from "#db/schema.ts";
import { countLiveCatalogs } from "./catalogs.ts";

/** Runs the cheapest possible query; throws when the database cannot answer (GET /healthz). */
export function pingDatabase(db: Db): void {
  db.$client.query("SELECT 1").get();
}

/** True when there is no store yet (demo data may be seeded). */
export function isDatabaseEmpty(db: Db): boolean {
  return !db.select({ one: sql`1` }).from(stores).limit(1).get();
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
