/**
 * What the analytics dashboard and a store's report show, read from the daily totals
 * (db/queries/analytics-events.ts) for a range of Dubai dates, both ends included. With
 * `store`, only that store's numbers (its catalogues, offers, branches, views and follows;
 * site-wide searches are left out). Names are today's; a deleted catalogue or offer keeps its
 * numbers under its id.
 */
import type { Db } from "#db/client.ts";
import { addDays } from "#lib/dates.ts";
import type { AnalyticsSummary } from "#schemas/analytics.ts";

export type AnalyticsRange = { from: string; to: string; store?: number; catalog?: number };

const TOP = 20;

type Day = { day: string; reads: number; readers: number; catalogViews: number; offerTaps: number };

/** `?2`/`?3` are the range; `?4` the store or NULL for all. */
const IN_RANGE = "d.day BETWEEN ?2 AND ?3 AND (?4 IS NULL OR d.store = ?4)";

function rows<T>(db: Db, sql: string, r: AnalyticsRange, extra: (string | number | null)[] = []): T[] {
  return db.$client.prepare(sql).all(null, r.from, r.to, r.store ?? null, ...extra) as T[];
}

/** Every day of the range with reads, readers, catalogue views and offer taps (zero when nothing). */
function perDay(db: Db, r: AnalyticsRange): Day[] {
  const readerType = r.store ? "store_reader" : "reader";
  const found = rows<Day>(
    db,
    `SELECT d.day AS day,
       sum(CASE WHEN d.type = 'page_read' THEN d.count ELSE 0 END) AS reads,
       sum(CASE WHEN d.type = ?5 THEN d.visitors ELSE 0 END) AS readers,
       sum(CASE WHEN d.type = 'catalog_view' THEN d.count ELSE 0 END) AS catalogViews,
       sum(CASE WHEN d.type = 'offer_tap' THEN d.count ELSE 0 END) AS offerTaps
     FROM analytics_daily d WHERE ${IN_RANGE} GROUP BY d.day`,
    r,
    [readerType],
  );
  const byDay = new Map(found.map((d) => [d.day, d]));
  const days: Day[] = [];
  for (let day = r.from; day <= r.to; day = addDays(day, 1))
    days.push(byDay.get(day) ?? { day, reads: 0, readers: 0, catalogViews: 0, offerTaps: 0 });
  return days;
}

function totals(db: Db, r: AnalyticsRange): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of rows<{ type: string; n: number }>(
    db,
    `SELECT d.type AS type, sum(d.count) AS n FROM analytics_daily d WHERE ${IN_RANGE}
       AND d.type NOT IN ('reader', 'store_reader', 'catalog_reader') GROUP BY d.type`,
    r,
  ))
    out[t.type] = t.n;
  return out;
}

function topCatalogs(db: Db, r: AnalyticsRange) {
  return rows<{
    id: number;
    title: string | null;
    titleAr: string | null;
    views: number;
    reads: number;
    readers: number;
  }>(
    db,
    `SELECT d.catalog AS id, c.title AS title, c.title_ar AS titleAr,
       sum(CASE WHEN d.type = 'catalog_view' THEN d.count ELSE 0 END) AS views,
       sum(CASE WHEN d.type = 'page_read' THEN d.count ELSE 0 END) AS reads,
       sum(CASE WHEN d.type = 'catalog_reader' THEN d.visitors ELSE 0 END) AS readers
     FROM analytics_daily d LEFT JOIN catalogs c ON c.id = d.catalog
     WHERE ${IN_RANGE} AND d.type IN ('catalog_view', 'page_read', 'catalog_reader') GROUP BY d.catalog
     ORDER BY reads + views DESC, d.catalog LIMIT ${TOP}`,
    r,
  );
}

/** A catalogue's pages in order with their reads: the heat strip (which pages are read, where readers stop). */
function catalogPages(db: Db, r: AnalyticsRange, catalog: number) {
  const info = db.$client
    .prepare("SELECT pages, title, title_ar AS titleAr FROM catalogs WHERE id = ?")
    .get(catalog) as { pages: number | null; title: string; titleAr: string | null } | null;
  const read = rows<{ page: number; reads: number; readers: number }>(
    db,
    `SELECT d.page AS page, sum(d.count) AS reads, sum(d.visitors) AS readers FROM analytics_daily d
     WHERE ${IN_RANGE} AND d.type = 'page_read' AND d.catalog = ?5 GROUP BY d.page ORDER BY d.page`,
    r,
    [catalog],
  );
  const byPage = new Map(read.map((p) => [p.page, p]));
  const count = Math.max(info?.pages ?? 0, ...read.map((p) => p.page));
  const pages = Array.from({ length: count }, (_, i) => byPage.get(i + 1) ?? { page: i + 1, reads: 0, readers: 0 });
  return { id: catalog, title: info?.title ?? null, titleAr: info?.titleAr ?? null, pages };
}

function topOffers(db: Db, r: AnalyticsRange) {
  return rows<AnalyticsSummary["offers"][number]>(
    db,
    `SELECT d.offer AS id, o.name AS name, o.name_ar AS nameAr, d.catalog AS catalog, d.page AS page,
       sum(CASE WHEN d.type = 'offer_tap' THEN d.count ELSE 0 END) AS taps,
       sum(CASE WHEN d.type = 'list_add' THEN d.count ELSE 0 END) AS listAdds
     FROM analytics_daily d LEFT JOIN catalog_offers o ON o.id = d.offer
     WHERE ${IN_RANGE} AND d.offer > 0 AND d.type IN ('offer_tap', 'list_add') GROUP BY d.offer
     ORDER BY taps DESC, listAdds DESC, d.offer LIMIT ${TOP}`,
    r,
  );
}

function topSearches(db: Db, r: AnalyticsRange, found: 0 | 1) {
  return db.$client
    .prepare(
      `SELECT query, lang, sum(count) AS count FROM analytics_daily
       WHERE day BETWEEN ?1 AND ?2 AND type = 'search' AND found = ?3
       GROUP BY query, lang ORDER BY count DESC, query LIMIT ${TOP * 2}`,
    )
    .all(r.from, r.to, found) as { query: string; lang: string; count: number }[];
}

function storesByViews(db: Db, r: AnalyticsRange) {
  return rows<AnalyticsSummary["stores"][number]>(
    db,
    `SELECT d.store AS id, s.name AS name, s.name_ar AS nameAr,
       sum(CASE WHEN d.type = 'store_view' THEN d.count ELSE 0 END) AS views,
       sum(CASE WHEN d.type = 'follow' THEN d.count ELSE 0 END) AS follows,
       sum(CASE WHEN d.type = 'branch_view' THEN d.count ELSE 0 END) AS branchViews,
       sum(CASE WHEN d.type = 'page_read' THEN d.count ELSE 0 END) AS reads
     FROM analytics_daily d LEFT JOIN stores s ON s.id = d.store
     WHERE ${IN_RANGE} AND d.store > 0 AND d.type IN ('store_view', 'follow', 'branch_view', 'page_read')
     GROUP BY d.store ORDER BY views DESC, follows DESC, d.store LIMIT ${TOP}`,
    r,
  );
}

/** Everything the dashboard shows for the range (GET /api/admin/analytics answers this). */
export function analyticsSummary(db: Db, r: AnalyticsRange): AnalyticsSummary {
  const searches = r.store ? null : { top: topSearches(db, r, 1), zeroResults: topSearches(db, r, 0) };
  return {
    from: r.from,
    to: r.to,
    days: perDay(db, r),
    totals: totals(db, r),
    catalogs: topCatalogs(db, r),
    pages: r.catalog ? catalogPages(db, r, r.catalog) : null,
    offers: topOffers(db, r),
    ...(searches ? { searches } : {}),
    stores: storesByViews(db, r),
  };
}
