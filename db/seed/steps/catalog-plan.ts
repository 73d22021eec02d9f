/**
 * What each demo store's catalogues are, decided once per `today` before any file or row is
 * written: product line, validity and a title that fits those dates (a campaign only inside its
 * season, "Weekend Deals" only over a weekend, otherwise the line's everyday titles). The PDFs
 * print these titles and the rows carry these dates, so the two always agree; copies made by
 * --scale reuse the plan. A store with a bilingual flyer (data/flyers.ts) prints it as its first
 * catalogue of that line: the flyer's title, live today and open-ended or current.
 */

import { LINES_BY_STORE_CATEGORY } from "#db/seed/data/catalogs.ts";
import { FLYER_FIXTURES, type FlyerFixture } from "#db/seed/data/flyers.ts";
import { type LineId, PRODUCT_LINES } from "#db/seed/data/products.ts";
import { seasonsHolding, seasonsOn } from "#db/seed/data/seasons.ts";
import { DEMO_STORES } from "#db/seed/data/stores.ts";
import { type Random, seededRandom } from "#db/seed/random.ts";
import { addDays } from "#lib/dates.ts";

export type PlannedCatalog = {
  line: LineId;
  title: string;
  startDate: string;
  expiryDate: string | null;
  /** The committed bilingual flyer this catalogue is, instead of a generated PDF. */
  fixture?: FlyerFixture;
};

/** The product lines a demo store's catalogues come from. */
function storeLines(store: (typeof DEMO_STORES)[number]): readonly LineId[] {
  return store.lines ?? LINES_BY_STORE_CATEGORY[store.category] ?? ["groceries"];
}

/** Day of the week of a YYYY-MM-DD date, 0 = Sunday. */
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Titles that depend only on the length and days of the validity, not on a season. */
function shortRunTitles(start: string, end: string): string[] {
  const days = dayCount(start, end);
  const day = weekday(start);
  const titles: string[] = [];
  // A UAE weekend offer starts Thursday to Saturday and is over by Sunday.
  if (day >= 4 && days <= 7 - day) titles.push("Weekend Deals");
  if (days <= 7) titles.push("Weekly Offers");
  return titles;
}

type Kind = "expired" | "ends-soon" | "open-ended" | "current";

/** Mostly current catalogues, some ending soon, some open-ended; a store's further catalogues of a line may have expired. */
function draw(random: Random, today: string, mayExpire: boolean): { kind: Kind; start: string; end: string | null } {
  if (mayExpire && random.chance(0.3)) {
    const end = addDays(today, -random.int(1, 30));
    return { kind: "expired", start: addDays(end, -random.int(6, 20)), end };
  }
  const r = random.next();
  const start = addDays(today, -random.int(1, 10));
  if (r < 0.15) return { kind: "ends-soon", start, end: addDays(today, random.int(0, 2)) };
  if (r < 0.23) return { kind: "open-ended", start, end: null };
  return { kind: "current", start, end: addDays(today, random.int(3, 30)) };
}

function planOne(random: Random, today: string, line: LineId, mayExpire: boolean, used: Set<string>): PlannedCatalog {
  const { kind, ...dates } = draw(random, today, mayExpire);
  let { start, end } = dates;
  // A campaign running today usually gets a catalogue: fit its validity inside the season.
  const running = kind === "current" || kind === "ends-soon" ? seasonsOn(line, today) : [];
  if (running.length && end && random.chance(0.4)) {
    const { window } = random.pick(running);
    if (start < window.start) start = window.start;
    if (end > window.end) end = window.end;
  }
  const fresh = (titles: readonly string[]) => titles.filter((t) => !used.has(t));
  const seasons = end ? seasonsHolding(line, start, end).filter((season) => fresh(season.titles).length) : [];
  let title: string;
  if (seasons.length && random.chance(0.75)) {
    const season = random.pick(seasons);
    title = random.pick(fresh(season.titles));
    // One catalogue per campaign and store: "National Day Offers" and "Eid Al Etihad Offers" are the same one.
    for (const t of season.titles) used.add(t);
  } else {
    const short = end ? fresh(shortRunTitles(start, end)) : [];
    const everyday = fresh(PRODUCT_LINES[line].titles);
    const pool = short.length && (random.chance(0.5) || !everyday.length) ? short : everyday;
    title = random.pick(pool);
  }
  used.add(title);
  return { line, title, startDate: start, expiryDate: end };
}

/** A fixture's catalogue: started in the last ten days, open-ended or ending in one to four weeks. */
function planFixture(today: string, fixture: FlyerFixture): PlannedCatalog {
  const random = seededRandom(fixture.seed);
  const startDate = addDays(today, -random.int(1, 10));
  const expiryDate = fixture.openEnded ? null : addDays(today, random.int(7, 30));
  return { line: fixture.line, title: fixture.title, startDate, expiryDate, fixture };
}

/** The plan for every demo store, in DEMO_STORES order; the same `today` always gives the same plan. */
export function planCatalogs(today: string): PlannedCatalog[][] {
  const random = seededRandom(20251202);
  return DEMO_STORES.map((store) => {
    const lines = storeLines(store);
    const fixture = FLYER_FIXTURES.find((f) => f.store === store.name);
    // Its first catalogue of the line: one that planOne would never let expire.
    const fixtureAt = fixture ? lines.indexOf(fixture.line) : -1;
    const used = new Set<string>(fixture ? [fixture.title] : []);
    return Array.from({ length: store.catalogs }, (_, c) => {
      // The fixture's slot still draws a plan and drops it, so the other catalogues keep theirs.
      const planned = planOne(random, today, lines[c % lines.length]!, c >= lines.length, used);
      return c === fixtureAt && fixture ? planFixture(today, fixture) : planned;
    });
  });
}
