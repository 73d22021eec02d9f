/**
 * The store lists' query, written once for /stores, the home page's store grid and
 * GET /api/stores (see list-query.ts for strict and lenient).
 */
import { z } from "zod";
import { cutSearch, lenient, listSearch, listView, shopperEmirate } from "./list-query.ts";
import { listQuery } from "./paging.ts";

/** The filters the API takes: a search, and an emirate by slug or name (operators may add emirates). */
const storeFilters = z.object({
  search: listSearch,
  emirate: z.string().max(60).optional(),
});

/** GET /api/stores: the filters, and the admin table's paging and order. */
export const storesApiQuery = listQuery(["name", "category", "branches", "catalogs", "status"]).extend(
  storeFilters.shape,
);

/** The same filters as the pages offer them: one of the seven emirates. */
const offeredFilters = storeFilters.extend({ emirate: shopperEmirate });

/** A checkbox of the stores page's filters: ticked by "true", "on" (a form without JavaScript) or "1". */
const ticked = z
  .string()
  .optional()
  .transform((v) => v === "true" || v === "on" || v === "1");

/** The orders /stores offers, its default first. */
export const STORE_PAGE_SORTS = ["popularity", "name", "category"] as const;

/**
 * /stores: the offered filters, a category by slug (the page checks it against the data), the
 * feature checkboxes, the order and the view; a bad value is dropped.
 */
export const storesPageQuery = lenient(
  offeredFilters.extend({
    category: z.string().optional(),
    hasCatalogs: ticked,
    multipleBranches: ticked,
    online: ticked,
    featured: ticked,
    sort: z.enum(STORE_PAGE_SORTS).default("popularity"),
    view: listView,
  }),
  { search: cutSearch },
);

/** The orders the home page's store grid offers, its default first. */
export const HOME_SORTS = ["popularity", "name", "location"] as const;

/** "/": the offered filters (the hero search), the grid's order and view; a bad value is dropped. */
export const homePageQuery = lenient(
  offeredFilters.extend({ sort: z.enum(HOME_SORTS).default("popularity"), view: listView }),
  { search: cutSearch },
);
