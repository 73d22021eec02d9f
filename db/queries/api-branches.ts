/** Branches for the API: reads with emirate names, writes, and the store-scoped list. */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { branches, emirates, stores } from "../schema.ts";
import { branchColumns } from "./api-shapes.ts";

const withStoreName = { ...branchColumns, store: { id: stores.id, name: stores.name, slug: stores.slug, logo: stores.logo } };

/** Every branch with its store's name (admin list). */
export function listBranchesForApi(db: Db) {
  return db
    .select(withStoreName)
    .from(branches)
    .innerJoin(emirates, eq(emirates.id, branches.emirateId))
    .innerJoin(stores, eq(stores.id, branches.storeId))
    .orderBy(asc(sql`lower(${stores.name})`), asc(emirates.sortOrder), asc(branches.name))
    .all();
}

/** The branches of one store, with the store's name (catalogue form's branch options). */
export function listBranchesOfStore(db: Db, storeId: number) {
  return db
    .select(withStoreName)
    .from(branches)
    .innerJoin(emirates, eq(emirates.id, branches.emirateId))
    .innerJoin(stores, eq(stores.id, branches.storeId))
    .where(eq(branches.storeId, storeId))
    .orderBy(asc(emirates.sortOrder), asc(branches.name))
    .all();
}

export function getBranchForApi(db: Db, id: number) {
  return db.select(withStoreName).from(branches).innerJoin(emirates, eq(emirates.id, branches.emirateId)).innerJoin(stores, eq(stores.id, branches.storeId)).where(eq(branches.id, id)).get();
}

/** A branch by its store's slug and its own slug, carrying storeId and the store's card fields. */
export function findBranchBySlugs(db: Db, storeSlug: string, branchSlug: string) {
  return db
    .select({ ...branchColumns, store: { id: stores.id, name: stores.name, slug: stores.slug, logo: stores.logo, description: stores.description } })
    .from(branches)
    .innerJoin(emirates, eq(emirates.id, branches.emirateId))
    .innerJoin(stores, eq(stores.id, branches.storeId))
    .where(and(eq(stores.slug, storeSlug), eq(branches.slug, branchSlug)))
    .get();
}

/** The emirate id for a name or slug (case-insensitive), or undefined. */
export function findEmirateId(db: Db, nameOrSlug: string): number | undefined {
  const v = nameOrSlug.trim().toLowerCase();
  return db.select({ id: emirates.id }).from(emirates).where(sql`lower(${emirates.name}) = ${v} OR ${emirates.slug} = ${v}`).get()?.id;
}

export function storeExists(db: Db, storeId: number): boolean {
  return !!db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).get();
}

/** True when another branch of the same store (not `exceptId`) uses `slug`. */
export function branchSlugTaken(db: Db, storeId: number, slug: string, exceptId?: number): boolean {
  const row = db.select({ id: branches.id }).from(branches).where(and(eq(branches.storeId, storeId), eq(branches.slug, slug))).get();
  return !!row && row.id !== exceptId;
}

export type BranchValues = typeof branches.$inferInsert;

export function insertBranchRow(db: Db, values: BranchValues): number {
  return db.insert(branches).values(values).returning({ id: branches.id }).get().id;
}

export function updateBranchRow(db: Db, id: number, values: BranchValues): boolean {
  return db.update(branches).set({ ...values, updatedAt: new Date() }).where(eq(branches.id, id)).returning({ id: branches.id }).all().length > 0;
}

/** Deletes a branch; catalogues that named it become store-wide (branchId set to null). */
export function deleteBranchRow(db: Db, id: number): boolean {
  return db.delete(branches).where(eq(branches.id, id)).returning({ id: branches.id }).all().length > 0;
}
