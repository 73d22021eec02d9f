/**
 * What an anonymous visitor keeps without an account (issue 25): the stores they follow, the
 * searches they saved, and when they last opened "My deals". Every row belongs to one
 * visitor session and goes with it (ON DELETE CASCADE): "Forget me", and the daily prune of
 * sessions not seen for VISITOR_RETENTION_DAYS, delete all of it at once.
 */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { stores } from "./directory.ts";
import { visitorSessions } from "./visitors.ts";

export const storeFollows = sqliteTable(
  "store_follows",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => visitorSessions.id, { onDelete: "cascade" }),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  // By store: who follows a store that publishes (alerts, later).
  (t) => [primaryKey({ columns: [t.sessionId, t.storeId] }), index("store_follows_store_idx").on(t.storeId)],
);

export const savedSearches = sqliteTable(
  "saved_searches",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sessionId: text("session_id")
      .notNull()
      .references(() => visitorSessions.id, { onDelete: "cascade" }),
    query: text("query").notNull(),
    emirate: text("emirate").notNull().default(""),
    category: text("category").notNull().default(""),
    store: text("store").notNull().default(""),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  // One row per search and filters a session: saving it again changes nothing. A filter not
  // chosen is '' rather than NULL, as NULLs are all distinct in a unique index.
  (t) => [uniqueIndex("saved_searches_unique_idx").on(t.sessionId, t.query, t.emirate, t.category, t.store)],
);

/**
 * "What is new since the last visit": `seenAt` is the visit before this one (what is newer is
 * new), `visitedAt` the latest; a visit within an hour of the latest keeps the same `seenAt`, so
 * a reload does not empty the page.
 */
export const myDealsVisits = sqliteTable("my_deals_visits", {
  sessionId: text("session_id")
    .primaryKey()
    .references(() => visitorSessions.id, { onDelete: "cascade" }),
  seenAt: integer("seen_at", { mode: "timestamp_ms" }),
  visitedAt: integer("visited_at", { mode: "timestamp_ms" }).notNull(),
});
