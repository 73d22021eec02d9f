/**
 * Search to the offer (issue 23): the offers shoppers can see (not hidden, on a catalogue that
 * serves pages and is live, catalogs.ts's rule) whose name matches every searched word, or whose
 * name matches some of them and the catalogue title or store name the rest ("carrefour milk");
 * through catalog_offers_fts (migration 0010, written by search-index.ts). Ordered by relevance
 * (bm25), lowest price, or biggest saving; filtered by emirate, store and category as the page
 * search is (catalog-pages.ts).
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { catalogJobs, catalogOffers, catalogPages, catalogs, stores } from "#db/schema.ts";
import { catalogIsLive, catalogPlaceAndTime, catalogPublishedAt } from "./catalogs.ts";
import type { ApiOffer } from "./offers.ts";
import { ftsQueryIn } from "./text-search.ts";

export type OfferSort = "relevance" | "price" | "saving";

/**
 * `today` is a Dubai YYYY-MM-DD; `store` and `emirate` are slugs; `category` a catalogue category;
 * `since`: only offers of catalogues published after it (My deals' "new since the last visit").
 */
export type OfferSearchFilters = {
  query: string;
  today: string;
  emirate?: string;
  store?: string;
  category?: string;
  since?: Date;
};

/** An offer found: as GET /api/catalogs/{id}/offers has it, with where it is and whose it is. */
export type OfferHit = ApiOffer & {
  catalogId: number;
  /** was - price, when a previous price higher than the price is printed. */
  saving: number | null;
  /** The catalogue's expiry date (YYYY-MM-DD), or null when it has none. */
  validUntil: string | null;
  store: { id: number; name: string; nameAr: string | null; slug: string };
  /** The page image's folder (catalog_jobs.live_hash) and size, for a crop of the offer. */
  pdfHash: string;
  pageWidth: number;
  pageHeight: number;
};

/** SQL: the saving of the offer row `o`; null without a higher previous price. */
const saving = sql`CASE WHEN o.was > o.price THEN round(o.was - o.price, 2) END`;

const ORDER: Record<OfferSort, SQL> = {
  // Equal matches (the same product in many catalogues) cheapest first.
  relevance: sql`m.rank, o.price, o.id`,
  price: sql`o.price, m.rank, o.id`,
  saving: sql`${saving} DESC NULLS LAST, o.price, o.id`,
};

/**
 * A SELECT of `columns` over the offers matching `f`, joined to their catalogue, store, job and
 * page (aliased o, catalogs, stores, catalog_jobs, p), m.rank their bm25; undefined when the
 * query holds no word.
 */
function matching(f: OfferSearchFilters): ((columns: SQL) => SQL) | undefined {
  const match = ftsQueryIn(f.query, "name");
  if (!match) return undefined;
  // The name weighs most; title and store words mostly narrow. bm25() only works in a query that
  // reads the index directly: the matches are ranked in a MATERIALIZED step, then joined and filtered.
  // CROSS JOIN keeps the matches first: SQLite cannot tell how few they are, and otherwise walked
  // every live catalogue's offers to look each up among them (search-plans.test.ts).
  return (columns) => sql`WITH m AS MATERIALIZED (
      SELECT rowid, bm25(catalog_offers_fts, 1.0, 0.3, 0.3) AS rank FROM catalog_offers_fts
      WHERE catalog_offers_fts MATCH ${match})
    SELECT ${columns} FROM m
    CROSS JOIN ${catalogOffers} o ON o.id = m.rowid
    JOIN ${catalogs} ON ${catalogs.id} = o.catalog_id
    JOIN ${stores} ON ${stores.id} = ${catalogs.storeId}
    JOIN ${catalogJobs} ON ${catalogJobs.catalogId} = ${catalogs.id}
    JOIN ${catalogPages} p ON p.catalog_id = o.catalog_id AND p.page = o.page
    WHERE o.hidden = 0 AND ${catalogJobs.liveHash} IS NOT NULL AND ${catalogIsLive(f.today)}
      ${f.category ? sql`AND ${catalogs.category} = ${f.category}` : sql``}
      ${f.since ? sql`AND ${catalogPublishedAt()} > ${f.since.getTime()}` : sql``}
      ${f.emirate || f.store ? sql`AND ${catalogPlaceAndTime(f, f.today)}` : sql``}`;
}

type Row = {
  id: number;
  catalog_id: number;
  page: number;
  name: string | null;
  name_ar: string | null;
  price: number;
  was: number | null;
  saving: number | null;
  unit: string | null;
  quantity: number | null;
  size: string | null;
  box_x: number;
  box_y: number;
  box_width: number;
  box_height: number;
  valid_until: string | null;
  store_id: number;
  store_name: string;
  store_name_ar: string | null;
  store_slug: string;
  pdf_hash: string;
  page_width: number;
  page_height: number;
  total: number;
};

/** Page `page` (from 1) of the offers matching `f` in `sort` order, `limit` a page, and how many match in all. */
export function searchOffers(
  db: Db,
  f: OfferSearchFilters,
  sort: OfferSort,
  page: number,
  limit: number,
): { total: number; data: OfferHit[] } {
  const query = matching(f);
  if (!query) return { total: 0, data: [] };
  const columns = sql`o.id, o.catalog_id, o.page, o.name, o.name_ar, o.price, o.was, ${saving} AS saving,
    o.unit, o.quantity, o.size, o.box_x, o.box_y, o.box_width, o.box_height,
    ${catalogs.expiryDate} AS valid_until, ${stores.id} AS store_id, ${stores.name} AS store_name,
    ${stores.nameAr} AS store_name_ar, ${stores.slug} AS store_slug, ${catalogJobs.liveHash} AS pdf_hash,
    p.width AS page_width, p.height AS page_height, count(*) OVER () AS total`;
  const rows = db.all<Row>(sql`${query(columns)} ORDER BY ${ORDER[sort]} LIMIT ${limit} OFFSET ${(page - 1) * limit}`);
  // count(*) OVER () counts every match; past the last page there is no row to carry it.
  const total = rows[0]?.total ?? (page > 1 ? countMatching(db, query) : 0);
  return { total, data: rows.map(toHit) };
}

/** How many offers match `f` (the home hero's and /catalogs' "N offers for …"). */
export function countOfferHits(db: Db, f: OfferSearchFilters): number {
  const query = matching(f);
  return query ? countMatching(db, query) : 0;
}

const countMatching = (db: Db, query: (columns: SQL) => SQL) =>
  db.all<{ n: number }>(query(sql`count(*) AS n`))[0]?.n ?? 0;

function toHit(r: Row): OfferHit {
  return {
    id: r.id,
    catalogId: r.catalog_id,
    page: r.page,
    name: r.name,
    nameAr: r.name_ar,
    price: r.price,
    was: r.was,
    saving: r.saving,
    currency: "AED",
    unit: r.unit,
    quantity: r.quantity,
    size: r.size,
    box: { x: r.box_x, y: r.box_y, width: r.box_width, height: r.box_height },
    validUntil: r.valid_until,
    store: { id: r.store_id, name: r.store_name, nameAr: r.store_name_ar, slug: r.store_slug },
    pdfHash: r.pdf_hash,
    pageWidth: r.page_width,
    pageHeight: r.page_height,
  };
}
