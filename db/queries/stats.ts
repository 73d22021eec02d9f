/** Whole-database counts. */
import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { blogPosts, branches, catalogs, categories, stores } from "../schema.ts";

/** True when there is no store yet (demo data may be seeded). */
export function isDatabaseEmpty(db: Db): boolean {
  return !db.select({ one: sql`1` }).from(stores).limit(1).get();
}

/** How many rows each kind of content has. */
export function countContent(db: Db) {
  const n = (table: typeof stores | typeof branches | typeof catalogs | typeof blogPosts | typeof categories) =>
    db.select({ n: sql<number>`count(*)` }).from(table).get()?.n ?? 0;
  return { stores: n(stores), branches: n(branches), catalogs: n(catalogs), blogPosts: n(blogPosts), categories: n(categories) };
}

/** SQLite's data_version: it changes when another connection (another process) commits. */
export function dataVersion(db: Db): number {
  return (db.$client.query("PRAGMA data_version").get() as { data_version: number }).data_version;
}
