/**
 * Compact segments are kept by value and minute (week.ts): what is kept must be what a fresh
 * evaluation gives at any instant of that minute, and a store page's branches are evaluated with
 * the process zone left as it was.
 */
import { describe, expect, test } from "bun:test";
import { hoursSegments } from "./evaluate.ts";
import { compactSegments, withSegments } from "./week.ts";

const VALUES = ["Mo-Th 09:00-22:00; Fr 14:00-23:00; Sa,Su 10:00-24:00", "24/7", "Mo-Su 08:00-01:00"];
const MINUTE = 60_000;
// Thursday 2026-11-26 21:59 in Dubai, and instants through the minute (its first millisecond too).
const start = Date.parse("2026-11-26T17:59:00Z");
const instants = [start, start + 1, start + 29_999, start + MINUTE - 1, start + MINUTE, start + 7 * MINUTE + 5];

const fresh = (value: string, now: number) =>
  hoursSegments(value, now, 8).map((s) => {
    const row: (number | string)[] = [Math.floor(s.from / MINUTE), Math.ceil(s.to / MINUTE), s.open ? 1 : 0];
    if (s.note) row.push(s.note);
    return row;
  });

describe("compact segments kept by minute", () => {
  test.each(VALUES)("%s: every instant of a minute gets what a fresh evaluation gives", (value) => {
    for (const now of instants) expect(compactSegments(value, now)).toEqual(fresh(value, now) as never);
    // Asked again in any order (kept rows now), still the same.
    for (const now of [...instants].reverse()) expect(compactSegments(value, now)).toEqual(fresh(value, now) as never);
  });

  test("a store's branches: segments for readable hours, null otherwise, and the process zone as it was", () => {
    const zone = process.env.TZ;
    const branches = [{ openingHours: VALUES[0]! }, { openingHours: null }, { openingHours: "not hours" }];
    const out = withSegments(branches, start + 1234);
    expect(out.map((b) => b.segments)).toEqual([fresh(VALUES[0]!, start + 1234) as never, null, null]);
    expect(process.env.TZ).toBe(zone);
  });
});
