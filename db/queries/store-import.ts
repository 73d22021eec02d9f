/**
 * Stores in bulk (issue 27, item 5): every store as the CSV export lists it, and an import that
 * inserts new stores and updates those matched by slug, all in one transaction (nothing half
 * imported), indexing them for search once at the end rather than per row.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { categories, storeSlugRedirects, stores } from "#db/schema.ts";
import { syncSearchIndex } from "./search-index.ts";
import type { StoreValues } from "./stores.ts";

/** Every store with its category's name, in id order, as the CSV export writes them. */
export function storesForExport(db: Db) {
  return db
    .select({
      slug: stores.slug,
      name: stores.name,
      nameAr: stores.nameAr,
      category: categories.name,
      description: stores.description,
      descriptionAr: stores.descriptionAr,
      website: stores.website,
      phone: stores.phone,
      email: stores.email,
      featured: stores.featured,
      premium: stores.premium,
      logo: stores.logo,
      image: stores.image,
      facebook: stores.facebook,
      instagram: stores.instagram,
      twitter: stores.twitter,
    })
    .from(stores)
    .leftJoin(categories, eq(categories.id, stores.categoryId))
    .orderBy(asc(stores.id))
    .all();
}

/** Every category's id by its name, trimmed and lower-cased (the import matches names so). */
export function categoryIdsByName(db: Db): Map<string, number> {
  const all = db.select({ id: categories.id, name: categories.name }).from(categories).all();
  return new Map(all.map((c) => [c.name.trim().toLowerCase(), c.id]));
}

/** Every earlier store address that still leads to a store: a new store may not take one. */
export function storeRedirectSlugs(db: Db): Set<string> {
  return new Set(
    db
      .select({ slug: storeSlugRedirects.slug })
      .from(storeSlugRedirects)
      .all()
      .map((r) => r.slug),
  );
}

/** The ids of the stores with these slugs, by slug. */
function storeIdsBySlug(db: Db, slugs: string[]): Map<string, number> {
  const found = new Map<string, number>();
  // SQLite allows 32,766 bound values; well under that a batch.
  for (let i = 0; i < slugs.length; i += 10_000) {
    const batch = slugs.slice(i, i + 10_000);
    for (const r of db
      .select({ id: stores.id, slug: stores.slug })
      .from(stores)
      .where(inArray(stores.slug, batch))
      .all())
      found.set(r.slug, r.id);
  }
  return found;
}

/** Inserts or updates (matched by slug) every row in one transaction; the counts of each. */
export function importStoreRows(db: Db, rows: StoreValues[]): { created: number; updated: number } {
  // bun:sqlite's own transaction: the search index (written on the raw connection) commits with the rows.
  const run = db.$client.transaction(() => {
    const existing = storeIdsBySlug(
      db,
      rows.map((r) => r.slug),
    );
    const now = new Date();
    const fresh = rows.filter((r) => !existing.has(r.slug));
    // New stores in batches of a few hundred rows (16 values each, well under SQLite's 32,766).
    for (let i = 0; i < fresh.length; i += 500)
      db.insert(stores)
        .values(fresh.slice(i, i + 500))
        .run();
    for (const row of rows) {
      const id = existing.get(row.slug);
      if (id !== undefined)
        db.update(stores)
          .set({ ...row, updatedAt: now })
          .where(eq(stores.id, id))
          .run();
    }
    syncSearchIndex(db);
    return { created: fresh.length, updated: rows.length - fresh.length };
  });
  return run();
}
