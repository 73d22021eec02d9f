/** Creating, updating and deleting stores. */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { categories, stores } from "../schema.ts";

export type StoreValues = {
  name: string;
  slug: string;
  categoryId: number;
  description: string | null;
  logo: string | null;
  image: string | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  featured: boolean;
  premium: boolean;
  facebook: string | null;
  instagram: string | null;
  twitter: string | null;
};

/** The id of the category with this name (case-insensitive), or undefined. */
export function findCategoryIdByName(db: Db, name: string): number | undefined {
  return db.select({ id: categories.id }).from(categories).where(eq(sql`lower(${categories.name})`, name.trim().toLowerCase())).get()?.id;
}

/** True when another store (not `exceptId`) already uses `slug`. */
export function storeSlugTaken(db: Db, slug: string, exceptId?: number): boolean {
  const row = db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug)).get();
  return !!row && row.id !== exceptId;
}

export function insertStoreRow(db: Db, values: StoreValues): number {
  return db.insert(stores).values(values).returning({ id: stores.id }).get().id;
}

/** Replaces a store's fields; false when there is no such store. */
export function updateStoreRow(db: Db, id: number, values: StoreValues): boolean {
  return db.update(stores).set({ ...values, updatedAt: new Date() }).where(eq(stores.id, id)).returning({ id: stores.id }).all().length > 0;
}

/** Deletes a store; its branches and catalogues go with it (foreign keys cascade). */
export function deleteStoreRow(db: Db, id: number): boolean {
  return db.delete(stores).where(eq(stores.id, id)).returning({ id: stores.id }).all().length > 0;
}
