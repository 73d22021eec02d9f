/**
 * GET /api/me/deals: what "My deals" shows this visitor (db/queries/my-deals.ts), every item
 * with the address of its page (without the language prefix: the page adds it);
 * POST /api/me/deals/visit: the page showed them (a GET never writes);
 * DELETE /api/me: "Forget me", the session and all it keeps at once, and the cookie.
 */
import { Hono } from "hono";
import { getDb } from "#db/client.ts";
import {
  FIRST_VISIT_DAYS,
  followCount,
  lastVisit,
  newCatalogsOfFollowed,
  newOffersMatching,
  recordVisit,
} from "#db/queries/my-deals.ts";
import { listSavedSearches, type SavedSearch } from "#db/queries/saved-searches.ts";
import { deleteVisitorSession } from "#db/queries/visitors.ts";
import { dubaiToday } from "#lib/dates.ts";
import { searchFeedPath } from "#lib/feed-paths.ts";
import type { MeEnv } from "#server/api/me-env.ts";
import { clearVisitorCookie } from "#server/visitor-cookie.ts";

/** At most this many catalogues, and offers per saved search: a page to glance at, not a feed. */
const CATALOGS_SHOWN = 24;
const OFFERS_SHOWN = 6;

/** /search with the saved search's words and filters. */
function savedSearchPath(s: SavedSearch): string {
  const params = new URLSearchParams({ q: s.q });
  for (const key of ["emirate", "category", "store"] as const) {
    const value = s[key];
    if (value) params.set(key, value);
  }
  return `/search?${params}`;
}

function deals(sessionId: string, now = Date.now()) {
  const db = getDb();
  const today = dubaiToday();
  const baseline = lastVisit(db, sessionId, now);
  const since = baseline ?? new Date(now - FIRST_VISIT_DAYS * 86_400_000);
  const saved = listSavedSearches(db, sessionId);
  return {
    since: baseline?.toISOString() ?? null,
    firstVisitDays: FIRST_VISIT_DAYS,
    follows: followCount(db, sessionId),
    savedSearches: saved.length,
    catalogs: newCatalogsOfFollowed(db, sessionId, since, today, CATALOGS_SHOWN).map((c) => ({
      ...c,
      href: `/catalogs/${c.id}/page/1`,
    })),
    searches: saved.map((s) => {
      const found = newOffersMatching(db, s, since, today, OFFERS_SHOWN);
      return {
        search: s,
        href: savedSearchPath(s),
        feed: searchFeedPath(s),
        total: found.total,
        offers: found.data.map((o) => ({
          id: o.id,
          name: o.name,
          nameAr: o.nameAr,
          price: o.price,
          was: o.was,
          size: o.size,
          validUntil: o.validUntil,
          store: o.store,
          href: `/catalogs/${o.catalogId}/page/${o.page}?offer=${o.id}`,
        })),
      };
    }),
  };
}

export const meDealsRoutes = new Hono<MeEnv>()
  .get("/deals", (c) => c.json(deals(c.get("visitorId"))))
  .post("/deals/visit", (c) => {
    recordVisit(getDb(), c.get("visitorId"));
    return c.json({ visited: true });
  })
  .delete("/", (c) => {
    deleteVisitorSession(getDb(), c.get("visitorId"));
    clearVisitorCookie(c, c.get("config"));
    return c.json({ forgotten: true });
  });
