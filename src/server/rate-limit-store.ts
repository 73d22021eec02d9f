/**
 * The rate limits' counts shared by every `serve` process (WORKERS > 1). Linux spreads
 * connections over the processes (SO_REUSEPORT hashes each connection's addresses), so
 * in-memory windows would give one address WORKERS times every limit, and the site-wide limits
 * WORKERS times their bound. The counts live instead in a small SQLite file of their own
 * (DATA_DIR/uae-deals-limits.db), not the site's database: a hit is one UPSERT (tens of
 * microseconds, and only limited endpoints count: never a cached page), it never waits
 * behind the site's writes, never moves the content clock, and need not survive a crash
 * (synchronous OFF). With WORKERS=1 nothing here is used: the windows stay in memory.
 */
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { errorText, logEvent } from "#lib/log.ts";

/** Rows kept at most (about 100 bytes each): past it the oldest windows go first. */
const MAX_ROWS = 200_000;
/** Expired windows are deleted every this many hits of a process. */
const PRUNE_EVERY = 1000;

type Window = { start: number; count: number };

export type LimitStore = {
  /** Counts one for `key` in its window (a new one when it expired) and returns the window. */
  hit(key: string, windowMs: number, now: number): Window;
  /** The live window of `key`, or null. */
  peek(key: string, now: number): Window | null;
  close(): void;
};

export const limitsFile = (dataDir: string) => join(dataDir, "uae-deals-limits.db");

/** Opens (creating when absent) the shared counts; the first process makes the table. */
export function openLimitStore(file: string): LimitStore {
  const db = new Database(file, { create: true });
  db.run("PRAGMA busy_timeout = 2000");
  db.run("PRAGMA journal_mode = WAL");
  db.run("PRAGMA synchronous = OFF");
  db.run(
    "CREATE TABLE IF NOT EXISTS windows (key TEXT PRIMARY KEY, start INTEGER NOT NULL, until INTEGER NOT NULL, count INTEGER NOT NULL) WITHOUT ROWID",
  );
  db.run("CREATE INDEX IF NOT EXISTS windows_until ON windows (until)");
  // SET reads the row as it was, so an expired window restarts at 1 from now.
  const hit = db.query<Window, [string, number, number]>(
    `INSERT INTO windows (key, start, until, count) VALUES (?1, ?2, ?2 + ?3, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN until <= ?2 THEN 1 ELSE count + 1 END,
       start = CASE WHEN until <= ?2 THEN ?2 ELSE start END,
       until = CASE WHEN until <= ?2 THEN ?2 + ?3 ELSE until END
     RETURNING start, count`,
  );
  const peek = db.query<Window, [string, number]>("SELECT start, count FROM windows WHERE key = ? AND until > ?");
  const prune = db.query("DELETE FROM windows WHERE until <= ?");
  const rows = db.query<{ n: number }, []>("SELECT count(*) AS n FROM windows");
  const trim = db.query("DELETE FROM windows WHERE key IN (SELECT key FROM windows ORDER BY until LIMIT ?)");
  let hits = 0;
  return {
    hit(key, windowMs, now) {
      if (++hits % PRUNE_EVERY === 0) {
        prune.run(now);
        const n = rows.get()?.n ?? 0;
        if (n > MAX_ROWS) trim.run(n - MAX_ROWS);
      }
      return hit.get(key, now, windowMs)!;
    },
    peek: (key, now) => peek.get(key, now),
    close: () => db.close(),
  };
}

const HOLDER = Symbol.for("uae-deals.limit-store");
const g = globalThis as { [HOLDER]?: LimitStore };

/** Makes every rate limiter created from now on count in `store` (serve with WORKERS > 1). */
export function shareLimits(store: LimitStore): void {
  g[HOLDER] = store;
}

export const sharedLimits = (): LimitStore | undefined => g[HOLDER];

let warned = false;
/** A count the store could not take (busy past its timeout, disk full): said once, then counted in memory. */
export function storeFailed(error: unknown): void {
  if (warned) return;
  warned = true;
  logEvent(
    "error",
    "limits.store_failed",
    `rate limits: shared counts unavailable, counting in this process: ${errorText(error)}`,
  );
}
