/** Catalogue queries for the public pages (live catalogues only). */
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../client.ts";
import { catalogs, stores } from "../schema.ts";
import { catalogIsLive } from "./api-shapes.ts";
import { likePattern } from "./stores.ts";

export type CatalogSort = "recent" | "title" | "store" | "pages";

const cardColumns = {
  id: catalogs.id,
  title: catalogs.title,
  description: catalogs.description,
  category: catalogs.category,
  pages: catalogs.pages,
  fileUrl: catalogs.fileUrl,
  coverImage: catalogs.coverImage,
  startDate: catalogs.startDate,
  expiryDate: catalogs.expiryDate,
  storeName: stores.name,
  storeSlug: stores.slug,
  storeLogo: stores.logo,
};

function order(sort: CatalogSort) {
  switch (sort) {
    case "title":
      return [asc(sql`lower(${catalogs.title})`), desc(catalogs.id)];
    case "store":
      return [asc(sql`lower(${stores.name})`), desc(catalogs.id)];
    case "pages":
      return [sql`${catalogs.pages} DESC NULLS LAST`, desc(catalogs.id)];
    default:
      return [desc(catalogs.id)];
  }
}

/** One page of live catalogue cards matching search (title, description, store name) and category. */
export function listCatalogCards(db: Db, f: { search?: string; category?: string; today: string }, sort: CatalogSort, page: number, pageSize: number) {
  const conditions: (SQL | undefined)[] = [catalogIsLive(f.today)];
  if (f.search?.trim()) {
    const p = likePattern(f.search.trim());
    conditions.push(sql`(lower(${catalogs.title}) LIKE ${p} ESCAPE '\\' OR lower(coalesce(${catalogs.description}, '')) LIKE ${p} ESCAPE '\\' OR lower(${stores.name}) LIKE ${p} ESCAPE '\\')`);
  }
  if (f.category) conditions.push(eq(catalogs.category, f.category));
  const where = and(...conditions);
  const total = db.select({ n: sql<number>`count(*)` }).from(catalogs).innerJoin(stores, eq(stores.id, catalogs.storeId)).where(where).get()?.n ?? 0;
  const items = db
    .select(cardColumns)
    .from(catalogs)
    .innerJoin(stores, eq(stores.id, catalogs.storeId))
    .where(where)
    .orderBy(...order(sort))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  return { items, total };
}

export type CatalogCard = ReturnType<typeof listCatalogCards>["items"][number];

/** The store's live catalogues, newest first. */
export function listStoreLiveCatalogs(db: Db, storeId: number, today: string) {
  return db
    .select(cardColumns)
    .from(catalogs)
    .innerJoin(stores, eq(stores.id, catalogs.storeId))
    .where(and(eq(catalogs.storeId, storeId), catalogIsLive(today)))
    .orderBy(desc(catalogs.id))
    .all();
}

/** Live catalogues valid at a branch: its own plus the store-wide ones. */
export function listBranchLiveCatalogs(db: Db, storeId: number, branchId: number, today: string) {
  return db
    .select(cardColumns)
    .from(catalogs)
    .innerJoin(stores, eq(stores.id, catalogs.storeId))
    .where(and(eq(catalogs.storeId, storeId), sql`(${catalogs.branchId} IS NULL OR ${catalogs.branchId} = ${branchId})`, catalogIsLive(today)))
    .orderBy(desc(catalogs.id))
    .all();
}

