/** Creating, renaming and deleting store categories and emirates. */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { branches, categories, emirates, stores } from "../schema.ts";

export function categoryNameTaken(db: Db, name: string, exceptId?: number): boolean {
  const row = db.select({ id: categories.id }).from(categories).where(eq(sql`lower(${categories.name})`, name.toLowerCase())).get();
  return !!row && row.id !== exceptId;
}

export function insertCategoryRow(db: Db, values: { name: string; slug: string; icon: string | null }): number {
  return db.insert(categories).values(values).returning({ id: categories.id }).get().id;
}

export function updateCategoryRow(db: Db, id: number, values: { name: string; slug: string; icon: string | null }): boolean {
  return db.update(categories).set({ ...values, updatedAt: new Date() }).where(eq(categories.id, id)).returning({ id: categories.id }).all().length > 0;
}

export function countStoresInCategory(db: Db, id: number): number {
  return db.select({ n: sql<number>`count(*)` }).from(stores).where(eq(stores.categoryId, id)).get()?.n ?? 0;
}

export function deleteCategoryRow(db: Db, id: number): boolean {
  return db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id }).all().length > 0;
}

export function emirateNameTaken(db: Db, name: string, exceptId?: number): boolean {
  const row = db.select({ id: emirates.id }).from(emirates).where(eq(sql`lower(${emirates.name})`, name.toLowerCase())).get();
  return !!row && row.id !== exceptId;
}

export function insertEmirateRow(db: Db, values: { name: string; slug: string }): number {
  const order = db.select({ n: sql<number>`coalesce(max(${emirates.sortOrder}), -1) + 1` }).from(emirates).get()?.n ?? 0;
  return db.insert(emirates).values({ ...values, sortOrder: order }).returning({ id: emirates.id }).get().id;
}

export function updateEmirateRow(db: Db, id: number, values: { name: string }): boolean {
  return db.update(emirates).set({ ...values, updatedAt: new Date() }).where(eq(emirates.id, id)).returning({ id: emirates.id }).all().length > 0;
}

export function countBranchesInEmirate(db: Db, id: number): number {
  return db.select({ n: sql<number>`count(*)` }).from(branches).where(eq(branches.emirateId, id)).get()?.n ?? 0;
}

export function deleteEmirateRow(db: Db, id: number): boolean {
  return db.delete(emirates).where(eq(emirates.id, id)).returning({ id: emirates.id }).all().length > 0;
}
