/**
 * Categories and emirates with their derived store counts. The correlated subqueries
 * name their tables in plain SQL: drizzle leaves columns unqualified in single-table
 * selects, and an unqualified "id" inside the subquery would bind to the inner table.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { categories, emirates } from "../schema.ts";

/** Store categories with how many stores each holds, by name. */
export function listCategoriesWithCounts(db: Db) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      icon: categories.icon,
      storeCount: sql<number>`(SELECT count(*) FROM stores s WHERE s.category_id = categories.id)`,
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
      storeCount: sql<number>`(SELECT count(DISTINCT b.store_id) FROM branches b WHERE b.emirate_id = emirates.id)`,
    })
    .from(emirates)
    .orderBy(asc(emirates.sortOrder), asc(emirates.id))
    .all();
}

/** The emirate with this slug, or undefined. */
export function findEmirateBySlug(db: Db, slug: string) {
  return db.select({ id: emirates.id, name: emirates.name, slug: emirates.slug }).from(emirates).where(eq(emirates.slug, slug)).get();
}
