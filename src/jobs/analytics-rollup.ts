/**
 * The analytics rollup (src/server/analytics/rollup.ts) on the scheduler, every minute, so the
 * dashboard is at most a minute behind; a minute with no new event and no new Dubai day is
 * skipped without a log line.
 */
import type { Db } from "#db/client.ts";
import { dubaiToday } from "#lib/dates.ts";
import { analyticsBuffer } from "#server/analytics/event-buffer.ts";
import { rollUpAnalytics } from "#server/analytics/rollup.ts";
import type { Task } from "./scheduler.ts";

const EVERY_MS = 60_000;

export function analyticsRollupTask(db: Db, now: () => Date = () => new Date()): Task {
  let seen = -1;
  let lastDay = "";
  return {
    name: "analytics rollup",
    everyMs: EVERY_MS,
    atStart: true,
    due: () => {
      const { written, pending } = analyticsBuffer().stats();
      return written + pending !== seen || dubaiToday(now()) !== lastDay;
    },
    run: () => {
      const result = rollUpAnalytics(db, now());
      seen = analyticsBuffer().stats().written;
      lastDay = dubaiToday(now());
      return result;
    },
  };
}
