/**
 * The catalogue lists' queries, each written once for its page and its API: /catalogs and
 * GET /api/catalogs, /search with GET /api/search and GET /api/offers (see list-query.ts for strict and lenient).
 */
import { z } from "zod";
import { searchedQuery } from "#lib/page-search.ts";
import { CATALOG_CATEGORIES } from "#lib/taxonomy.ts";
import { idString } from "./common.ts";
import { cutSearch, lenient, listSearch, listView, shopperEmirate } from "./list-query.ts";
import { listQuery, pageQuery } from "./paging.ts";

/** The filters of the catalogue lists as the API takes them: any category or emirate, matched by the query. */
const catalogFilters = z.object({
  search: listSearch,
  category: z.string().max(60).optional(),
  // An emirate slug, a store slug, "new" this week or "ending" soon.
  emirate: z.string().max(60).optional(),
  store: z.string().max(200).optional(),
  valid: z.enum(["new", "ending"]).optional(),
});

/**
 * The same filters as the pages offer them: a category of the fixed list, one of the seven
 * emirates. (A store must also have live catalogues: the page checks that against the data.)
 */
const offeredFilters = catalogFilters.extend({
  category: z.enum(CATALOG_CATEGORIES).optional(),
  emirate: shopperEmirate,
});

/** GET /api/catalogs: the filters, a store by id, and the admin table's paging and order. */
export const catalogsApiQuery = listQuery(["title", "store", "pages", "expiry"]).extend({
  search: catalogFilters.shape.search,
  category: catalogFilters.shape.category,
  storeId: idString.optional(),
  emirate: catalogFilters.shape.emirate,
  store: catalogFilters.shape.store,
  valid: catalogFilters.shape.valid,
});

/** The orders /catalogs offers, its default first. */
export const CATALOG_PAGE_SORTS = ["recent", "title", "store", "pages"] as const;

/** /catalogs: the offered filters, the order and the grid or list view; a bad value is dropped. */
export const catalogsPageQuery = lenient(
  offeredFilters.extend({ sort: z.enum(CATALOG_PAGE_SORTS).default("recent"), view: listView }),
  { search: cutSearch },
);

const searchFilters = { emirate: true, category: true, store: true } as const;

/** What GET /api/search and /search search for: any text (the search quotes it), up to 20,000 characters. */
const searchText = z.string({ error: "q is required" }).max(20_000, "q is too long");

/** GET /api/search: the text, the page of results and the filters. */
export const searchApiQuery = z.object({
  q: searchText,
  // Plain digits, as every other list reads its page (paging.ts): no 1e5, 1.0 or +1.
  page: pageQuery.shape.page.default(1),
  ...catalogFilters.pick(searchFilters).shape,
});

/** How offers are ordered: best match (bm25), lowest price, biggest saving (was - price); the default first. */
export const OFFER_SORTS = ["relevance", "price", "saving"] as const;

const offerSort = z.enum(OFFER_SORTS, { error: `sort must be one of: ${OFFER_SORTS.join(", ")}` }).default("relevance");

/** GET /api/offers: the text, the filters of GET /api/search, the order, and a page of `limit` offers. */
export const offersApiQuery = z.object({
  q: searchText,
  ...catalogFilters.pick(searchFilters).shape,
  sort: offerSort,
  page: pageQuery.shape.page.default(1),
  limit: pageQuery.shape.limit.default(20),
});

/**
 * /search: the text as the page searches and shows it (searchedQuery: trimmed, bounded; none
 * is the start page), the offered filters, the offers' order and the offers-only view. Its page number is read as every list reads it
 * (src/lib/paging.ts), where a bad one redirects.
 */
export const searchPageQuery = lenient(
  offeredFilters.pick(searchFilters).extend({
    q: searchText.optional().transform(searchedQuery),
    sort: offerSort,
    // All the offers, paged, without the pages and stores.
    show: z.enum(["offers"]).optional(),
  }),
  { q: (raw) => searchedQuery(typeof raw === "string" ? raw : undefined) },
);
