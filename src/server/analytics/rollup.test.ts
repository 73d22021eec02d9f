/** Rolling raw events up into daily totals at the Dubai day boundary, pruning, and the buffer's batching. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Db } from "#db/client.ts";
import { insertEventRows, rawEventCount, rawEventDays } from "#db/queries/analytics-events.ts";
import { ensureVisitorSession } from "#db/queries/visitors.ts";
import { insertCatalog, insertStore } from "#db/seed/factories.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { createEventBuffer, FLUSH_AT, MAX_PENDING } from "./event-buffer.ts";
import { rollUpAnalytics } from "./rollup.ts";

let env: ReturnType<typeof freshDb>;
let db: Db;
let catalog = 0;
const A = "AAAAAAAAAAAAAAAAAAAAAA";
const B = "BBBBBBBBBBBBBBBBBBBBBB";

beforeAll(() => {
  env = freshDb();
  db = env.db;
  const store = insertStore(db, { name: "Boundary Mart" });
  catalog = insertCatalog(db, { storeId: store.id, title: "Night" }).id;
  ensureVisitorSession(db, A);
  ensureVisitorSession(db, B);
});
afterAll(() => env.cleanup());

const daily = (day: string, type: string) =>
  db.$client
    .prepare("SELECT sum(count) AS count, sum(visitors) AS visitors FROM analytics_daily WHERE day = ? AND type = ?")
    .get(day, type) as { count: number | null; visitors: number | null };

describe("rollup", () => {
  test("events are counted on their Dubai day: 23:59:59 and 00:00:01 Dubai fall on two days", () => {
    // Dubai is UTC+4: 2030-03-04 23:59:59 in Dubai is 19:59:59Z.
    const late = Date.parse("2030-03-04T19:59:59Z");
    const early = Date.parse("2030-03-04T20:00:01Z");
    const buffer = createEventBuffer((rows) => insertEventRows(db, rows));
    buffer.add([{ type: "page_read", catalog, page: 1, visitor: A }], late);
    buffer.add([{ type: "page_read", catalog, page: 1, visitor: A }], late);
    buffer.add([{ type: "page_read", catalog, page: 2, visitor: B }], late);
    buffer.add([{ type: "page_read", catalog, page: 1, visitor: null }], late);
    buffer.add([{ type: "page_read", catalog, page: 3, visitor: A }], early);
    buffer.flush();
    expect(rawEventDays(db)).toEqual(["2030-03-04", "2030-03-05"]);
  });

  test("a visitor counts once a day; events without a session each count; junk ids are dropped", () => {
    insertEventRows(db, [
      { type: "page_read", day: "2030-03-04", at: 0, visitor: null, catalog: 999_999, page: 1 },
      { type: "store_view", day: "2030-03-04", at: 0, visitor: null, store: 999_999 },
    ]);
    // Still 2030-03-04 in Dubai: today is rebuilt, its raw events kept.
    rollUpAnalytics(db, new Date("2030-03-04T19:59:59.500Z"));
    // Page 1: A twice and one without a session (2 visitors); page 2: B.
    expect(daily("2030-03-04", "page_read")).toEqual({ count: 4, visitors: 3 });
    expect(daily("2030-03-04", "reader")).toEqual({ count: 4, visitors: 3 }); // A, B and one without a session
    expect(daily("2030-03-04", "store_view").count).toBeNull();
    expect(rawEventDays(db)).toEqual(["2030-03-04", "2030-03-05"]);
  });

  test("after Dubai midnight the past day is rolled up a last time and its raw events deleted", () => {
    const summary = rollUpAnalytics(db, new Date("2030-03-04T20:00:30Z"));
    expect(summary).toContain("1 closed and pruned");
    expect(rawEventDays(db)).toEqual(["2030-03-05"]);
    expect(daily("2030-03-04", "page_read")).toEqual({ count: 4, visitors: 3 });
    expect(daily("2030-03-05", "page_read")).toEqual({ count: 1, visitors: 1 });
    // Rolling up again changes nothing.
    rollUpAnalytics(db, new Date("2030-03-04T20:01:30Z"));
    expect(daily("2030-03-04", "page_read")).toEqual({ count: 4, visitors: 3 });
  });

  test("daily totals are kept two years, then deleted", () => {
    rollUpAnalytics(db, new Date("2032-03-04T19:59:00Z")); // 2032-03-04 in Dubai: 731 days later
    expect(daily("2030-03-04", "page_read").count).toBe(4);
    rollUpAnalytics(db, new Date("2032-03-04T20:00:00Z")); // Dubai midnight
    expect(daily("2030-03-04", "page_read").count).toBeNull();
    expect(daily("2030-03-05", "page_read").count).toBe(1);
  });

  test("a forgotten session leaves its raw events without identity", () => {
    insertEventRows(db, [{ type: "catalog_view", day: "2032-03-06", at: 1, visitor: A, catalog }]);
    db.$client.prepare("DELETE FROM visitor_sessions WHERE id = ?").run(A);
    const left = db.$client.prepare("SELECT visitor FROM analytics_events WHERE day = '2032-03-06'").all();
    expect(left).toEqual([{ visitor: null }]);
  });
});

describe("the buffer", () => {
  test("FLUSH_AT events are written together, after the caller returns, in one call", async () => {
    const batches: number[] = [];
    const buffer = createEventBuffer((rows) => {
      insertEventRows(db, rows);
      batches.push(rows.length);
    });
    const before = rawEventCount(db);
    const events = Array.from({ length: FLUSH_AT }, () => ({ type: "store_view", store: 1, visitor: null }));
    expect(buffer.add(events)).toBe(FLUSH_AT);
    expect(rawEventCount(db)).toBe(before);
    await buffer.settled();
    expect(rawEventCount(db)).toBe(before + FLUSH_AT);
    expect(batches).toEqual([FLUSH_AT]);
    expect(buffer.stats()).toEqual({ pending: 0, written: FLUSH_AT, lost: 0 });
  });

  test("a few events wait for the timer; settled() resolves when it has written them", async () => {
    const buffer = createEventBuffer((rows) => insertEventRows(db, rows));
    const before = rawEventCount(db);
    buffer.add([{ type: "store_view", store: 1, visitor: null }]);
    expect(buffer.stats().pending).toBe(1);
    await buffer.settled();
    expect(rawEventCount(db)).toBe(before + 1);
  });

  test("a failed write loses that batch (counted) and the buffer keeps going", () => {
    let fail = true;
    const buffer = createEventBuffer((rows) => {
      if (fail) throw new Error("disk full");
      insertEventRows(db, rows);
    });
    buffer.add([{ type: "store_view", store: 1, visitor: null }]);
    expect(buffer.flush()).toBe(0);
    fail = false;
    buffer.add([{ type: "store_view", store: 1, visitor: null }]);
    expect(buffer.flush()).toBe(1);
    expect(buffer.stats()).toMatchObject({ written: 1, lost: 1 });
  });

  test("past MAX_PENDING waiting events new ones are dropped and counted as lost, not kept", () => {
    let wrote = 0;
    const buffer = createEventBuffer((rows) => {
      wrote += rows.length;
    });
    const one = { type: "store_view", store: 1, visitor: null };
    // Taken while there is room (the flush it plans has not run yet: this test never yields).
    expect(buffer.add(Array.from({ length: MAX_PENDING - 1 }, () => one))).toBe(MAX_PENDING - 1);
    expect(buffer.add([one, one, one])).toBe(1);
    expect(buffer.stats()).toEqual({ pending: MAX_PENDING, written: 0, lost: 2 });
    expect(buffer.flush()).toBe(MAX_PENDING);
    expect(wrote).toBe(MAX_PENDING);
  });
});
