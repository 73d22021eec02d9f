/** Catalogues for the API. Public lists leave out expired ones; admins see all. */
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../client.ts";
import { branches, catalogs, stores } from "../schema.ts";
import { catalogColumns, catalogIsLive } from "./api-shapes.ts";
import { likePattern } from "./stores.ts";

const withStore = { ...catalogColumns, store: { name: stores.name, logo: stores.logo, slug: stores.slug } };

/** Catalogues matching `search` (title, description or store name) and `category`, newest first. */
export function listCatalogsForApi(db: Db, f: { search?: string; category?: string; storeId?: number }, v: { today: string; includeExpired: boolean }) {
  const conditions: (SQL | undefined)[] = [v.includeExpired ? undefined : catalogIsLive(v.today)];
  if (f.search?.trim()) {
    const p = likePattern(f.search.trim());
    conditions.push(sql`(lower(${catalogs.title}) LIKE ${p} ESCAPE '\\' OR lower(coalesce(${catalogs.description}, '')) LIKE ${p} ESCAPE '\\' OR lower(${stores.name}) LIKE ${p} ESCAPE '\\')`);
  }
  if (f.category?.trim() && f.category !== "all") conditions.push(sql`lower(${catalogs.category}) = ${f.category.trim().toLowerCase()}`);
  if (f.storeId) conditions.push(eq(catalogs.storeId, f.storeId));
  return db.select(withStore).from(catalogs).innerJoin(stores, eq(stores.id, catalogs.storeId)).where(and(...conditions)).orderBy(desc(catalogs.id)).all();
}

export function getCatalogForApi(db: Db, id: number, v: { today: string; includeExpired: boolean }) {
  return db.select(withStore).from(catalogs).innerJoin(stores, eq(stores.id, catalogs.storeId)).where(and(eq(catalogs.id, id), v.includeExpired ? undefined : catalogIsLive(v.today))).get();
}

/** True when `branchId` is a branch of `storeId`. */
export function branchBelongsToStore(db: Db, branchId: number, storeId: number): boolean {
  return !!db.select({ id: branches.id }).from(branches).where(and(eq(branches.id, branchId), eq(branches.storeId, storeId))).get();
}

export type CatalogValues = typeof catalogs.$inferInsert;

export function insertCatalogRow(db: Db, values: CatalogValues): number {
  return db.insert(catalogs).values(values).returning({ id: catalogs.id }).get().id;
}

export function updateCatalogRow(db: Db, id: number, values: CatalogValues): boolean {
  return db.update(catalogs).set({ ...values, updatedAt: new Date() }).where(eq(catalogs.id, id)).returning({ id: catalogs.id }).all().length > 0;
}

export function deleteCatalogRow(db: Db, id: number): boolean {
  return db.delete(catalogs).where(eq(catalogs.id, id)).returning({ id: catalogs.id }).all().length > 0;
}
