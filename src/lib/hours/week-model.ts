/**
 * A branch's hours as the admin's weekly editor holds them (days, intervals, dated exceptions),
 * written as OpenStreetMap `opening_hours` syntax (issue 26) and read back from the part of that
 * syntax the editor writes. Browser-safe: the editor and the server's tests use it alike.
 */

/** Monday first, as the syntax and the UAE's working week (since 2022) count. */
export const DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
type DayCode = (typeof DAYS)[number];

/** "HH:MM"; `to` may be "24:00", or earlier than `from` for a shift that ends after midnight. */
export type Interval = { from: string; to: string };

/** One day (or an exception's days): closed, open all day, or open in one or more intervals. */
export type DayHours = { mode: "closed" | "open" | "allDay"; intervals: Interval[] };

/** Dates (YYYY-MM-DD, inclusive) whose hours replace the week's: Ramadan, Eid, a holiday, a closure. */
export type HoursException = DayHours & { name: string; from: string; to: string };

export type WeekHours = {
  /** Seven days, Monday first. */
  days: DayHours[];
  exceptions: HoursException[];
  /** "PH off": closed on public holidays (which the UAE announces by moon sighting; see evaluate.ts). */
  publicHolidaysOff: boolean;
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

export const closedDay = (): DayHours => ({ mode: "closed", intervals: [] });

/** An empty week: every day closed, no exceptions. */
export function emptyWeek(): WeekHours {
  return { days: DAYS.map(closedDay), exceptions: [], publicHolidaysOff: false };
}

/** True when an interval runs past midnight into the next day ("14:00-02:00", "20:00-27:00"). */
const wraps = (i: Interval) => i.to !== "24:00" && (i.to <= i.from || i.to > "24:00");

/** A day's hours in the syntax: "off", "00:00-24:00" or "09:00-13:00,16:00-24:00". */
function dayText(d: DayHours): string {
  if (d.mode === "closed") return "off";
  if (d.mode === "allDay") return "00:00-24:00";
  return [...d.intervals]
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((i) => `${i.from}-${i.to}`)
    .join(",");
}

/** Day indexes as a selector: [0,1,2,3] -> "Mo-Th", [5,6] -> "Sa,Su", [0,2] -> "Mo,We". */
function daySelector(indexes: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < indexes.length; i++) {
    let j = i;
    while (j + 1 < indexes.length && indexes[j + 1] === indexes[j]! + 1) j++;
    const [a, b] = [DAYS[indexes[i]!]!, DAYS[indexes[j]!]!];
    // Two days in a row read better as a list: "Sa,Su", as OSM writes them.
    parts.push(j === i ? a : j === i + 1 ? `${a},${b}` : `${a}-${b}`);
    i = j;
  }
  return parts.join(",");
}

/** "2027-02-08" -> "2027 Feb 08". */
function syntaxDate(date: string): string {
  const [y, m, d] = date.split("-");
  return `${y} ${MONTHS[Number(m) - 1]} ${d}`;
}

/** An exception's name as a comment: the syntax has no escape for '"'. */
const comment = (name: string) => `"${name.replace(/"/g, "'").trim()}"`;

/**
 * The syntax for `week`. Rules after one that runs past midnight are joined with "," (an
 * additional rule), not ";": a later ";" rule for Saturday would cut a Friday shift to 02:00
 * at midnight. Every weekday sits in one rule only, so "," adds nothing else. Exceptions follow
 * with ";" (they replace the week on their dates); those that run past midnight go last, so a
 * following closure cannot cut their last night (exceptions may not overlap: see the schema).
 * Example: Fri 14:00-02:00, Sat-Sun 10:00-23:00 -> "Fr 14:00-02:00, Sa,Su 10:00-23:00".
 */
export function buildSyntax(week: WeekHours): string {
  const groups = new Map<string, number[]>();
  week.days.forEach((d, i) => {
    const text = dayText(d);
    if (text !== "off") groups.set(text, [...(groups.get(text) ?? []), i]);
  });
  let out = "";
  if (groups.size === 1 && groups.get("00:00-24:00")?.length === 7) out = "24/7";
  else {
    let overnight = false;
    for (const [text, indexes] of groups) {
      if (out) out += overnight ? ", " : "; ";
      out += `${daySelector(indexes)} ${text}`;
      const day = week.days[indexes[0]!]!;
      if (day.mode === "open" && day.intervals.some(wraps)) overnight = true;
    }
  }
  const exceptions = [...week.exceptions].sort(
    (a, b) =>
      Number(a.mode === "open" && a.intervals.some(wraps)) - Number(b.mode === "open" && b.intervals.some(wraps)) ||
      a.from.localeCompare(b.from),
  );
  const rules = out ? [out] : exceptions.length || week.publicHolidaysOff ? ["off"] : [];
  for (const e of exceptions) {
    const dates = e.from === e.to ? syntaxDate(e.from) : `${syntaxDate(e.from)}-${syntaxDate(e.to)}`;
    const text = dayText(e);
    rules.push(`${dates} ${text === "off" ? "off" : `${text} open`} ${comment(e.name)}`);
  }
  if (week.publicHolidaysOff) rules.push("PH off");
  return rules.join("; ");
}

const TIME = String.raw`(?:[01]\d|2[0-9]|3[0-9]|4[0-7]):[0-5]\d`;
const TIMES = new RegExp(`^${TIME}-${TIME}(?:,${TIME}-${TIME})*$`);
const DAY = "(?:Mo|Tu|We|Th|Fr|Sa|Su)";
const DAY_SELECTOR = new RegExp(`^${DAY}(?:-${DAY})?(?:,${DAY}(?:-${DAY})?)*$`);
const DATE = String.raw`(\d{4}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{2})`;
const EXCEPTION = new RegExp(`^${DATE}(?:-${DATE})?:? (.+?)(?: open)?(?: "([^"]*)")?$`);

/** The day and time parts of one rule. */
function readDayHours(text: string): DayHours | null {
  if (text === "off" || text === "closed") return closedDay();
  if (text === "00:00-24:00" || text === "24/7") return { mode: "allDay", intervals: [] };
  if (!TIMES.test(text)) return null;
  return { mode: "open", intervals: text.split(",").map((p) => ({ from: p.slice(0, 5), to: p.slice(6) })) };
}

/** Selector "Mo-Th,Sa" -> [0,1,2,3,5]; a range may wrap the week ("Sa-Th"). */
function readDays(selector: string): number[] {
  const out: number[] = [];
  for (const part of selector.split(",")) {
    const [a, b = a] = part.split("-").map((d) => DAYS.indexOf(d as DayCode));
    for (let i = a!; ; i = (i + 1) % 7) {
      out.push(i);
      if (i === b) break;
    }
  }
  return out;
}

const isoDate = (y: string, mon: string, d: string) =>
  `${y}-${String(MONTHS.indexOf(mon as (typeof MONTHS)[number]) + 1).padStart(2, "0")}-${d}`;

/**
 * Reads back what buildSyntax writes (and the same shapes typed by hand), for the editor; null
 * for anything else (week numbers, sunrise, months without years…), which the admin then edits
 * as text. Rules are split at ";", and at "," after a rule's hours when a new selector follows (not a time).
 */
export function readSyntax(value: string): WeekHours | null {
  const week = emptyWeek();
  const rules = value
    .trim()
    .split(/\s*;\s*|(?<=\d|off|closed|")\s*,\s*(?=(?:Mo|Tu|We|Th|Fr|Sa|Su|PH|\d{4} )\b)/)
    .filter(Boolean);
  for (const rule of rules) {
    if (rule === "24/7") week.days = DAYS.map(() => ({ mode: "allDay", intervals: [] }));
    else if (rule === "off" || rule === "closed") week.days = DAYS.map(closedDay);
    else if (/^PH (off|closed)$/.test(rule)) week.publicHolidaysOff = true;
    else if (EXCEPTION.test(rule)) {
      const m = EXCEPTION.exec(rule)!;
      const hours = readDayHours(m[7]!);
      if (!hours) return null;
      const from = isoDate(m[1]!, m[2]!, m[3]!);
      week.exceptions.push({ ...hours, name: m[8] ?? "", from, to: m[4] ? isoDate(m[4], m[5]!, m[6]!) : from });
    } else {
      const space = rule.indexOf(" ");
      const selector = rule.slice(0, space);
      const hours = space > 0 && DAY_SELECTOR.test(selector) ? readDayHours(rule.slice(space + 1)) : null;
      if (!hours) return null;
      for (const i of readDays(selector)) week.days[i] = hours;
    }
  }
  return week;
}
