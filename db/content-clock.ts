/**
 * The one freshness clock (design.md, "Freshness is the database's"). Triggers on the content
 * tables (migration 0004_content_clock) bump `content_clock.version` on every write to what
 * public pages and answers show, whoever makes it: the admin API, the CLI, a seed, a catalogue
 * becoming ready, another process. Every cache keeps what it made with the Freshness it was made
 * under and drops it when freshness(db) is another object; nothing empties a cache by hand.
 *
 * Reading the row costs a few microseconds: nothing beside a render or an API answer, but as
 * much as a whole answer from the page cache. So the page cache asks with a lag allowed
 * (OTHER_WRITERS_CHECK_MS): the row is then read again only when it may have moved, right after
 * this connection ran a statement that can write (db/write-watch.ts tells us), when the Dubai
 * day has changed (catalogue validity), and otherwise at most every OTHER_WRITERS_CHECK_MS for
 * commits made by other processes. Every other cache reads it each time, except within one
 * reading (withOneReading): a page's render asks it from half a dozen caches, and they agree on
 * one reading.
 */
import type { Database } from "bun:sqlite";
import { dubaiToday } from "#lib/dates.ts";

/**
 * What a kept value was made from: one content version of one open database on one Dubai day.
 * A new object whenever any part changes, never mutated, so caches compare by identity.
 */
export type Freshness = {
  /** Unique per open database, version, removals and day: "3.1207r4@2026-11-25". */
  readonly key: string;
  /** Which open database (each test file opens its own). */
  readonly db: number;
  /** The Dubai day (YYYY-MM-DD) the value belongs to. */
  readonly day: string;
  readonly version: number;
  /**
   * Moves with `version` on the writes that can take a page away or send it elsewhere (a
   * deletion, a slug, a post unpublished, a catalogue's dates: migration 0019_removal_clock).
   * A cache that keeps serving values while they are made again (the page cache) must not
   * across one of these, nor across a day.
   */
  readonly removals: number;
};

/** Whether a value made under `made` may still be served, marked stale, under `now`. */
export const mayServeStale = (made: Freshness, now: Freshness): boolean =>
  made.db === now.db && made.day === now.day && made.removals === now.removals;

/** How long a commit by another process (the CLI, a second server) may go unseen, at most. */
export const OTHER_WRITERS_CHECK_MS = 100;

type Clock = {
  /** Tells apart two databases opened by one process (each test file opens its own). */
  id: number;
  fresh: Freshness | null;
  readAt: number;
  /** This connection ran a statement that may have written since the last read. */
  wrote: boolean;
  /** The reading (withOneReading) this clock was last read in; 0 outside one. */
  readIn: number;
  dayStart: number;
  dayEnd: number;
};

// On globalThis: the server and the prebuilt page bundle each carry a copy of this module, and
// both must see the same clock for the same connection.
const KEY = Symbol.for("uae-deals.content-clocks");
const g = globalThis as { [KEY]?: { opened: number; clocks: WeakMap<Database, Clock> } };
g[KEY] ??= { opened: 0, clocks: new WeakMap() };
const registry = g[KEY];

function clockOf(sqlite: Database): Clock {
  let clock = registry.clocks.get(sqlite);
  if (!clock) {
    clock = { id: ++registry.opened, fresh: null, readAt: 0, wrote: true, readIn: 0, dayStart: 0, dayEnd: 0 };
    registry.clocks.set(sqlite, clock);
  }
  return clock;
}

/** Called after `sqlite` ran a statement that may have written (db/write-watch.ts): look again. */
export function noteWrite(sqlite: Database): void {
  const clock = registry.clocks.get(sqlite);
  if (clock) clock.wrote = true;
}

/**
 * The clock's row: [version, removals]; 0 before migration 0004 has run (`migrate` itself, an
 * old backup being read), removals 0 before 0019.
 */
function readClock(sqlite: Database): [number, number] {
  for (const sql of [
    "SELECT version, removals FROM content_clock WHERE id = 1",
    "SELECT version, 0 FROM content_clock WHERE id = 1",
  ]) {
    try {
      const row = sqlite.query(sql).values()[0];
      return [Number(row?.[0] ?? 0), Number(row?.[1] ?? 0)];
    } catch {
      // an older schema: try the next form
    }
  }
  return [0, 0];
}

let readings = 0;
/** The reading running now (withOneReading), 0 when none. */
let reading = 0;

/**
 * Runs `work` (synchronous: a page's render, renderToString) with one reading of each clock it
 * asks: the caches it asks agree, and the row is read once rather than by each (2 % of a home
 * render). Its own writes are still seen at once (`wrote`); a commit by another process made
 * while it runs is seen after it, as if it had come a few milliseconds later.
 */
export function withOneReading<T>(work: () => T): T {
  const outer = reading;
  reading = ++readings;
  try {
    return work();
  } finally {
    reading = outer;
  }
}

/**
 * The freshness of what `db` holds now. `lag`: how long a commit by another process may go
 * unseen (0, exact, unless OTHER_WRITERS_CHECK_MS for the page cache); this process's own
 * writes are always seen at once. `now` for tests that move time by hand.
 */
export function freshness(db: { $client: Database } | Database, opts: { lag?: number; now?: number } = {}): Freshness {
  const sqlite = "$client" in db ? db.$client : db;
  const clock = clockOf(sqlite);
  const now = opts.now ?? Date.now();
  const sameDay = now >= clock.dayStart && now < clock.dayEnd;
  const lag = opts.lag ?? 0;
  const held = reading !== 0 && clock.readIn === reading;
  if (clock.fresh && sameDay && !clock.wrote && (held || (now - clock.readAt < lag && now >= clock.readAt))) {
    return clock.fresh;
  }
  clock.wrote = false;
  clock.readAt = now;
  clock.readIn = reading;
  const [version, removals] = readClock(sqlite);
  let day = clock.fresh?.day ?? "";
  if (!sameDay) {
    day = dubaiToday(new Date(now));
    // Asia/Dubai is UTC+4 all year (no daylight saving time).
    clock.dayStart = Date.parse(`${day}T00:00:00+04:00`);
    clock.dayEnd = clock.dayStart + 24 * 3600 * 1000;
  }
  const last = clock.fresh;
  if (last && last.version === version && last.removals === removals && last.day === day) return last;
  clock.fresh = { key: `${clock.id}.${version}r${removals}@${day}`, db: clock.id, day, version, removals };
  return clock.fresh;
}

/** A change that is one store's alone (migration 0020): its own details, or one of its branches. */
export type StoreChange = "store" | "branch";

type ChangeRow = { store: number; kind: StoreChange };

/**
 * The changes recorded from `from` to `to` (migration 0020_scoped_changes), one a version, or null
 * when anything else may have changed: another kind of write, a removal, another day or database,
 * or changes older than the record keeps.
 */
function changesRecorded(db: { $client: Database } | Database, from: Freshness, to: Freshness): ChangeRow[] | null {
  if (!mayServeStale(from, to) || to.version <= from.version) return null;
  const sqlite = "$client" in db ? db.$client : db;
  let rows: ChangeRow[];
  try {
    rows = sqlite
      .query("SELECT store_id AS store, kind FROM content_changes WHERE version > ? AND version <= ?")
      .all(from.version, to.version) as ChangeRow[];
  } catch {
    return null; // before migration 0020
  }
  // One row a version: every move of the clock in between was one of these.
  return rows.length === to.version - from.version ? rows : null;
}

/**
 * The stores whose changes of `kinds` are all that changed from `from` to `to`, or null when
 * anything else may have (changesRecorded). Pages of other stores made under `from` still show
 * what is current under `to`.
 */
export function storesChangedBetween(
  db: { $client: Database } | Database,
  from: Freshness,
  to: Freshness,
  kinds: readonly StoreChange[] = ["store", "branch"],
): Set<number> | null {
  const rows = changesRecorded(db, from, to);
  if (!rows || rows.some((r) => !kinds.includes(r.kind))) return null;
  return new Set(rows.map((r) => r.store));
}

/**
 * What changed from `from` to `to`, for the pages cached under `from` (src/server/page-scope.ts):
 * `stores`, the stores whose own details or branches are all that changed; `own`, the same when
 * only own details changed (no branch); null where anything more may have.
 */
export type ScopedChanges = { stores: Set<number> | null; own: Set<number> | null };

export function scopedChangesBetween(
  db: { $client: Database } | Database,
  from: Freshness,
  to: Freshness,
): ScopedChanges {
  const rows = changesRecorded(db, from, to);
  if (!rows) return { stores: null, own: null };
  const stores = new Set(rows.map((r) => r.store));
  return { stores, own: rows.every((r) => r.kind === "store") ? stores : null };
}
