/** Categories and emirates with their derived store counts. */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { branches, categories, emirates, stores } from "../schema.ts";

/** Store categories with how many stores each holds, by name. */
export function listCategoriesWithCounts(db: Db) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      icon: categories.icon,
      storeCount: sql<number>`(SELECT count(*) FROM ${stores} WHERE ${stores.categoryId} = ${categories.id})`,
    })
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`))
    .all();
}

/** Emirates in their display order with how many stores have a branch there. */
export function listEmiratesWithCounts(db: Db) {
  return db
    .select({
      id: emirates.id,
      name: emirates.name,
      slug: emirates.slug,
      storeCount: sql<number>`(SELECT count(DISTINCT ${branches.storeId}) FROM ${branches} WHERE ${branches.emirateId} = ${emirates.id})`,
    })
    .from(emirates)
    .orderBy(asc(emirates.sortOrder), asc(emirates.id))
    .all();
}

/** The emirate with this slug, or undefined. */
export function findEmirateBySlug(db: Db, slug: string) {
  return db.select({ id: emirates.id, name: emirates.name, slug: emirates.slug }).from(emirates).where(eq(emirates.slug, slug)).get();
}
