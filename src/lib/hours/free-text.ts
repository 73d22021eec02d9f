/**
 * Free-text hours as operators typed them before issue 26 ("9 AM – 11 PM", "24 hours",
 * "Sat-Thu 10am-10pm, Fri 2pm-10pm") turned into the weekly model, where they can be read
 * without guessing; null where they cannot (the text then stays as it is, shown as before).
 * Browser-safe.
 */
import { buildSyntax, emptyWeek, type Interval } from "./week-model.ts";

const DAY_WORDS: Record<string, number> = {
  mo: 0,
  mon: 0,
  monday: 0,
  tu: 1,
  tue: 1,
  tues: 1,
  tuesday: 1,
  we: 2,
  wed: 2,
  wednesday: 2,
  th: 3,
  thu: 3,
  thur: 3,
  thurs: 3,
  thursday: 3,
  fr: 4,
  fri: 4,
  friday: 4,
  sa: 5,
  sat: 5,
  saturday: 5,
  su: 6,
  sun: 6,
  sunday: 6,
};
const EVERY_DAY = /^(daily|every ?day|all days|all week|7 days( a week)?|mon(day)?\s*(-|to|–)\s*sun(day)?)\b/;
const ALL_DAY = /^(open )?(24 ?(hours|hrs|h)( a day)?|24\/7|24 x 7|around the clock|always open)( daily| every day)?$/;

const DASH = String.raw`\s*(?:-|–|—|to|till|until)\s*`;
const TIME = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?`;
const RANGE = new RegExp(`^${TIME}${DASH}${TIME}$`);

/** "9", "00", "pm" -> minutes since midnight; `end` reads 12 AM / midnight as 24:00. */
function minutes(h: string, m: string | undefined, suffix: string | undefined, end: boolean): number | null {
  let hour = Number(h);
  const minute = Number(m ?? 0);
  if (minute > 59) return null;
  const s = suffix?.replace(/\./g, "");
  if (s === "am" || s === "pm") {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (s === "pm" ? 12 : 0);
    if (end && hour === 0 && minute === 0) return 24 * 60;
  } else if (hour > 24) return null;
  return hour * 60 + minute;
}

const hhmm = (n: number) => `${String(Math.floor(n / 60)).padStart(2, "0")}:${String(n % 60).padStart(2, "0")}`;

/** "10am-10pm" -> { from: "10:00", to: "22:00" }; a range ending after midnight ends "02:00". */
function readRange(text: string): Interval | null {
  const m = RANGE.exec(text);
  if (!m) return null;
  // "10-10pm": the first time takes the second's suffix when that makes it earlier.
  let from = minutes(m[1]!, m[2], m[3], false);
  const to = minutes(m[4]!, m[5], m[6], true);
  if (!m[3] && m[6] && from !== null && to !== null) {
    const same = minutes(m[1]!, m[2], m[6], false);
    if (same !== null && same < to) from = same;
  }
  if (from === null || to === null || from === to) return null;
  return { from: hhmm(from), to: hhmm(to) };
}

/** "Sat-Thu", "Fri", "Sat & Sun", "daily" -> day indexes; null when it is not a day list. */
function readDays(text: string): number[] | null {
  if (EVERY_DAY.test(text)) return [0, 1, 2, 3, 4, 5, 6];
  const out: number[] = [];
  for (const part of text.split(/\s*(?:,|&|and|\/)\s*/)) {
    const [a, b] = part.split(new RegExp(DASH)).map((w) => DAY_WORDS[w.replace(/\.$/, "")]);
    if (a === undefined || (part.match(new RegExp(DASH)) && b === undefined)) return null;
    for (let i = a; ; i = (i + 1) % 7) {
      out.push(i);
      if (i === (b ?? a)) break;
    }
  }
  return out;
}

/**
 * The syntax for free-text hours, or null when the text cannot be read for sure.
 * Example: freeTextToSyntax("Sat-Thu 10am-10pm, Fri 2pm-10pm") === "Mo-Th,Sa,Su 10:00-22:00; Fr 14:00-22:00"
 */
export function freeTextToSyntax(text: string | null | undefined): string | null {
  const clean = (text ?? "")
    .toLowerCase()
    .replace(/[\u200e\u200f]/g, "")
    .replace(/\s+/g, " ")
    .replace(/\bmidnight\b/g, "12 am")
    .replace(/\bnoon\b/g, "12 pm")
    .trim();
  if (!clean) return null;
  if (ALL_DAY.test(clean)) return "24/7";
  const week = emptyWeek();
  let days: number[] = [0, 1, 2, 3, 4, 5, 6];
  let touched = false;
  for (const part of clean.split(/\s*[;|\n]\s*|,\s*(?=[a-z])/)) {
    const m = /^([a-z][a-z .&,/–—-]*?)\s*:?\s*(\d.*|closed|off|24 ?hours)$/.exec(part);
    const dayList = m ? readDays(m[1]!.trim()) : null;
    if (m && !dayList) return null;
    if (dayList) days = dayList;
    const hours = (m ? m[2]! : part).trim();
    if (hours === "closed" || hours === "off") {
      for (const d of days) week.days[d] = { mode: "closed", intervals: [] };
    } else if (/^24 ?hours$/.test(hours)) {
      for (const d of days) week.days[d] = { mode: "allDay", intervals: [] };
    } else {
      const ranges = hours.split(/\s*(?:,|&|and)\s*/).map(readRange);
      if (ranges.some((r) => !r)) return null;
      for (const d of days) {
        const day = week.days[d]!;
        // A part without days adds a second shift to the days named before it.
        const kept = !m && touched && day.mode === "open" ? day.intervals : [];
        week.days[d] = { mode: "open", intervals: [...kept, ...(ranges as Interval[])] };
      }
    }
    touched = true;
  }
  return touched && week.days.some((d) => d.mode !== "closed") ? buildSyntax(week) : null;
}
