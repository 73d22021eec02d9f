/** Stores as the API returns them: with branches, catalogues and their counts. */
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../client.ts";
import { branches, catalogs, categories, emirates, stores } from "../schema.ts";
import { branchColumns, catalogColumns, catalogIsLive, storeColumns } from "./api-shapes.ts";
import { likePattern } from "./stores.ts";

export type Visibility = { today: string; includeExpired: boolean };

function nest(db: Db, rows: ReturnType<typeof selectStores>, v: Visibility) {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const branchRows = db
    .select(branchColumns)
    .from(branches)
    .innerJoin(emirates, eq(emirates.id, branches.emirateId))
    .where(inArray(branches.storeId, ids))
    .orderBy(asc(emirates.sortOrder), asc(branches.name))
    .all();
  const catalogRows = db
    .select(catalogColumns)
    .from(catalogs)
    .where(and(inArray(catalogs.storeId, ids), v.includeExpired ? undefined : catalogIsLive(v.today)))
    .orderBy(desc(catalogs.id))
    .all();
  const byStore = <T extends { storeId: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) {
      const group = map.get(item.storeId);
      if (group) group.push(item);
      else map.set(item.storeId, [item]);
    }
    return map;
  };
  const branchMap = byStore(branchRows);
  const catalogMap = byStore(catalogRows);
  return rows.map((store) => {
    const b = branchMap.get(store.id) ?? [];
    const c = catalogMap.get(store.id) ?? [];
    return { ...store, branches: b, catalogs: c, branchCount: b.length, catalogCount: c.length };
  });
}

function selectStores(db: Db, where: SQL | undefined) {
  return db
    .select(storeColumns)
    .from(stores)
    .innerJoin(categories, eq(categories.id, stores.categoryId))
    .where(where)
    .orderBy(desc(stores.featured), asc(sql`lower(${stores.name})`))
    .all();
}

/** Every store matching `search` (name or description) and `emirate` (name or slug), nested. */
export function listStoresForApi(db: Db, f: { search?: string; emirate?: string }, v: Visibility) {
  const conditions: SQL[] = [];
  if (f.search?.trim()) {
    const p = likePattern(f.search.trim());
    conditions.push(sql`(lower(${stores.name}) LIKE ${p} ESCAPE '\\' OR lower(coalesce(${stores.description}, '')) LIKE ${p} ESCAPE '\\')`);
  }
  if (f.emirate?.trim() && f.emirate !== "all") {
    const e = f.emirate.trim().toLowerCase();
    conditions.push(sql`EXISTS (SELECT 1 FROM branches b JOIN emirates e ON e.id = b.emirate_id WHERE b.store_id = ${stores.id} AND (e.slug = ${e} OR lower(e.name) = ${e}))`);
  }
  return nest(db, selectStores(db, and(...conditions)), v);
}

/** One store by id or slug, nested; undefined when there is none. */
export function getStoreForApi(db: Db, by: { id: number } | { slug: string }, v: Visibility) {
  const where = "id" in by ? eq(stores.id, by.id) : eq(stores.slug, by.slug);
  return nest(db, selectStores(db, where), v)[0];
}

export type StoreJson = NonNullable<ReturnType<typeof getStoreForApi>>;
