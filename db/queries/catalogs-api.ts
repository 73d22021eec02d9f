/**
 * Catalogues in the API's shape: what GET /api/catalogs (and the stores nested in
 * GET /api/stores) read, paged or not, and the admin's writes. The live rule and the
 * filters they share with the public pages are in catalogs.ts.
 */
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { catalogs, stores } from "#db/schema.ts";
import type { PageRequest } from "#schemas/paging.ts";
import {
  type CatalogValidity,
  catalogPlaceAndTime,
  catalogSearch,
  selectWithStore,
  type Visibility,
  visibleCatalogs,
} from "./catalogs.ts";
import { lacksArabic } from "./missing-arabic.ts";
import { syncSearchIndex } from "./search-index.ts";

/** The API's catalogue shape (camelCase, the spec's field names, Arabic beside them). */
const catalogColumns = {
  id: catalogs.id,
  title: catalogs.title,
  titleAr: catalogs.titleAr,
  description: catalogs.description,
  descriptionAr: catalogs.descriptionAr,
  pages: catalogs.pages,
  fileUrl: catalogs.fileUrl,
  coverImage: catalogs.coverImage,
  storeId: catalogs.storeId,
  branchId: catalogs.branchId,
  category: catalogs.category,
  startDate: catalogs.startDate,
  expiryDate: catalogs.expiryDate,
  createdAt: catalogs.createdAt,
  updatedAt: catalogs.updatedAt,
};

const withStore = {
  ...catalogColumns,
  store: { name: stores.name, nameAr: stores.nameAr, logo: stores.logo, slug: stores.slug },
};

/** The filters of GET /api/catalogs (`category` compared without case; "all" is none). */
type CatalogApiFilters = {
  search?: string;
  category?: string;
  storeId?: number;
  emirate?: string;
  store?: string;
  valid?: CatalogValidity;
};

/** SQL: the catalogues `v` may see that match `f`. */
function catalogApiWhere(f: CatalogApiFilters, v: Visibility): (SQL | undefined)[] {
  const category = f.category?.trim();
  return [
    visibleCatalogs(v),
    catalogSearch(f.search),
    catalogPlaceAndTime(f, v.today),
    category && f.category !== "all" ? sql`lower(${catalogs.category}) = ${category.toLowerCase()}` : undefined,
    f.storeId ? eq(catalogs.storeId, f.storeId) : undefined,
  ];
}

/** Catalogues `v` may see matching `search`, `category`, `storeId` and the place and time filters, newest first (GET /api/catalogs). */
export function listCatalogsForApi(db: Db, f: CatalogApiFilters, v: Visibility) {
  return selectWithStore(db, withStore)
    .where(and(...catalogApiWhere(f, v)))
    .orderBy(desc(catalogs.id))
    .all();
}

/** How the admin catalogue table can order catalogues ("expiry": no end date last). */
type CatalogApiSort = "title" | "store" | "pages" | "expiry";

/**
 * One page of the catalogues GET /api/catalogs would list, with the total
 * (GET /api/catalogs?page=&limit=): the same filters, newest first unless `sort` says otherwise.
 */
export function pageCatalogsForApi(db: Db, f: CatalogApiFilters, v: Visibility, p: PageRequest<CatalogApiSort>) {
  const where = and(...catalogApiWhere(f, v), p.missingArabic ? lacksArabic("catalogs") : undefined);
  const total = selectWithStore(db, { n: sql<number>`count(*)` }).where(where).get()?.n ?? 0;
  const dir = p.desc ? desc : asc;
  const sortBy = {
    title: [dir(sql`lower(${catalogs.title})`)],
    store: [dir(sql`lower(${stores.name})`)],
    pages: [sql`${catalogs.pages} ${p.desc ? sql`DESC` : sql`ASC`} NULLS LAST`],
    expiry: [sql`${catalogs.expiryDate} ${p.desc ? sql`DESC` : sql`ASC`} NULLS LAST`],
  };
  const data = selectWithStore(db, withStore)
    .where(where)
    .orderBy(...(p.sort ? sortBy[p.sort] : []), desc(catalogs.id))
    .limit(p.limit)
    .offset((p.page - 1) * p.limit)
    .all();
  return { data, total };
}

/** One catalogue with its store, if `v` may see it (GET /api/catalogs/:id and write answers). */
export function getCatalogForApi(db: Db, id: number, v: Visibility) {
  return selectWithStore(db, withStore)
    .where(and(eq(catalogs.id, id), visibleCatalogs(v)))
    .get();
}

/** The catalogues of the given stores that `v` may see, newest first (nested into the API's stores). */
export function listCatalogsOfStores(db: Db, storeIds: number[], v: Visibility) {
  return db
    .select(catalogColumns)
    .from(catalogs)
    .where(and(inArray(catalogs.storeId, storeIds), visibleCatalogs(v)))
    .orderBy(desc(catalogs.id))
    .all();
}

type CatalogValues = typeof catalogs.$inferInsert;

/** Inserts a catalogue and indexes it for search; returns its id. */
export function insertCatalogRow(db: Db, values: CatalogValues): number {
  const id = db.insert(catalogs).values(values).returning({ id: catalogs.id }).get().id;
  syncSearchIndex(db);
  return id;
}

/** Replaces a catalogue's fields and re-indexes it; false when there is no such catalogue. */
export function updateCatalogRow(db: Db, id: number, values: CatalogValues): boolean {
  const updated =
    db
      .update(catalogs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(catalogs.id, id))
      .returning({ id: catalogs.id })
      .all().length > 0;
  syncSearchIndex(db);
  return updated;
}

/** Deletes a catalogue; false when there was none. */
export function deleteCatalogRow(db: Db, id: number): boolean {
  return db.delete(catalogs).where(eq(catalogs.id, id)).returning({ id: catalogs.id }).all().length > 0;
}
