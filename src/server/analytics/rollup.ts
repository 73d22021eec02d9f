/**
 * One rollup pass (issue 27): writes the events waiting in memory, rebuilds today's daily
 * totals from its raw events, rolls up every earlier Dubai day one last time and deletes its
 * raw events in the same transaction, and deletes totals older than two years. The scheduler
 * runs it every minute (src/jobs/analytics-rollup.ts); the admin's analytics call runs it
 * first, so what it answers includes the last second.
 *
 * Flushing and rolling up are one synchronous step: no event can be written between them, so
 * a past day's last rollup sees all of its events (each event's day is its arrival's).
 */
import type { Db } from "#db/client.ts";
import { deleteRollupsBefore, rawEventDays, rollUpDay } from "#db/queries/analytics-events.ts";
import { addDays, dubaiToday } from "#lib/dates.ts";
import { analyticsBuffer } from "./event-buffer.ts";

/** Daily totals are kept this many days (two years). */
const ROLLUP_KEEP_DAYS = 731;

export function rollUpAnalytics(db: Db, now: Date = new Date()): string {
  analyticsBuffer().flush();
  const today = dubaiToday(now);
  const days = rawEventDays(db);
  for (const day of days) rollUpDay(db, day, day < today);
  const expired = deleteRollupsBefore(db, addDays(today, -ROLLUP_KEEP_DAYS));
  const closed = days.filter((d) => d < today).length;
  return `${days.length} day(s) rolled up, ${closed} closed and pruned, ${expired} expired total(s) deleted`;
}
