/** Anonymous visitors: their sessions, activity and achievements (pruned after VISITOR_RETENTION_DAYS, src/jobs/prune.ts). */
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Anonymous visitor sessions (achievements); ids are 128-bit random, made by the browser. */
export const visitorSessions = sqliteTable(
  "visitor_sessions",
  {
    id: text("id").primaryKey(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
  },
  // The daily prune looks sessions up by when they were last seen.
  (t) => [index("visitor_sessions_last_seen_idx").on(t.lastSeenAt)],
);

export const activityEvents = sqliteTable(
  "activity_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sessionId: text("session_id")
      .notNull()
      .references(() => visitorSessions.id, { onDelete: "cascade" }),
    /** store_view | catalog_view | branch_view | blog_read | search */
    type: text("type").notNull(),
    /** What was viewed (slug, id or search text), for distinct counts. */
    subject: text("subject"),
    /** Small JSON detail (for example the emirate of a branch). */
    detail: text("detail", { mode: "json" }).$type<Record<string, string | number>>(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    index("activity_events_session_idx").on(t.sessionId, t.type),
    index("activity_events_created_idx").on(t.createdAt),
  ],
);

/** Achievement definitions; `rule` is JSON understood by src/lib/achievements. */
export const achievements = sqliteTable("achievements", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  icon: text("icon").notNull(),
  rule: text("rule", { mode: "json" })
    .$type<{ type: string; distinct?: "subject" | "emirate"; count: number }>()
    .notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const earnedAchievements = sqliteTable(
  "earned_achievements",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => visitorSessions.id, { onDelete: "cascade" }),
    achievementId: text("achievement_id")
      .notNull()
      .references(() => achievements.id, { onDelete: "cascade" }),
    earnedAt: integer("earned_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.achievementId] })],
);
