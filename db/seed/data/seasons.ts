/**
 * The UAE retail calendar the demo names its catalogues and dates its articles by: a campaign
 * title is used only for a catalogue whose whole validity lies inside that season's window.
 * Fixed seasons repeat every year ("MM-DD" to "MM-DD", wrapping into the next year); Ramadan
 * and the two Eids move with the Hijri calendar, so they come from a table of expected dates
 * and simply do not occur outside it.
 */
import { addDays } from "#lib/dates.ts";
import type { LineId } from "./products.ts";

export type SeasonId =
  | "dsf"
  | "new-year"
  | "year-end"
  | "winter"
  | "winter-sale"
  | "valentine"
  | "mothers-day"
  | "spring-home"
  | "ramadan"
  | "eid-al-fitr"
  | "eid-al-adha"
  | "summer-travel"
  | "summer-sale"
  | "summer-surprises"
  | "back-to-school"
  | "singles-day"
  | "white-friday"
  | "national-day";

/** A season's dates in one year: first and last day (YYYY-MM-DD), both inclusive. */
export type Window = { start: string; end: string };

type Season = {
  id: SeasonId;
  titles: readonly string[];
  /** The product lines that run this campaign; undefined = every line. */
  lines?: readonly LineId[];
  /** Its window in `year`, or undefined when it does not occur that year. */
  window(year: number): Window | undefined;
};

/** A window that recurs on the same days every year, e.g. fixed("12-05", "01-15") for DSF. */
function fixed(from: string, to: string): (year: number) => Window {
  return (year) => ({ start: `${year}-${from}`, end: `${to < from ? year + 1 : year}-${to}` });
}

/** First day of Ramadan, Eid al-Fitr and Eid al-Adha as announced or expected in the UAE. */
const HIJRI: Record<number, { ramadan: string; fitr: string; adha: string }> = {
  2024: { ramadan: "2024-03-11", fitr: "2024-04-10", adha: "2024-06-16" },
  2025: { ramadan: "2025-03-01", fitr: "2025-03-30", adha: "2025-06-06" },
  2026: { ramadan: "2026-02-18", fitr: "2026-03-20", adha: "2026-05-27" },
  2027: { ramadan: "2027-02-08", fitr: "2027-03-10", adha: "2027-05-16" },
  2028: { ramadan: "2028-01-28", fitr: "2028-02-27", adha: "2028-05-05" },
  2029: { ramadan: "2029-01-16", fitr: "2029-02-15", adha: "2029-04-24" },
  2030: { ramadan: "2030-01-06", fitr: "2030-02-05", adha: "2030-04-13" },
};

/** Around a moving holiday: `before` days ahead of it to `after` days past it. */
function hijri(key: "fitr" | "adha", before: number, after: number): (year: number) => Window | undefined {
  return (year) => {
    const day = HIJRI[year]?.[key];
    return day ? { start: addDays(day, -before), end: addDays(day, after) } : undefined;
  };
}

const GIFTS: LineId[] = ["jewellery", "beauty", "fashion", "department"];
const FASHION: LineId[] = ["fashion", "department"];

export const SEASONS: readonly Season[] = [
  { id: "dsf", titles: ["Dubai Shopping Festival", "DSF Mega Deals"], window: fixed("12-05", "01-15") },
  { id: "new-year", titles: ["New Year Offers"], window: fixed("12-26", "01-10") },
  {
    id: "year-end",
    titles: ["Year-End Clearance"],
    lines: [...FASHION, "electronics", "home", "diy", "sports"],
    window: fixed("12-15", "01-05"),
  },
  {
    id: "winter",
    titles: ["Winter Warmers"],
    lines: [...FASHION, "cafe", "groceries"],
    window: fixed("12-01", "02-15"),
  },
  {
    id: "winter-sale",
    titles: ["Winter Sale"],
    lines: [...FASHION, "sports", "travel"],
    window: fixed("01-05", "02-15"),
  },
  { id: "valentine", titles: ["Valentine's Gifts"], lines: GIFTS, window: fixed("02-01", "02-14") },
  { id: "mothers-day", titles: ["Mother's Day Gifts"], lines: GIFTS, window: fixed("03-07", "03-21") },
  { id: "spring-home", titles: ["Spring Home Refresh"], lines: ["home", "diy"], window: fixed("03-01", "04-30") },
  {
    id: "ramadan",
    titles: ["Ramadan Offers", "Ramadan Kareem Savings"],
    lines: ["groceries", "home", "electronics", ...FASHION],
    // From two weeks before the first fast to the eve of Eid.
    window: (year) => {
      const h = HIJRI[year];
      return h ? { start: addDays(h.ramadan, -14), end: addDays(h.fitr, -1) } : undefined;
    },
  },
  {
    id: "eid-al-fitr",
    titles: ["Eid Al Fitr Offers"],
    lines: [...GIFTS, "toys", "groceries", "electronics"],
    window: hijri("fitr", 10, 3),
  },
  {
    id: "eid-al-adha",
    titles: ["Eid Al Adha Offers"],
    lines: [...GIFTS, "toys", "groceries", "electronics"],
    window: hijri("adha", 10, 3),
  },
  {
    id: "summer-travel",
    titles: ["Summer Travel Essentials"],
    lines: ["travel", "beauty", "pharmacy"],
    window: fixed("06-01", "07-31"),
  },
  {
    id: "summer-sale",
    titles: ["Summer Sale"],
    lines: [...FASHION, "sports", "home", "electronics", "travel", "beauty"],
    window: fixed("06-15", "08-31"),
  },
  { id: "summer-surprises", titles: ["Summer Surprises"], window: fixed("07-01", "08-31") },
  {
    id: "back-to-school",
    titles: ["Back to School"],
    lines: [...FASHION, "groceries", "electronics", "office", "books"],
    window: fixed("08-10", "09-20"),
  },
  {
    id: "singles-day",
    titles: ["11.11 Sale"],
    lines: [...FASHION, "electronics", "gaming", "beauty", "toys"],
    window: fixed("11-08", "11-14"),
  },
  {
    id: "white-friday",
    titles: ["White Friday Deals"],
    // Everything but daily needs: groceries, coffee and medicine are not what White Friday sells.
    lines: [
      ...GIFTS,
      "electronics",
      "gaming",
      "home",
      "diy",
      "automotive",
      "sports",
      "toys",
      "baby",
      "books",
      "travel",
    ],
    window: fixed("11-10", "12-01"),
  },
  { id: "national-day", titles: ["National Day Offers", "Eid Al Etihad Offers"], window: fixed("11-22", "12-07") },
];

/** The season's windows that start in the years around `date` (its year, the one before and after). */
export function windowsAround(season: Season, date: string): Window[] {
  const year = Number(date.slice(0, 4));
  return [year - 1, year, year + 1].flatMap((y) => season.window(y) ?? []);
}

export function seasonById(id: SeasonId): Season {
  return SEASONS.find((s) => s.id === id)!;
}

/** Seasons of `line` whose window holds every day from `start` to `end`. */
export function seasonsHolding(line: LineId, start: string, end: string): Season[] {
  return SEASONS.filter(
    (s) =>
      (!s.lines || s.lines.includes(line)) && windowsAround(s, start).some((w) => w.start <= start && end <= w.end),
  );
}

/** Seasons of `line` running on `date`, each with that window. */
export function seasonsOn(line: LineId, date: string): { season: Season; window: Window }[] {
  return SEASONS.flatMap((season) => {
    if (season.lines && !season.lines.includes(line)) return [];
    const window = windowsAround(season, date).find((w) => w.start <= date && date <= w.end);
    return window ? [{ season, window }] : [];
  });
}
