/**
 * A branch's hours for pages and the API: the next days as segments the browser compares with its
 * clock, the open state now, and the week's table (today first) with the exception in force.
 */
import { addDays, dubaiToday } from "#lib/dates.ts";
import type { CompactSegment } from "#lib/hours/open-state.ts";
import type { HoursDay } from "#lib/hours/week-day.ts";
import { type HoursSegment, hoursError, hoursSegments, inUtc } from "./evaluate.ts";

const DAY_MS = 86_400_000;
const DUBAI_OFFSET_MS = 4 * 3600_000;

/** The instant a Dubai date (YYYY-MM-DD) begins. */
const dubaiMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`) - DUBAI_OFFSET_MS;

/** "HH:MM" of an instant in Dubai. */
const wallTime = (ms: number) => new Date(ms + DUBAI_OFFSET_MS).toISOString().slice(11, 16);

/**
 * Compact segments already made, by value and minute: the rows are in whole minutes, so within a
 * minute they differ only on its first millisecond (the last row's end is rounded up). A store
 * page then evaluates its branches' hours (and changes the process zone, evaluate.ts) once a
 * minute per value, not on every render.
 */
const made = new Map<string, CompactSegment[]>();
let madeMinute = -1;
const MADE_MAX = 2000;

function madeKey(value: string, now: number): string {
  const minute = Math.floor(now / 60_000);
  if (minute !== madeMinute || made.size > MADE_MAX) {
    made.clear();
    madeMinute = minute;
  }
  return `${now % 60_000 === 0 ? "=" : "+"}${value}`;
}

/**
 * Segments from `now` for 8 days, in the islands' compact form: a page kept in the cache all day
 * still has a week ahead of it. The same rows for the same value within a minute (shared: never
 * changed by a caller).
 */
export function compactSegments(value: string, now: number): CompactSegment[] {
  const key = madeKey(value, now);
  const kept = made.get(key);
  if (kept) return kept;
  const rows = hoursSegments(value, now, 8).map((s) => {
    const row: CompactSegment = [Math.floor(s.from / 60_000), Math.ceil(s.to / 60_000), s.open ? 1 : 0];
    if (s.note) row.push(s.note);
    return row;
  });
  made.set(key, rows);
  return rows;
}

/** The exception of a day: named by a segment that starts in it or spans its noon. */
function exceptionOf(segments: HoursSegment[], start: number): string | null {
  const noon = start + DAY_MS / 2;
  const s = segments.find(
    (s) => s.note && ((s.from >= start && s.from < start + DAY_MS) || (s.from <= noon && noon < s.to)),
  );
  return s?.note ?? null;
}

/** `days` days from `today` (YYYY-MM-DD, Dubai), each with its intervals and exception. */
export function hoursWeek(value: string, today = dubaiToday(), days = 7): HoursDay[] {
  const start = dubaiMidnight(today);
  // From the day before (today's first hours may be last night's shift) to one day more (the
  // last day's night past midnight has its end).
  const segments = hoursSegments(value, start - DAY_MS, days + 2);
  return Array.from({ length: days }, (_, i) => {
    const dayStart = start + i * DAY_MS;
    const dayEnd = dayStart + DAY_MS;
    const date = addDays(today, i);
    const open = segments.filter((s) => s.open && s.to > dayStart && s.from < dayEnd);
    const allDay = open.some((s) => s.from <= dayStart && s.to >= dayEnd);
    return {
      date,
      weekday: (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7,
      allDay,
      intervals: allDay
        ? []
        : open
            .filter((s) => s.from >= dayStart)
            .map((s) => ({ from: wallTime(s.from), to: s.to >= dayEnd + DAY_MS ? "24:00" : wallTime(s.to) })),
      exception: exceptionOf(segments, dayStart),
    };
  });
}

/** The state at `at` and its next change, for GET /api/branches/:id/open. */
export function openAt(value: string, at: number) {
  const segments = hoursSegments(value, at, 15);
  const now = segments[0];
  if (!now) return null;
  const change = segments.find((s) => s.open !== now.open);
  const day = dubaiMidnight(new Date(at + DUBAI_OFFSET_MS).toISOString().slice(0, 10));
  return {
    open: now.open,
    closesAt: now.open && change ? new Date(change.from).toISOString() : null,
    opensAt: !now.open && change ? new Date(change.from).toISOString() : null,
    exception: exceptionOf(hoursSegments(value, day - DAY_MS, 3), day),
  };
}

/**
 * Each branch with its next days' segments for the open-state island (null without structured
 * hours the library reads): pages hand these to the branch cards.
 */
export function withSegments<B extends { openingHours: string | null }>(branches: B[], now = Date.now()) {
  const all = () =>
    branches.map((b) => ({
      ...b,
      segments: b.openingHours && !hoursError(b.openingHours) ? compactSegments(b.openingHours, now) : null,
    }));
  // Hours not made this minute are evaluated under one change of the process zone for them all
  // (evaluate.ts, inUtc), not one a branch.
  const fresh = branches.some((b) => b.openingHours && !made.has(madeKey(b.openingHours, now)));
  return fresh ? inUtc(all) : all();
}
