/**
 * Branches in bulk (issue 27, item 5): every branch as the CSV export lists it (under its store's
 * slug), the lookups a file's rows are checked against, and an import that inserts new branches
 * and updates those matched by store and branch slug, all in one transaction.
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { branches, branchSlugRedirects, emirates, stores } from "#db/schema.ts";
import type { BranchValues } from "./branches.ts";

/** Every branch with its store's slug and its emirate's name, by store then branch id. */
export function branchesForExport(db: Db) {
  return db
    .select({
      store: stores.slug,
      slug: branches.slug,
      name: branches.name,
      nameAr: branches.nameAr,
      emirate: emirates.name,
      address: branches.address,
      addressAr: branches.addressAr,
      phone: branches.phone,
      hours: branches.hours,
      hoursAr: branches.hoursAr,
      openingHours: branches.openingHours,
      latitude: branches.latitude,
      longitude: branches.longitude,
    })
    .from(branches)
    .innerJoin(stores, eq(stores.id, branches.storeId))
    .innerJoin(emirates, eq(emirates.id, branches.emirateId))
    .orderBy(asc(stores.id), asc(branches.id))
    .all();
}

/** Every store's id by its slug (a branch row names its store so). */
export function storeIdsBySlug(db: Db): Map<string, number> {
  return new Map(
    db
      .select({ id: stores.id, slug: stores.slug })
      .from(stores)
      .all()
      .map((s) => [s.slug, s.id]),
  );
}

/** Every emirate's id by its name and by its slug, lower-cased (the API names an emirate either way). */
export function emirateIdsByName(db: Db): Map<string, number> {
  const found = new Map<string, number>();
  for (const e of db.select({ id: emirates.id, name: emirates.name, slug: emirates.slug }).from(emirates).all()) {
    found.set(e.name.trim().toLowerCase(), e.id);
    found.set(e.slug, e.id);
  }
  return found;
}

/** The key of a branch address: its store's id and its slug. */
export const branchKey = (storeId: number, slug: string) => `${storeId}/${slug}`;

/** Every branch id by its address (store id + slug). */
export function branchIdsByKey(db: Db): Map<string, number> {
  return new Map(
    db
      .select({ id: branches.id, storeId: branches.storeId, slug: branches.slug })
      .from(branches)
      .all()
      .map((b) => [branchKey(b.storeId, b.slug), b.id]),
  );
}

/** Every earlier branch address (store id + slug) that still leads to a branch: a new branch may not take one. */
export function branchRedirectKeys(db: Db): Set<string> {
  return new Set(
    db
      .select({ storeId: branchSlugRedirects.storeId, slug: branchSlugRedirects.slug })
      .from(branchSlugRedirects)
      .all()
      .map((r) => branchKey(r.storeId, r.slug)),
  );
}

/** Inserts or updates (matched by store and slug) every row in one transaction; the counts of each. */
export function importBranchRows(db: Db, rows: BranchValues[]): { created: number; updated: number } {
  const run = db.$client.transaction(() => {
    const existing = branchIdsByKey(db);
    const now = new Date();
    const fresh = rows.filter((r) => !existing.has(branchKey(r.storeId, r.slug)));
    // New branches in batches of a few hundred rows (14 values each, well under SQLite's 32,766).
    for (let i = 0; i < fresh.length; i += 500)
      db.insert(branches)
        .values(fresh.slice(i, i + 500))
        .run();
    for (const row of rows) {
      const id = existing.get(branchKey(row.storeId, row.slug));
      if (id !== undefined)
        db.update(branches)
          .set({ ...row, updatedAt: now })
          .where(eq(branches.id, id))
          .run();
    }
    return { created: fresh.length, updated: rows.length - fresh.length };
  });
  return run();
}
