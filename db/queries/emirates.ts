/**
 * Emirates: the list with derived store counts, lookups and the writes. The count
 * subquery names its tables in plain SQL: drizzle leaves columns unqualified in
 * single-table selects, and an unqualified "id" inside it would bind to the inner table.
 */
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { branches, emirates } from "#db/schema.ts";

/** SQL: the emirate's name or slug equals `nameOrSlug` (case-insensitive), the API's way of naming an emirate. */
export function emirateNamed(nameOrSlug: string): SQL {
  const v = nameOrSlug.trim().toLowerCase();
  return sql`(lower(${emirates.name}) = ${v} OR ${emirates.slug} = ${v})`;
}

/** Emirates in their display order with how many stores have a branch there. */
export function listEmiratesWithCounts(db: Db) {
  return db
    .select({
      id: emirates.id,
      name: emirates.name,
      nameAr: emirates.nameAr,
      slug: emirates.slug,
      storeCount: sql<number>`(SELECT count(DISTINCT b.store_id) FROM branches b WHERE b.emirate_id = emirates.id)`,
    })
    .from(emirates)
    .orderBy(asc(emirates.sortOrder), asc(emirates.id))
    .all();
}

/** The emirate id for a name or slug (case-insensitive), or undefined (branch writes name their emirate). */
export function findEmirateId(db: Db, nameOrSlug: string): number | undefined {
  return db.select({ id: emirates.id }).from(emirates).where(emirateNamed(nameOrSlug)).get()?.id;
}

/** True when another emirate (not `exceptId`) has this name, case-insensitively. */
export function emirateNameTaken(db: Db, name: string, exceptId?: number): boolean {
  const row = db
    .select({ id: emirates.id })
    .from(emirates)
    .where(eq(sql`lower(${emirates.name})`, name.toLowerCase()))
    .get();
  return !!row && row.id !== exceptId;
}

/** Inserts an emirate at the end of the display order; returns its id. */
export function insertEmirateRow(db: Db, values: { name: string; nameAr: string | null; slug: string }): number {
  const order =
    db
      .select({ n: sql<number>`coalesce(max(${emirates.sortOrder}), -1) + 1` })
      .from(emirates)
      .get()?.n ?? 0;
  return db
    .insert(emirates)
    .values({ ...values, sortOrder: order })
    .returning({ id: emirates.id })
    .get().id;
}

/** Renames an emirate; false when there is no such emirate. */
export function updateEmirateRow(db: Db, id: number, values: { name: string; nameAr: string | null }): boolean {
  return (
    db
      .update(emirates)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(emirates.id, id))
      .returning({ id: emirates.id })
      .all().length > 0
  );
}

/** How many branches are in the emirate (a used emirate cannot be deleted). */
export function countBranchesInEmirate(db: Db, id: number): number {
  return db.select({ n: sql<number>`count(*)` }).from(branches).where(eq(branches.emirateId, id)).get()?.n ?? 0;
}

/** Deletes an emirate; false when there was none. */
export function deleteEmirateRow(db: Db, id: number): boolean {
  return db.delete(emirates).where(eq(emirates.id, id)).returning({ id: emirates.id }).all().length > 0;
}
