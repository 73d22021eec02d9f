/**
 * Store categories: the list with derived store counts, lookups and the writes. The
 * count subquery names its tables in plain SQL: drizzle leaves columns unqualified in
 * single-table selects, and an unqualified "id" inside it would bind to the inner table.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { categories, stores } from "#db/schema.ts";
import { syncSearchIndex } from "./search-index.ts";

/** SQL: the category's name is `name`, case-insensitively (names are unique that way). */
const nameIs = (name: string) => eq(sql`lower(${categories.name})`, name.toLowerCase());

/** Store categories with how many stores each holds, by name. */
export function listCategoriesWithCounts(db: Db) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      nameAr: categories.nameAr,
      slug: categories.slug,
      icon: categories.icon,
      storeCount: sql<number>`(SELECT count(*) FROM stores s WHERE s.category_id = categories.id)`,
    })
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`))
    .all();
}

/** The id of the category with this name (case-insensitive), or undefined (store writes name their category). */
export function findCategoryIdByName(db: Db, name: string): number | undefined {
  return db.select({ id: categories.id }).from(categories).where(nameIs(name.trim())).get()?.id;
}

/** True when another category (not `exceptId`) has this name, case-insensitively. */
export function categoryNameTaken(db: Db, name: string, exceptId?: number): boolean {
  const row = db.select({ id: categories.id }).from(categories).where(nameIs(name)).get();
  return !!row && row.id !== exceptId;
}

type CategoryValues = { name: string; nameAr: string | null; slug: string; icon: string | null };

/** Inserts a category; returns its id. */
export function insertCategoryRow(db: Db, values: CategoryValues): number {
  return db.insert(categories).values(values).returning({ id: categories.id }).get().id;
}

/** Renames a category and re-indexes its stores (their entries carry its names); false when there is no such category. */
export function updateCategoryRow(db: Db, id: number, values: CategoryValues): boolean {
  const updated =
    db
      .update(categories)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(categories.id, id))
      .returning({ id: categories.id })
      .all().length > 0;
  syncSearchIndex(db);
  return updated;
}

/** How many stores are in the category (a used category cannot be deleted). */
export function countStoresInCategory(db: Db, id: number): number {
  return db.select({ n: sql<number>`count(*)` }).from(stores).where(eq(stores.categoryId, id)).get()?.n ?? 0;
}

/** Deletes a category; false when there was none. */
export function deleteCategoryRow(db: Db, id: number): boolean {
  return db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id }).all().length > 0;
}
