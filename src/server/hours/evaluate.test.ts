/**
 * Opening hours evaluated in Dubai time whatever the process's zone (issue 26): the hand-written
 * table of instants, checked with the process in UTC, New York and Dubai (the zone is changed while
 * the process runs; evaluate-zones.test.ts starts processes in other zones too).
 */
import { afterAll, describe, expect, test } from "bun:test";
import { MALL, ROWS } from "#tests/fixtures/hours-table.ts";
import { hoursError } from "./evaluate.ts";
import { openAt } from "./week.ts";

const dubai = (wall: string) => Date.parse(`${wall}:00+04:00`);
const iso = (wall: string | null) => (wall ? new Date(dubai(wall)).toISOString() : null);
const startZone = process.env.TZ;
afterAll(() => {
  if (startZone === undefined) delete process.env.TZ;
  else process.env.TZ = startZone;
});

test("the table has at least 40 instants", () => expect(ROWS.length).toBeGreaterThanOrEqual(40));

test("the mall's week is written with ',' after the Friday night and the overnight exception last", () => {
  expect(MALL).toBe(
    'Mo-Th 09:00-13:00,16:00-24:00; Fr 14:00-02:00, Sa,Su 10:00-23:00; 2027 Mar 10-2027 Mar 12 off "Eid"; ' +
      '2027 Feb 08-2027 Mar 09 20:00-03:00 open "Ramadan"; PH off',
  );
});

describe.each(["UTC", "America/New_York", "Asia/Dubai"])("with the process in %s", (zone) => {
  test.each(ROWS)("%s", (_what, value, wall, open, closes, opens, exception) => {
    process.env.TZ = zone;
    expect(openAt(value, dubai(wall))).toEqual({ open, closesAt: iso(closes), opensAt: iso(opens), exception });
    // The process keeps its own zone.
    expect(process.env.TZ).toBe(zone);
  });
});

describe("unreadable hours", () => {
  test.each([
    ["Mo-Fr 10:00-22:00 foo", 18],
    ["Xy 10:00-12:00", 0],
  ])("%s is refused at the place it stops", (value, position) => {
    expect(hoursError(value)?.position).toBe(position);
  });

  test("public holidays other than 'PH off' are refused: the library knows none for the UAE", () => {
    expect(hoursError("Mo-Su 10:00-22:00; PH 12:00-18:00")?.detail).toContain("PH off");
    expect(hoursError("Mo-Su 10:00-22:00; PH off")).toBeNull();
  });
});
