/**
 * Web Push alerts (issue 25): a visitor session's push subscriptions (one per browser it
 * subscribed from, in the language it subscribed in) and what was sent, so each new catalogue is
 * told once and a followed store at most once a day. Both go with the session (cascade).
 */
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { visitorSessions } from "./visitors.ts";

export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sessionId: text("session_id")
      .notNull()
      .references(() => visitorSessions.id, { onDelete: "cascade" }),
    /** The push service's URL for this browser (https, checked when subscribing). */
    endpoint: text("endpoint").notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), for RFC 8291 encryption. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    lang: text("lang", { enum: ["en", "ar"] }).notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("push_subscriptions_session_idx").on(t.sessionId)],
);

/** "catalog:12" once per catalogue told; "store:3@2026-11-26" once per store and Dubai day. */
export const pushSent = sqliteTable(
  "push_sent",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => visitorSessions.id, { onDelete: "cascade" }),
    topic: text("topic").notNull(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.topic] }), index("push_sent_at_idx").on(t.sentAt)],
);
