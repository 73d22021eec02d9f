/** Stores: the search rule, the detail and API reads (with branches and catalogues nested), and the writes. */
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { preparedOnce } from "#db/prepared.ts";
import { catalogs, categories, stores } from "#db/schema.ts";
import type { PageRequest } from "#schemas/paging.ts";
import { branchCountOfStore, listBranchesOfStores, storeHasBranchIn } from "./branches.ts";
import { catalogIsLive, type Visibility } from "./catalogs.ts";
import { listCatalogsOfStores } from "./catalogs-api.ts";
import { emirateNamed } from "./emirates.ts";
import { lacksArabic } from "./missing-arabic.ts";
import { syncSearchIndex } from "./search-index.ts";
import { matchesSearch } from "./text-search.ts";

/** The API's store shape (camelCase, the spec's field names, Arabic beside them); needs `categories` joined. */
const storeColumns = {
  id: stores.id,
  name: stores.name,
  nameAr: stores.nameAr,
  slug: stores.slug,
  category: categories.name,
  categoryAr: categories.nameAr,
  categoryId: stores.categoryId,
  description: stores.description,
  descriptionAr: stores.descriptionAr,
  image: stores.image,
  logo: stores.logo,
  featured: stores.featured,
  premium: stores.premium,
  phone: stores.phone,
  email: stores.email,
  website: stores.website,
  facebook: stores.facebook,
  instagram: stores.instagram,
  twitter: stores.twitter,
  createdAt: stores.createdAt,
  updatedAt: stores.updatedAt,
};

/** SQL: the store's names, descriptions or category names (English or Arabic) match `term`; the one store search rule (pages and API). */
export function storeSearch(term: string | undefined): SQL | undefined {
  return matchesSearch(term, "stores_fts", stores.id);
}

/** The store with this slug, with its category name and slug; undefined when there is none (store page). */
export function findStoreBySlug(db: Db, slug: string) {
  return preparedOnce(db, "store-by-slug", () =>
    db
      .select({ ...storeColumns, categorySlug: categories.slug })
      .from(stores)
      .innerJoin(categories, eq(categories.id, stores.categoryId))
      .where(eq(stores.slug, sql.placeholder("slug")))
      .prepare(),
  ).get({ slug });
}

/** Up to `limit` featured stores (names and slug), premium first, for the footer. */
export function listFooterFeaturedStores(db: Db, limit = 14) {
  return db
    .select({ name: stores.name, nameAr: stores.nameAr, slug: stores.slug })
    .from(stores)
    .where(eq(stores.featured, true))
    .orderBy(desc(stores.premium), asc(sql`lower(${stores.name})`))
    .limit(limit)
    .all();
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

/** Groups rows by their storeId. */
function byStore<T extends { storeId: number }>(list: T[]) {
  const map = new Map<number, T[]>();
  for (const item of list) {
    const group = map.get(item.storeId);
    if (group) group.push(item);
    else map.set(item.storeId, [item]);
  }
  return map;
}

/** Each store with its branches and the catalogues `v` may see, and their counts. */
function nest(db: Db, rows: ReturnType<typeof selectStores>, v: Visibility) {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const branchMap = byStore(listBranchesOfStores(db, ids));
  const catalogMap = byStore(listCatalogsOfStores(db, ids, v));
  return rows.map((store) => {
    const b = branchMap.get(store.id) ?? [];
    const c = catalogMap.get(store.id) ?? [];
    return { ...store, branches: b, catalogs: c, branchCount: b.length, catalogCount: c.length };
  });
}

/** Every store matching `search` (name or description) and `emirate` (name or slug), nested (GET /api/stores). */
export function listStoresForApi(db: Db, f: { search?: string; emirate?: string }, v: Visibility) {
  const inEmirate = f.emirate?.trim() && f.emirate !== "all" ? storeHasBranchIn(emirateNamed(f.emirate)) : undefined;
  return nest(db, selectStores(db, and(storeSearch(f.search), inEmirate)), v);
}

/** One store by id or slug, nested; undefined when there is none (GET /api/stores/:id|slug and write answers). */
export function getStoreForApi(db: Db, by: { id: number } | { slug: string }, v: Visibility) {
  const where = "id" in by ? eq(stores.id, by.id) : eq(stores.slug, by.slug);
  return nest(db, selectStores(db, where), v)[0];
}

/** A store's cover and logo by id (its link preview); undefined for an unknown id. */
export function findStorePictures(db: Db, id: number): { image: string | null; logo: string | null } | undefined {
  return db.select({ image: stores.image, logo: stores.logo }).from(stores).where(eq(stores.id, id)).get();
}

/** A store's slug and names by id (the admin's embed code); undefined for an unknown id. */
export function findStoreNames(db: Db, id: number) {
  return db
    .select({ slug: stores.slug, name: stores.name, nameAr: stores.nameAr })
    .from(stores)
    .where(eq(stores.id, id))
    .get();
}

/** True when a store with this id exists (branch and catalogue writes name their store). */
export function storeExists(db: Db, storeId: number): boolean {
  return !!db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).get();
}

/** True when another store (not `exceptId`) already uses `slug`. */
export function storeSlugTaken(db: Db, slug: string, exceptId?: number): boolean {
  const row = db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug)).get();
  return !!row && row.id !== exceptId;
}

export type StoreValues = {
  name: string;
  nameAr: string | null;
  slug: string;
  categoryId: number;
  description: string | null;
  descriptionAr: string | null;
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

/** Inserts a store and indexes it for search; returns its id. */
export function insertStoreRow(db: Db, values: StoreValues): number {
  const id = db.insert(stores).values(values).returning({ id: stores.id }).get().id;
  syncSearchIndex(db);
  return id;
}

/** Replaces a store's fields and re-indexes it (and its catalogues, which carry its names); false when there is no such store. */
export function updateStoreRow(db: Db, id: number, values: StoreValues): boolean {
  const updated =
    db
      .update(stores)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(stores.id, id))
      .returning({ id: stores.id })
      .all().length > 0;
  syncSearchIndex(db);
  return updated;
}

/** Deletes a store; its branches and catalogues go with it (foreign keys cascade). */
export function deleteStoreRow(db: Db, id: number): boolean {
  return db.delete(stores).where(eq(stores.id, id)).returning({ id: stores.id }).all().length > 0;
}

/** How the admin store table can order stores ("status": featured, then premium). */
export type StoreSort = "name" | "category" | "branches" | "catalogs" | "status";

/**
 * One page of the stores GET /api/stores would list, nested the same way, with the total
 * (GET /api/stores?page=&limit=). Only the page's stores are nested, so a page costs the
 * same at any data size. Without `sort`, the list's own order; ties by id so pages never overlap.
 */
export function pageStoresForApi(
  db: Db,
  f: { search?: string; emirate?: string },
  v: Visibility,
  p: PageRequest<StoreSort>,
) {
  const inEmirate = f.emirate?.trim() && f.emirate !== "all" ? storeHasBranchIn(emirateNamed(f.emirate)) : undefined;
  const where = and(storeSearch(f.search), inEmirate, p.missingArabic ? lacksArabic("stores") : undefined);
  const total = db.select({ n: sql<number>`count(*)` }).from(stores).where(where).get()?.n ?? 0;
  const sortBy = {
    name: sql`lower(${stores.name})`,
    category: sql`lower(${categories.name})`,
    branches: branchCountOfStore,
    catalogs: sql`(SELECT count(*) FROM ${catalogs} WHERE ${catalogs.storeId} = ${stores.id} AND ${v.includeExpired ? sql`1` : catalogIsLive(v.today)})`,
    status: sql`${stores.featured} * 2 + ${stores.premium}`,
  };
  const order = p.sort
    ? [p.desc ? desc(sortBy[p.sort]) : asc(sortBy[p.sort]), asc(sql`lower(${stores.name})`)]
    : [desc(stores.featured), asc(sql`lower(${stores.name})`)];
  const rows = db
    .select(storeColumns)
    .from(stores)
    .innerJoin(categories, eq(categories.id, stores.categoryId))
    .where(where)
    .orderBy(...order, asc(stores.id))
    .limit(p.limit)
    .offset((p.page - 1) * p.limit)
    .all();
  return { data: nest(db, rows, v), total };
}

/** The pictures a store's link preview is drawn from (a shared list shows its first store's), or undefined. */
export function storePictures(db: Db, slug: string) {
  return db
    .select({ id: stores.id, image: stores.image, logo: stores.logo })
    .from(stores)
    .where(eq(stores.slug, slug))
    .get();
}
