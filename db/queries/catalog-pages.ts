/**
 * Catalogue pages as shoppers see them: search to the page (catalog_pages_fts, ranked by
 * bm25, grouped by catalogue), one page with its neighbours for its own URL, the pages of a
 * catalogue for the viewer, and the page URLs for the sitemap. Only the pages a catalogue
 * serves are public: catalog_pages with catalog_jobs.live_hash (their image folder) and
 * live_pages, whatever a run in progress is doing (catalog-page-swap.ts); search shows live
 * catalogues only (catalogs.ts's rule).
 */
import { and, asc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { inIdList, preparedOnce } from "#db/prepared.ts";
import { catalogJobs, catalogPages, catalogs, stores } from "#db/schema.ts";
import type { ViewerPages } from "#lib/viewer.ts";
import { type CatalogCardFilters, catalogIsLive, catalogPlaceAndTime } from "./catalogs.ts";
import { ftsQuery } from "./text-search.ts";

/** How many pages of one catalogue a search shows. */
const HITS_PER_CATALOG = 3;

export type PageSearchFilters = Pick<CatalogCardFilters, "category" | "emirate" | "store" | "today"> & {
  query: string;
};

type PageHit = { page: number; text: string; width: number; height: number };

export type PageSearchCatalog = {
  id: number;
  title: string;
  titleAr: string | null;
  expiryDate: string | null;
  pageCount: number;
  pdfHash: string;
  storeName: string;
  storeNameAr: string | null;
  storeSlug: string;
  storeLogo: string | null;
  /** Pages of this catalogue that match. */
  hitCount: number;
  hits: PageHit[];
};

/** SQL: a catalogue serving pages; needs catalog_jobs joined. */
const servesPages = () => isNotNull(catalogJobs.liveHash);

/** SQL: the processed, live catalogues matching the filters; needs catalogs, stores and catalog_jobs joined. */
function searchableCatalogs(f: PageSearchFilters): SQL | undefined {
  return and(
    servesPages(),
    catalogIsLive(f.today),
    f.category ? eq(catalogs.category, f.category) : undefined,
    catalogPlaceAndTime(f, f.today),
  );
}

/**
 * One page of catalogues whose pages match `f.query` (every word, the last as a prefix, in
 * the page text, the title or the store name), best first by their best page's bm25; each
 * with its best pages. `total` counts catalogues. A query without a word matches nothing.
 */
export function searchCatalogPages(
  db: Db,
  f: PageSearchFilters,
  page: number,
  pageSize: number,
): { total: number; pages: number; catalogs: PageSearchCatalog[] } {
  const match = ftsQuery(f.query);
  if (!match) return { total: 0, pages: 0, catalogs: [] };
  // Page text weighs most; title and store words mostly narrow ("carrefour milk").
  // bm25() only works in a query that reads the index directly, so the matches are ranked in a
  // MATERIALIZED step (never merged into the joins), then filtered and grouped; CROSS JOIN keeps
  // the matches first (SQLite cannot tell how few they are: search-plans.test.ts).
  const withHits = sql`WITH matched AS MATERIALIZED (
      SELECT rowid, bm25(catalog_pages_fts, 1.0, 0.4, 0.4) AS rank FROM catalog_pages_fts
      WHERE catalog_pages_fts MATCH ${match}),
    hits AS (SELECT ${catalogPages.catalogId} AS catalog_id, ${catalogPages.page} AS page, matched.rank AS rank
      FROM matched
      CROSS JOIN ${catalogPages} ON ${catalogPages.id} = matched.rowid
      JOIN ${catalogs} ON ${catalogs.id} = ${catalogPages.catalogId}
      JOIN ${stores} ON ${stores.id} = ${catalogs.storeId}
      JOIN ${catalogJobs} ON ${catalogJobs.catalogId} = ${catalogs.id}
      WHERE ${searchableCatalogs(f)})`;
  const groups = db.all<{ id: number; best: number; n: number; total: number }>(sql`${withHits}
    SELECT catalog_id AS id, min(rank) AS best, count(*) AS n, count(*) OVER () AS total
    FROM hits GROUP BY catalog_id ORDER BY best, catalog_id
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  // count(*) OVER () counts the groups; past the last page there is no row to carry it.
  const total =
    groups[0]?.total ??
    db.all<{ n: number }>(sql`${withHits} SELECT count(DISTINCT catalog_id) AS n FROM hits`)[0]?.n ??
    0;
  if (groups.length === 0) return { total, pages: Math.ceil(total / pageSize), catalogs: [] };

  const ids = groups.map((g) => g.id);
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const best = db.all<{ catalog_id: number; page: number }>(sql`${withHits},
    ranked AS (SELECT catalog_id, page, row_number() OVER (PARTITION BY catalog_id ORDER BY rank, page) AS n
      FROM hits WHERE catalog_id IN (${idList}))
    SELECT catalog_id, page FROM ranked WHERE n <= ${HITS_PER_CATALOG} ORDER BY catalog_id, n`);
  const pageRows = db
    .select({
      catalogId: catalogPages.catalogId,
      page: catalogPages.page,
      text: catalogPages.text,
      width: catalogPages.width,
      height: catalogPages.height,
    })
    .from(catalogPages)
    .where(
      sql`(${catalogPages.catalogId}, ${catalogPages.page}) IN (${sql.join(
        best.map((b) => sql`(${b.catalog_id}, ${b.page})`),
        sql`, `,
      )})`,
    )
    .all();
  const info = db
    .select({
      id: catalogs.id,
      title: catalogs.title,
      titleAr: catalogs.titleAr,
      expiryDate: catalogs.expiryDate,
      pageCount: sql<number>`${catalogJobs.livePages}`,
      pdfHash: sql<string>`${catalogJobs.liveHash}`,
      storeName: stores.name,
      storeNameAr: stores.nameAr,
      storeSlug: stores.slug,
      storeLogo: stores.logo,
    })
    .from(catalogs)
    .innerJoin(stores, eq(stores.id, catalogs.storeId))
    .innerJoin(catalogJobs, eq(catalogJobs.catalogId, catalogs.id))
    .where(sql`${catalogs.id} IN (${idList})`)
    .all();
  const byId = new Map(info.map((c) => [c.id, c]));
  const text = new Map(pageRows.map((p) => [`${p.catalogId}:${p.page}`, p]));
  return {
    total,
    pages: Math.ceil(total / pageSize),
    catalogs: groups.flatMap((g) => {
      const c = byId.get(g.id);
      if (!c) return [];
      const hitsOf = best
        .filter((b) => b.catalog_id === g.id)
        .map((b) => text.get(`${g.id}:${b.page}`))
        .filter((p): p is NonNullable<typeof p> => !!p)
        .map(({ page, text, width, height }) => ({ page, text, width, height }));
      return [{ ...c, hitCount: g.n, hits: hitsOf }];
    }),
  };
}

/** How many pages of the processed, live catalogues matching the filters match `f.query` (the /catalogs search's count). */
export function countPageHits(db: Db, f: PageSearchFilters): number {
  const match = ftsQuery(f.query);
  if (!match) return 0;
  const found = db.all<{ n: number }>(sql`SELECT count(*) AS n FROM catalog_pages_fts
    JOIN ${catalogPages} ON ${catalogPages.id} = catalog_pages_fts.rowid
    JOIN ${catalogs} ON ${catalogs.id} = ${catalogPages.catalogId}
    JOIN ${stores} ON ${stores.id} = ${catalogs.storeId}
    JOIN ${catalogJobs} ON ${catalogJobs.catalogId} = ${catalogs.id}
    WHERE catalog_pages_fts MATCH ${match} AND ${searchableCatalogs(f)}`);
  return found[0]?.n ?? 0;
}

/** The pages a catalogue serves (number and large-image size), for the viewer; [] until first processed. */
export function listCatalogPages(db: Db, catalogId: number) {
  return db
    .select({ page: catalogPages.page, width: catalogPages.width, height: catalogPages.height })
    .from(catalogPages)
    .innerJoin(catalogJobs, eq(catalogJobs.catalogId, catalogPages.catalogId))
    .where(and(eq(catalogPages.catalogId, catalogId), servesPages()))
    .orderBy(asc(catalogPages.page))
    .all();
}

/**
 * Page `n` of a processed catalogue with what its own URL shows: the text, the image size,
 * the catalogue, its store and page count. Undefined when there is no such page (or the
 * catalogue is not processed); expired catalogues are returned (the page says the offer ended).
 */
export function getCatalogPage(db: Db, catalogId: number, n: number) {
  return db
    .select({
      page: catalogPages.page,
      text: catalogPages.text,
      width: catalogPages.width,
      height: catalogPages.height,
      pageCount: sql<number>`${catalogJobs.livePages}`,
      pdfHash: sql<string>`${catalogJobs.liveHash}`,
      catalog: {
        id: catalogs.id,
        title: catalogs.title,
        titleAr: catalogs.titleAr,
        description: catalogs.description,
        descriptionAr: catalogs.descriptionAr,
        fileUrl: catalogs.fileUrl,
        coverImage: catalogs.coverImage,
        startDate: catalogs.startDate,
        expiryDate: catalogs.expiryDate,
        updatedAt: catalogs.updatedAt,
      },
      store: { id: stores.id, name: stores.name, nameAr: stores.nameAr, slug: stores.slug, logo: stores.logo },
    })
    .from(catalogPages)
    .innerJoin(catalogs, eq(catalogs.id, catalogPages.catalogId))
    .innerJoin(stores, eq(stores.id, catalogs.storeId))
    .innerJoin(catalogJobs, eq(catalogJobs.catalogId, catalogs.id))
    .where(and(eq(catalogPages.catalogId, catalogId), eq(catalogPages.page, n), servesPages()))
    .get();
}

/** Every page URL of live, processed catalogues (sitemap), with the catalogue's last change. */
export function listLivePageUrls(db: Db, today: string) {
  return db
    .select({ catalogId: catalogPages.catalogId, page: catalogPages.page, updatedAt: catalogs.updatedAt })
    .from(catalogPages)
    .innerJoin(catalogs, eq(catalogs.id, catalogPages.catalogId))
    .innerJoin(catalogJobs, eq(catalogJobs.catalogId, catalogs.id))
    .where(and(servesPages(), catalogIsLive(today)))
    .orderBy(asc(catalogPages.catalogId), asc(catalogPages.page))
    .all();
}

/**
 * For the viewer: each catalogue among `ids` serving pages, with its page-image folder (the
 * PDF's hash) and every page's large-image size in page order. Catalogues not processed are absent.
 */
export function viewerPagesOf(db: Db, ids: readonly number[]): Map<number, ViewerPages> {
  const found = new Map<number, ViewerPages>();
  if (ids.length === 0) return found;
  const rows = preparedOnce(db, "viewer-pages", () =>
    db
      .select({
        catalogId: catalogPages.catalogId,
        width: catalogPages.width,
        height: catalogPages.height,
        hash: sql<string>`${catalogJobs.liveHash}`,
      })
      .from(catalogPages)
      .innerJoin(catalogJobs, eq(catalogJobs.catalogId, catalogPages.catalogId))
      .where(and(inIdList(catalogPages.catalogId, sql.placeholder("ids")), servesPages()))
      .orderBy(asc(catalogPages.catalogId), asc(catalogPages.page))
      .prepare(),
  ).all({ ids: JSON.stringify(ids) });
  for (const r of rows) {
    const entry = found.get(r.catalogId) ?? { hash: r.hash, sizes: [] };
    entry.sizes.push([r.width, r.height]);
    found.set(r.catalogId, entry);
  }
  return found;
}

/** `rows` with each one's viewer pages attached (`viewer`, when the catalogue is processed). */
export function withViewerPages<T extends { id: number }>(db: Db, rows: T[]): (T & { viewer?: ViewerPages })[] {
  const pages = viewerPagesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, viewer: pages.get(r.id) }));
}

/** Store cards with their latest catalogue's viewer pages attached (`latestCatalog.viewer`). */
export function withLatestViewerPages<T extends { latestCatalog: { id: number; viewer?: ViewerPages } | null }>(
  db: Db,
  rows: T[],
): T[] {
  const pages = viewerPagesOf(
    db,
    rows.flatMap((r) => (r.latestCatalog ? [r.latestCatalog.id] : [])),
  );
  return rows.map((r) =>
    r.latestCatalog ? { ...r, latestCatalog: { ...r.latestCatalog, viewer: pages.get(r.latestCatalog.id) } } : r,
  );
}
