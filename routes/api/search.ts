/**
 * GET /api/search?q=&page= — search inside catalogues: live, processed catalogues whose pages
 * match, best first, each with its best pages (number, URL, thumbnail, highlighted snippet).
 * Optional filters: emirate (slug), category, store (slug). Any text is a valid query: it is
 * normalised and quoted, so quotes, NEAR, *, brackets or 10 KB of text never raise an error.
 */
import { Hono } from "hono";
import { getDb } from "#db/client.ts";
import { searchCatalogPages } from "#db/queries/catalog-pages.ts";
import { searchedWords } from "#db/queries/text-search.ts";
import { pageImageUrl } from "#lib/catalog-processing.ts";
import { dubaiToday } from "#lib/dates.ts";
import { SEARCH_PAGE_SIZE } from "#lib/page-search.ts";
import { withSnippets } from "#lib/search-snippet.ts";
import { searchApiQuery } from "#schemas/catalog-list.ts";
import { countServerEvent, searchEvent } from "#server/analytics/count.ts";
import type { ApiEnv } from "#server/api/env.ts";
import { validate } from "#server/api/validate.ts";

export const searchRoutes = new Hono<ApiEnv>().get("/", validate("query", searchApiQuery), (c) => {
  const { q, page, ...filters } = c.req.valid("query");
  const found = searchCatalogPages(getDb(), { query: q, today: dubaiToday(), ...filters }, page, SEARCH_PAGE_SIZE);
  // Counted where it is answered (these answers are never cached); a next page is not a new search.
  const search = page === 1 ? searchEvent(null, q, { emirate: filters.emirate, found: found.total > 0 }) : null;
  if (search) countServerEvent(c.req.header("User-Agent"), search);
  return c.json({
    query: q,
    page,
    pageSize: SEARCH_PAGE_SIZE,
    total: found.total,
    pages: found.pages,
    // Snippets mark the words searched, not all of a 20,000-character q.
    results: withSnippets(found.catalogs, searchedWords(q).join(" ")).map(({ hits, pdfHash, ...catalog }) => ({
      catalog: { ...catalog, url: `/catalogs/${catalog.id}/page/1` },
      // Sized as the 480 px thumbnail they point at.
      hits: hits.map(({ page, width, height, snippet }) => ({
        page,
        url: `/catalogs/${catalog.id}/page/${page}`,
        thumbnail: pageImageUrl(pdfHash, page, 480),
        width: 480,
        height: Math.round((height / width) * 480),
        snippet,
      })),
    })),
  });
});
