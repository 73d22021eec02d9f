/**
 * GET /api/offers?q=&emirate=&store=&category=&sort=relevance|price|saving&page=&limit= — search
 * to the offer: the offers of live catalogues whose names match (the catalogue title and store
 * name narrow), one page of them as every paged list answers (`{ data, page, limit, total, pages }`),
 * each with its page's URL and thumbnail. Any text is a valid q (it is normalised and quoted).
 */
import { Hono } from "hono";
import { getDb } from "#db/client.ts";
import { searchOffers } from "#db/queries/offer-search.ts";
import { pageImageUrl } from "#lib/catalog-processing.ts";
import { dubaiToday } from "#lib/dates.ts";
import { catalogPagePath } from "#lib/page-search.ts";
import { offersApiQuery } from "#schemas/catalog-list.ts";
import { pageAnswer } from "#schemas/paging.ts";
import { countServerEvent, searchEvent } from "#server/analytics/count.ts";
import type { ApiEnv } from "#server/api/env.ts";
import { validate } from "#server/api/validate.ts";

export const offerRoutes = new Hono<ApiEnv>().get("/", validate("query", offersApiQuery), (c) => {
  const { q, sort, page, limit, ...filters } = c.req.valid("query");
  const found = searchOffers(getDb(), { query: q, today: dubaiToday(), ...filters }, sort, page, limit);
  // Counted where it is answered (never cached); only a search with words, on its first page.
  const search = q && page === 1 ? searchEvent(null, q, { emirate: filters.emirate, found: found.total > 0 }) : null;
  if (search) countServerEvent(c.req.header("User-Agent"), search);
  const data = found.data.map(({ pdfHash, pageWidth, pageHeight, ...offer }) => ({
    ...offer,
    url: catalogPagePath(offer.catalogId, offer.page),
    pageImage: pageImageUrl(pdfHash, offer.page, 480),
  }));
  return c.json(pageAnswer({ page, limit, desc: false, missingArabic: false }, { data, total: found.total }));
});
