/**
 * Counting what shoppers read and search (issue 27), without cookies or personal data.
 *
 * `analytics_events` holds raw events for a day or so: the scheduler rolls each Dubai day up
 * into `analytics_daily` and then deletes that day's raw rows (src/jobs/analytics-rollup.ts).
 * The only link to a person is the anonymous visitor session id, there to count a visitor
 * once a day; it is set to NULL when the session goes (pruned, "Forget me"). Rollups carry no
 * session at all and are kept two years. `store_report_links` are the read-only links an
 * operator sends a retailer (a 128-bit secret; deleting the row revokes it).
 */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { stores } from "./directory.ts";
import { visitorSessions } from "./visitors.ts";

export const analyticsEvents = sqliteTable(
  "analytics_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    type: text("type").notNull(),
    /** The Dubai date the event arrived on (YYYY-MM-DD): what rollups group by. */
    day: text("day").notNull(),
    at: integer("at").notNull(),
    visitor: text("visitor").references(() => visitorSessions.id, { onDelete: "set null" }),
    /**
     * Without a session: a random number shared by the events of one call (one page view of one
     * browser), so they count as one visitor rather than one each. Identifies nobody.
     */
    batch: integer("batch"),
    catalog: integer("catalog"),
    page: integer("page"),
    offer: integer("offer"),
    store: integer("store"),
    branch: integer("branch"),
    /** Searches: the query as the search normaliser folds it, its language, emirate filter, whether it found anything. */
    query: text("query"),
    lang: text("lang"),
    emirate: text("emirate"),
    found: integer("found"),
  },
  (t) => [index("analytics_events_day_idx").on(t.day), index("analytics_events_visitor_idx").on(t.visitor)],
);

/**
 * Daily totals. Every dimension is NOT NULL with an empty default (0, '', -1) so one row per
 * combination is enforced by the primary key (NULLs would all differ). `visitors` counts each
 * session once that day, plus each event that came without a session.
 */
export const analyticsDaily = sqliteTable(
  "analytics_daily",
  {
    day: text("day").notNull(),
    type: text("type").notNull(),
    catalog: integer("catalog").notNull().default(0),
    page: integer("page").notNull().default(0),
    offer: integer("offer").notNull().default(0),
    store: integer("store").notNull().default(0),
    branch: integer("branch").notNull().default(0),
    query: text("query").notNull().default(""),
    lang: text("lang").notNull().default(""),
    emirate: text("emirate").notNull().default(""),
    found: integer("found").notNull().default(-1),
    count: integer("count").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.day, t.type, t.catalog, t.page, t.offer, t.store, t.branch, t.query, t.lang, t.emirate, t.found],
    }),
    index("analytics_daily_store_idx").on(t.store, t.day),
  ],
);

export const storeReportLinks = sqliteTable(
  "store_report_links",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("store_report_links_token_idx").on(t.token), index("store_report_links_store_idx").on(t.storeId)],
);
