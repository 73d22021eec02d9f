/**
 * Counting never slows a page (issue 27): events are kept in memory and written to SQLite in
 * one transaction a second, or as soon as FLUSH_AT have gathered (after the current request
 * has been answered), and on shutdown. The buffer is bounded: past MAX_PENDING events waiting
 * (the disk stalled) new ones are dropped and counted as lost rather than growing memory.
 *
 * One buffer per process, on globalThis: the API (routes/api/events.ts), the pages the RSC
 * bundle renders and the scheduler each carry their own copy of this module.
 */
import { getDb } from "#db/client.ts";
import { type EventRow, insertEventRows } from "#db/queries/analytics-events.ts";
import { dubaiToday } from "#lib/dates.ts";
import { errorText, logEvent } from "#lib/log.ts";

export const FLUSH_AT = 500;
const FLUSH_EVERY_MS = 1000;
export const MAX_PENDING = 50_000;

export type PendingEvent = Omit<EventRow, "day" | "at"> & { at?: number };

export type EventBuffer = {
  /** Queues events; returns how many were taken (fewer when the buffer is full). */
  add(events: readonly PendingEvent[], now?: number): number;
  /** Writes everything waiting now, synchronously; returns how many were written. */
  flush(): number;
  /** Resolves once the flush already planned (by time or size) has run; at once when none is. */
  settled(): Promise<void>;
  stats(): { pending: number; written: number; lost: number };
};

/** The Dubai day of a moment, remembered per minute (an Intl call per event would cost more than the insert). */
function dayOf(at: number, memo: { minute: number; day: string }): string {
  const minute = Math.floor(at / 60_000);
  if (memo.minute !== minute) {
    memo.minute = minute;
    memo.day = dubaiToday(new Date(at));
  }
  return memo.day;
}

export function createEventBuffer(write: (rows: EventRow[]) => void = (rows) => insertEventRows(getDb(), rows)) {
  let pending: EventRow[] = [];
  let written = 0;
  let lost = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let soon: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  const memo = { minute: -1, day: "" };

  const flush = (): number => {
    if (timer) clearTimeout(timer);
    timer = null;
    const rows = pending;
    pending = [];
    const done = wake;
    soon = null;
    wake = null;
    try {
      if (rows.length) write(rows);
      written += rows.length;
      return rows.length;
    } catch (error) {
      // A closed or full database: these events are lost, counting goes on.
      lost += rows.length;
      logEvent("error", "analytics.flush_failed", `analytics: ${rows.length} event(s) lost: ${errorText(error)}`);
      return 0;
    } finally {
      done?.();
    }
  };

  const plan = (ms: number) => {
    soon ??= new Promise<void>((resolve) => {
      wake = resolve;
    });
    if (ms === 0) {
      if (timer) clearTimeout(timer);
      timer = null;
      setImmediate(flush);
    } else if (!timer) {
      timer = setTimeout(flush, ms);
      // A waiting flush never keeps a process (a CLI command, a test) alive; serve flushes on stop.
      (timer as { unref?: () => void }).unref?.();
    }
  };

  const buffer: EventBuffer = {
    add(events, now = Date.now()) {
      const room = Math.max(MAX_PENDING - pending.length, 0);
      const taken = events.length > room ? events.slice(0, room) : events;
      lost += events.length - taken.length;
      for (const e of taken) {
        const at = e.at ?? now;
        pending.push({ ...e, at, day: dayOf(at, memo) });
      }
      if (pending.length >= FLUSH_AT) plan(0);
      else if (pending.length > 0) plan(FLUSH_EVERY_MS);
      return taken.length;
    },
    flush,
    settled: () => soon ?? Promise.resolve(),
    stats: () => ({ pending: pending.length, written, lost }),
  };
  return buffer;
}

const HOLDER = Symbol.for("uae-deals.analytics-buffer");
type Holder = { [HOLDER]?: EventBuffer };

/** The process's buffer, writing to the process's database (getDb()). */
export function analyticsBuffer(): EventBuffer {
  const holder = globalThis as Holder;
  holder[HOLDER] ??= createEventBuffer();
  return holder[HOLDER];
}
