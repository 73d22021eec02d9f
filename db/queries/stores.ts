/** Store queries for the public pages and the API. */
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../client.ts";
import { branches, catalogs, categories, emirates, stores } from "../schema.ts";
import { storeColumns } from "./api-shapes.ts";

export type StoreSort = "popularity" | "name" | "category" | "location";

export type StoreFilters = {
  search?: string;
  categorySlug?: string;
  emirateSlug?: string;
  hasCatalogs?: boolean;
  multipleBranches?: boolean;
  online?: boolean;
  featured?: boolean;
  /** YYYY-MM-DD in Dubai: catalogues that expired before it do not count. */
  today: string;
};

/** Escapes LIKE wildcards so a search for "50%" matches the text "50%". */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const branchCount = sql<number>`(SELECT count(*) FROM ${branches} WHERE ${branches.storeId} = ${stores.id})`;

/** Live catalogues of the store on `today` (not expired). */
function liveCatalogCount(today: string) {
  return sql<number>`(SELECT count(*) FROM ${catalogs} WHERE ${catalogs.storeId} = ${stores.id}
    AND (${catalogs.expiryDate} IS NULL OR ${catalogs.expiryDate} >= ${today}))`;
}

/** The emirates a store has branches in, in the spec's order, as "slug|slug". */
const emirateSlugs = sql<string | null>`(SELECT group_concat(slug, '|') FROM (SELECT DISTINCT ${emirates.slug} AS slug, ${emirates.sortOrder} AS o
  FROM ${branches} JOIN ${emirates} ON ${emirates.id} = ${branches.emirateId}
  WHERE ${branches.storeId} = ${stores.id} ORDER BY o))`;

const firstEmirateOrder = sql<number>`(SELECT min(${emirates.sortOrder}) FROM ${branches}
  JOIN ${emirates} ON ${emirates.id} = ${branches.emirateId} WHERE ${branches.storeId} = ${stores.id})`;

function storeWhere(f: StoreFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const search = f.search?.trim();
  if (search) {
    const p = likePattern(search);
    conditions.push(sql`(lower(${stores.name}) LIKE ${p} ESCAPE '\\' OR lower(coalesce(${stores.description}, '')) LIKE ${p} ESCAPE '\\')`);
  }
  if (f.categorySlug) conditions.push(eq(categories.slug, f.categorySlug));
  if (f.emirateSlug) {
    conditions.push(sql`EXISTS (SELECT 1 FROM ${branches} JOIN ${emirates} ON ${emirates.id} = ${branches.emirateId}
      WHERE ${branches.storeId} = ${stores.id} AND ${emirates.slug} = ${f.emirateSlug})`);
  }
  if (f.hasCatalogs) conditions.push(sql`${liveCatalogCount(f.today)} > 0`);
  if (f.multipleBranches) conditions.push(sql`${branchCount} > 1`);
  if (f.online) conditions.push(sql`coalesce(${stores.website}, '') <> ''`);
  if (f.featured) conditions.push(eq(stores.featured, true));
  return and(...conditions);
}

function storeOrder(sort: StoreSort) {
  switch (sort) {
    case "name":
      return [asc(sql`lower(${stores.name})`), asc(stores.id)];
    case "category":
      return [asc(sql`lower(${categories.name})`), asc(sql`lower(${stores.name})`), asc(stores.id)];
    case "location":
      return [asc(sql`coalesce(${firstEmirateOrder}, 999)`), asc(sql`lower(${stores.name})`), asc(stores.id)];
    default:
      // Popularity: featured first, then premium, then the widest presence.
      return [desc(stores.featured), desc(stores.premium), desc(branchCount), asc(sql`lower(${stores.name})`), asc(stores.id)];
  }
}

/** One page of store cards matching the filters, with the total for pagination. */
export function listStoreCards(db: Db, f: StoreFilters, sort: StoreSort, page: number, pageSize: number) {
  const where = storeWhere(f);
  const total =
    db.select({ n: sql<number>`count(*)` }).from(stores).innerJoin(categories, eq(categories.id, stores.categoryId)).where(where).get()?.n ?? 0;
  const items = db
    .select({
      id: stores.id,
      name: stores.name,
      slug: stores.slug,
      description: stores.description,
      logo: stores.logo,
      image: stores.image,
      featured: stores.featured,
      premium: stores.premium,
      website: stores.website,
      category: categories.name,
      categorySlug: categories.slug,
      branchCount,
      catalogCount: liveCatalogCount(f.today),
      emirateSlugs,
      latestCatalog: sql<string | null>`(SELECT json_object('id', c.id, 'title', c.title, 'fileUrl', c.file_url) FROM catalogs c
        WHERE c.store_id = ${stores.id} AND (c.expiry_date IS NULL OR c.expiry_date >= ${f.today}) ORDER BY c.id DESC LIMIT 1)`,
    })
    .from(stores)
    .innerJoin(categories, eq(categories.id, stores.categoryId))
    .where(where)
    .orderBy(...storeOrder(sort))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all()
    .map(({ emirateSlugs: list, latestCatalog, ...row }) => ({
      ...row,
      emirates: list ? list.split("|") : [],
      latestCatalog: latestCatalog ? (JSON.parse(latestCatalog) as { id: number; title: string; fileUrl: string }) : null,
    }));
  return { items, total };
}

export type StoreCard = ReturnType<typeof listStoreCards>["items"][number];

/** Up to `limit` featured stores (name and slug) for the footer. */
export function listFooterFeaturedStores(db: Db, limit = 14) {
  return db
    .select({ name: stores.name, slug: stores.slug })
    .from(stores)
    .where(eq(stores.featured, true))
    .orderBy(desc(stores.premium), asc(sql`lower(${stores.name})`))
    .limit(limit)
    .all();
}

/** The store with this slug, with its category name; undefined when there is none. */
export function findStoreBySlug(db: Db, slug: string) {
  return db
    .select({ ...storeColumns, categorySlug: categories.slug })
    .from(stores)
    .innerJoin(categories, eq(categories.id, stores.categoryId))
    .where(eq(stores.slug, slug))
    .get();
}

/** The branches of a store with their emirate, in the spec's emirate order. */
export function listStoreBranches(db: Db, storeId: number) {
  return db
    .select({
      id: branches.id,
      name: branches.name,
      slug: branches.slug,
      address: branches.address,
      hours: branches.hours,
      phone: branches.phone,
      latitude: branches.latitude,
      longitude: branches.longitude,
      emirate: emirates.name,
      emirateSlug: emirates.slug,
    })
    .from(branches)
    .innerJoin(emirates, eq(emirates.id, branches.emirateId))
    .where(eq(branches.storeId, storeId))
    .orderBy(asc(emirates.sortOrder), asc(branches.name))
    .all();
}

/** Headline numbers for the home hero: stores, branches and catalogues live on `today`. */
export function countDirectory(db: Db, today: string) {
  const row = db.$client
    .query(
      `SELECT (SELECT count(*) FROM stores) AS stores, (SELECT count(*) FROM branches) AS branches,
        (SELECT count(*) FROM catalogs WHERE expiry_date IS NULL OR expiry_date >= ?) AS liveCatalogs`,
    )
    .get(today) as { stores: number; branches: number; liveCatalogs: number };
  return row;
}
