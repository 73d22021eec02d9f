/**
 * Raw analytics events: written in batches (src/server/analytics/event-buffer.ts), rolled up
 * into daily totals and pruned (src/jobs/analytics-rollup.ts). The rollup keeps only events
 * about things that exist (a catalogue, offer, store or branch id nobody has is dropped) and
 * the most frequent searches of a day, so junk sent to POST /api/events cannot grow the
 * two-year totals.
 */
import type { Db } from "#db/client.ts";

export type EventRow = {
  type: string;
  /** Epoch ms it arrived. */
  at: number;
  /** The Dubai date of `at`. */
  day: string;
  /** An anonymous visitor session id; stored only if that session exists. */
  visitor: string | null;
  /** A random number shared by one call's events: without a (known) session they count as one visitor. */
  batch?: number | null;
  catalog?: number | null;
  page?: number | null;
  offer?: number | null;
  store?: number | null;
  branch?: number | null;
  query?: string | null;
  lang?: string | null;
  emirate?: string | null;
  found?: number | null;
};

// An unknown session id becomes NULL (counted without identity) rather than a foreign-key failure.
const INSERT = `INSERT INTO analytics_events
  (type, day, at, visitor, batch, catalog, page, offer, store, branch, query, lang, emirate, found)
  VALUES (?, ?, ?, (SELECT id FROM visitor_sessions WHERE id = ?), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** Writes `rows` in one transaction. */
export function insertEventRows(db: Db, rows: readonly EventRow[]): void {
  if (rows.length === 0) return;
  const sqlite = db.$client;
  const insert = sqlite.prepare(INSERT);
  sqlite.transaction(() => {
    for (const r of rows)
      insert.run(
        r.type,
        r.day,
        r.at,
        r.visitor,
        r.batch ?? null,
        r.catalog ?? null,
        r.page ?? null,
        r.offer ?? null,
        r.store ?? null,
        r.branch ?? null,
        r.query ?? null,
        r.lang ?? null,
        r.emirate ?? null,
        r.found ?? null,
      );
  })();
}

/** Searches kept per day, language and found/not found: the rest of a day's long tail is dropped. */
const TOP_SEARCHES = 300;

/**
 * Visitors: each session once, and without one each call's events once (its batch), or each
 * event when it has neither (a session forgotten since: its batch was never set).
 */
const VISITORS =
  "count(DISTINCT e.visitor) + count(DISTINCT CASE WHEN e.visitor IS NULL THEN e.batch END) + sum(e.visitor IS NULL AND e.batch IS NULL)";
const INTO =
  "INSERT INTO analytics_daily (day, type, catalog, page, offer, store, branch, query, lang, emirate, found, count, visitors)";

/** One statement per kind of event, each reading day `?1` of the raw events. */
const ROLLUPS = [
  // Catalogue views and page reads: the catalogue must exist; its store is kept with the totals.
  `${INTO} SELECT e.day, e.type, e.catalog, coalesce(e.page, 0), 0, c.store_id, 0, '', '', '', -1, count(*), ${VISITORS}
   FROM analytics_events e JOIN catalogs c ON c.id = e.catalog
   WHERE e.day = ?1 AND e.type IN ('catalog_view', 'page_read') GROUP BY e.type, e.catalog, e.page`,
  // Offer taps and list adds of an offer: the offer's catalogue, page and store.
  `${INTO} SELECT e.day, e.type, o.catalog_id, o.page, e.offer, c.store_id, 0, '', '', '', -1, count(*), ${VISITORS}
   FROM analytics_events e JOIN catalog_offers o ON o.id = e.offer JOIN catalogs c ON c.id = o.catalog_id
   WHERE e.day = ?1 AND e.type IN ('offer_tap', 'list_add', 'share') AND e.offer IS NOT NULL GROUP BY e.type, e.offer`,
  // List adds of a page and shares of a catalogue (or its page): per catalogue.
  `${INTO} SELECT e.day, e.type, e.catalog, 0, 0, c.store_id, 0, '', '', '', -1, count(*), ${VISITORS}
   FROM analytics_events e JOIN catalogs c ON c.id = e.catalog
   WHERE e.day = ?1 AND e.type IN ('list_add', 'share') AND e.offer IS NULL GROUP BY e.type, e.catalog`,
  // Store views, follows and shares of a store.
  `${INTO} SELECT e.day, e.type, 0, 0, 0, e.store, 0, '', '', '', -1, count(*), ${VISITORS}
   FROM analytics_events e JOIN stores s ON s.id = e.store
   WHERE e.day = ?1 AND e.type IN ('store_view', 'follow', 'share') AND e.catalog IS NULL AND e.offer IS NULL
   GROUP BY e.type, e.store`,
  `${INTO} SELECT e.day, e.type, 0, 0, 0, b.store_id, e.branch, '', '', '', -1, count(*), ${VISITORS}
   FROM analytics_events e JOIN branches b ON b.id = e.branch
   WHERE e.day = ?1 AND e.type = 'branch_view' GROUP BY e.branch`,
  // Searches: the most frequent of the day per language and outcome.
  `${INTO} SELECT day, 'search', 0, 0, 0, 0, 0, query, lang, emirate, found, n, v FROM (
     SELECT e.day, e.query, e.lang, coalesce(e.emirate, '') AS emirate, e.found, count(*) AS n, ${VISITORS} AS v,
       row_number() OVER (PARTITION BY e.lang, e.found ORDER BY count(*) DESC, e.query) AS rank
     FROM analytics_events e WHERE e.day = ?1 AND e.type = 'search' AND e.query IS NOT NULL
     GROUP BY e.query, e.lang, coalesce(e.emirate, ''), e.found)
   WHERE rank <= ${TOP_SEARCHES}`,
  // Readers: visitors who opened or read a catalogue that day, on the whole site, per catalogue and per store.
  `${INTO} SELECT e.day, 'reader', 0, 0, 0, 0, 0, '', '', '', -1, count(*), ${VISITORS}
   FROM analytics_events e JOIN catalogs c ON c.id = e.catalog
   WHERE e.day = ?1 AND e.type IN ('catalog_view', 'page_read') GROUP BY e.day`,
  `${INTO} SELECT e.day, 'catalog_reader', e.catalog, 0, 0, c.store_id, 0, '', '', '', -1, count(*), ${VISITORS}
   FROM analytics_events e JOIN catalogs c ON c.id = e.catalog
   WHERE e.day = ?1 AND e.type IN ('catalog_view', 'page_read') GROUP BY e.catalog`,
  `${INTO} SELECT e.day, 'store_reader', 0, 0, 0, c.store_id, 0, '', '', '', -1, count(*), ${VISITORS}
   FROM analytics_events e JOIN catalogs c ON c.id = e.catalog
   WHERE e.day = ?1 AND e.type IN ('catalog_view', 'page_read') GROUP BY c.store_id`,
];

/**
 * Rebuilds day `day`'s totals from its raw events (all of them: the caller flushed the buffer
 * first), and with `prune` deletes those raw events, in one transaction.
 */
export function rollUpDay(db: Db, day: string, prune: boolean): void {
  const sqlite = db.$client;
  sqlite.transaction(() => {
    sqlite.prepare("DELETE FROM analytics_daily WHERE day = ?").run(day);
    for (const sql of ROLLUPS) sqlite.prepare(sql).run(day);
    if (prune) sqlite.prepare("DELETE FROM analytics_events WHERE day = ?").run(day);
  })();
}

/** The Dubai days that still have raw events, oldest first. */
export function rawEventDays(db: Db): string[] {
  return (db.$client.prepare("SELECT DISTINCT day FROM analytics_events ORDER BY day").all() as { day: string }[]).map(
    (r) => r.day,
  );
}

/** Deletes the daily totals of days before `day`; returns how many rows. */
export function deleteRollupsBefore(db: Db, day: string): number {
  return db.$client.prepare("DELETE FROM analytics_daily WHERE day < ?").run(day).changes;
}

/** How many raw events are stored (tests, the bench). */
export function rawEventCount(db: Db): number {
  return (db.$client.prepare("SELECT count(*) AS n FROM analytics_events").get() as { n: number }).n;
}
