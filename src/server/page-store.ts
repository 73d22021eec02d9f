/**
 * Rendered pages kept on disk, shared by every `serve` process and kept across restarts (issue 28
 * item 2): a page rendered by one process is served by all, and a restarted server starts warm.
 * The page cache in memory (page-cache.ts) stays the first place looked in; on a miss it asks here
 * before rendering, and every page rendered for it is written here where it was rendered (the
 * render thread: keepRendered). A SQLite file of its own
 * (DATA_DIR/uae-deals-pages.db), not the site's database: it is never backed up, a write never
 * waits behind the site's, and it need not survive a crash (synchronous OFF; a file that cannot be
 * opened is made afresh).
 *
 * A row names the freshness it was made under: the clock's epoch (migration 0020), version,
 * removals and Dubai day. page-cache.ts takes a row only when it is fresh now. What opening checks:
 * - another build, or other settings pages are rendered with (PUBLIC_ORIGIN, the map, ...), makes
 *   other HTML: every row goes when they differ;
 * - another database (a new one, another site's backup, `restore`: a new epoch): every row goes;
 * - a database put back by hand to an older copy (its clock behind what this file has seen): every
 *   row goes, since versions after it would be counted again over different edits.
 * Bounded by MAX_BYTES of page bytes, the least recently written out: the thread answering from
 * the cache only reads pages here (a write there, even to note a read, could keep an answer
 * waiting); it writes one small row when the clock moves (saw) and a page's polished brotli
 * (page-polish.ts, once per page version), each skipped rather than waited for when the file is busy.
 */
import { Database } from "bun:sqlite";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { errorText, logEvent } from "#lib/log.ts";
import { buildOutput } from "./build-output.ts";
import type { Config } from "./config.ts";
import { isDevMode } from "./dev-reload.ts";
import type { EncodedPage } from "./page-encoding.ts";
import { type PageScope, showsToText } from "./page-scope.ts";
import { pageSettings } from "./page-settings.ts";

/** Page bytes kept at most (every encoding of every page): ~20,000 pages in brotli at scale 100. */
const MAX_BYTES = 256 * 1024 * 1024;
/** The bound is checked every this many pages written by a process. */
const TRIM_EVERY = 500;

export type StoredPage = {
  key: string;
  status: number;
  hash: string;
  store: number | null;
  /** The stores whose own details a page of no one store shows (page-scope.ts, showsToText). */
  shows: string | null;
  version: number;
  removals: number;
  day: string;
  br: Uint8Array | null;
  gzip: Uint8Array | null;
  identity: Uint8Array | null;
  /** Its brotli is at the best quality (page-polish.ts): no process need make it again. */
  polished?: 0 | 1;
};

export type PageStore = {
  /** The page kept for `key` under this epoch, whatever its version (the caller judges it). */
  get(key: string): StoredPage | undefined;
  put(page: StoredPage): void;
  /** The page's brotli made again at the best quality, when the row is still that page (`hash`). */
  polish(key: string, hash: string, br: Uint8Array): void;
  drop(key: string): void;
  /** The clock reached `version`: opening later with a database behind it empties the file. */
  saw(version: number): void;
  close(): void;
};

export const pagesFile = (dataDir: string) => join(dataDir, "uae-deals-pages.db");

/** What the site's database and this build are now: rows made under anything else go. */
export type Timeline = { build: string; epoch: string; version: number };

function open(file: string): Database {
  const db = new Database(file, { create: true });
  db.run("PRAGMA busy_timeout = 2000");
  db.run("PRAGMA journal_mode = WAL");
  db.run("PRAGMA synchronous = OFF");
  db.run("CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)");
  // A file from before `polished` was kept: its rows would all go with the build anyway.
  const columns = db.query<{ name: string }, []>("PRAGMA table_info(pages)").all();
  if (columns.length && !columns.some((c) => c.name === "polished")) db.run("DROP TABLE pages");
  db.run(`CREATE TABLE IF NOT EXISTS pages (
    key TEXT PRIMARY KEY, status INTEGER NOT NULL, hash TEXT NOT NULL, store INTEGER, shows TEXT,
    epoch TEXT NOT NULL, version INTEGER NOT NULL, removals INTEGER NOT NULL, day TEXT NOT NULL,
    br BLOB, gzip BLOB, identity BLOB, bytes INTEGER NOT NULL, written_at INTEGER NOT NULL,
    polished INTEGER NOT NULL DEFAULT 0)`);
  // The bound's questions (the bytes kept, the least recently written) read this index alone: read
  // from the rows, each behind its pages' bytes, they took 30-40 ms for 6,600 pages.
  db.run("DROP INDEX IF EXISTS pages_written_at");
  db.run("CREATE INDEX IF NOT EXISTS pages_age ON pages (written_at, bytes, key)");
  return db;
}

/**
 * Opens the file and drops what `now` makes wrong. A file that cannot be used (not a database,
 * damaged, another layout) is made afresh; null when even that fails: pages are then kept in
 * memory only, as with no file.
 */
export function openPageStore(
  file: string,
  now: Timeline,
  maxBytes = MAX_BYTES,
  opts: { serving?: boolean } = {},
): PageStore | null {
  try {
    return prepare(open(file), now, maxBytes, opts.serving ?? false);
  } catch (error) {
    logEvent("warn", "page_store.reset", `the kept pages in ${file} could not be read; starting afresh`, {
      error: errorText(error),
    });
  }
  for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
  try {
    return prepare(open(file), now, maxBytes, opts.serving ?? false);
  } catch {
    return null;
  }
}

/** SQLite's answer when another connection holds the write lock (or resets the WAL) and it would not wait. */
export const isBusy = (error: unknown) =>
  /SQLITE_BUSY|database is locked/.test(String((error as { code?: string }).code ?? error));

/** Runs a write the serving thread may skip: another connection writing now is no reason to wait. */
function unlessBusy(write: () => unknown): void {
  try {
    write();
  } catch (error) {
    if (!isBusy(error)) throw error;
  }
}

function prepare(db: Database, now: Timeline, maxBytes: number, serving: boolean): PageStore {
  const meta = db.query<{ value: string }, [string]>("SELECT value FROM meta WHERE name = ?");
  const setMeta = db.query(
    "INSERT INTO meta (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
  );
  db.transaction(() => {
    const seen = Number(meta.get("version")?.value ?? 0);
    if (meta.get("build")?.value !== now.build || meta.get("epoch")?.value !== now.epoch || now.version < seen) {
      db.run("DELETE FROM pages");
      setMeta.run("version", String(now.version));
    }
    setMeta.run("build", now.build);
    setMeta.run("epoch", now.epoch);
  }).immediate();
  // The thread answering requests never waits for the file: its reads need no lock in WAL, and its
  // few writes (saw, drop) are skipped when the render thread or another process holds the lock.
  if (serving) db.run("PRAGMA busy_timeout = 0");

  const get = db.query<StoredPage, [string, string]>(
    "SELECT key, status, hash, store, shows, version, removals, day, br, gzip, identity, polished FROM pages WHERE key = ? AND epoch = ?",
  );
  const polish = db.query(
    "UPDATE pages SET bytes = bytes - coalesce(length(br), 0) + length(?1), br = ?1, polished = 1 WHERE key = ?2 AND hash = ?3 AND epoch = ?4",
  );
  const put = db.query(`INSERT OR REPLACE INTO pages
    (key, status, hash, store, shows, epoch, version, removals, day, br, gzip, identity, bytes, written_at)
    VALUES ($key, $status, $hash, $store, $shows, $epoch, $version, $removals, $day, $br, $gzip, $identity, $bytes, $written_at)`);
  const drop = db.query("DELETE FROM pages WHERE key = ?");
  const saw = db.query("UPDATE meta SET value = max(CAST(value AS INTEGER), ?) WHERE name = 'version'");
  const total = db.query<{ bytes: number | null }, []>("SELECT sum(bytes) AS bytes FROM pages");
  const oldest = db.query<{ key: string; bytes: number }, []>("SELECT key, bytes FROM pages ORDER BY written_at");
  let written = 0;
  // When this process last wrote, in ms, one more for each write within the same ms: the order of
  // its own writes is kept where two fall in one millisecond.
  let lastWritten = 0;
  const trim = () => {
    let over = (total.get()?.bytes ?? 0) - maxBytes;
    if (over <= 0) return;
    // Chosen first, deleted after: rows are not deleted under the statement that reads them.
    const going: string[] = [];
    for (const row of oldest.iterate()) {
      if (over <= 0) break;
      going.push(row.key);
      over -= row.bytes;
    }
    db.transaction(() => {
      for (const key of going) drop.run(key);
    })();
  };
  return {
    get(key) {
      return get.get(key, now.epoch) ?? undefined;
    },
    put(page) {
      const bytes = (page.br?.byteLength ?? 0) + (page.gzip?.byteLength ?? 0) + (page.identity?.byteLength ?? 0);
      lastWritten = Math.max(Date.now(), lastWritten + 1);
      put.run({
        $key: page.key,
        $status: page.status,
        $hash: page.hash,
        $store: page.store,
        $shows: page.shows,
        $epoch: now.epoch,
        $version: page.version,
        $removals: page.removals,
        $day: page.day,
        $br: page.br,
        $gzip: page.gzip,
        $identity: page.identity,
        $bytes: bytes + page.key.length,
        $written_at: lastWritten,
      });
      if (++written % TRIM_EVERY === 0) trim();
    },
    polish: (key, hash, br) => unlessBusy(() => polish.run(br, key, hash, now.epoch)),
    drop: (key) => unlessBusy(() => drop.run(key)),
    saw: (version) => unlessBusy(() => saw.run(version)),
    close: () => db.close(),
  };
}

const HOLDER = Symbol.for("uae-deals.page-store");
const g = globalThis as {
  [HOLDER]?: { store: PageStore | null; at?: PagesAt; failed?: boolean };
};

/** Where the pages are kept and under what: the render thread opens the same file. */
export type PagesAt = { file: string; timeline: Timeline };

/** Makes the page cache keep its pages in `store` too (serve, the render thread; tests that ask for it). */
export function sharePages(store: PageStore | null, at?: PagesAt): void {
  g[HOLDER] = { store, ...(at ? { at } : {}) };
}

/** The file and timeline the pages are kept under in this process (for its render thread), if any. */
export const pagesAt = (): PagesAt | undefined => g[HOLDER]?.at;

/** What a render needs to write its page to disk: its key and the freshness it began under. */
export type KeepOnDisk = { key: string; version: number; removals: number; day: string };

/**
 * Writes a page just rendered, where it was rendered (the render thread: a write is a fraction of
 * a millisecond, now and then a few, which the thread answering from the cache must not wait on).
 * Written under the freshness its render began under even when content changed meanwhile: it then
 * claims a version already past, and page-cache.ts takes it only when no change since could show
 * on it, as for any page. A failure (the disk full) costs a render later, and is said once.
 */
export function keepRendered(keep: KeepOnDisk, page: PageScope & { status: number; encoded?: EncodedPage }): void {
  const holder = g[HOLDER];
  if (!holder?.store || !page.encoded) return;
  const { br, gzip, identity } = page.encoded.bodies;
  try {
    holder.store.put({
      ...keep,
      status: page.status,
      hash: page.encoded.hash,
      store: page.store ?? null,
      shows: showsToText(page.shows),
      br: br ?? null,
      gzip: gzip ?? null,
      identity: identity ?? null,
    });
  } catch (error) {
    // Another connection writing (without a render thread, the serving thread's store does not wait) is no failure.
    if (holder.failed || isBusy(error)) return;
    logEvent("warn", "page_store.write_failed", `a page was not kept on disk: ${errorText(error)}`);
    holder.failed = true;
  }
}

export const sharedPages = (): PageStore | null => g[HOLDER]?.store ?? null;

/**
 * `serve` (each process of it): keep pages in DATA_DIR's file too, checked against this build,
 * the settings pages are rendered with (PUBLIC_ORIGIN, the map, ...) and the site's database as
 * they are now.
 */
export async function keepPagesOnDisk(config: Config, sqlite: Database): Promise<void> {
  // Not in development, where the pages change with the code and the build id does not.
  if (isDevMode()) return;
  const buildId = `${(await buildOutput()).buildId}:${Bun.hash(JSON.stringify(pageSettings(config))).toString(36)}`;
  let clock: { epoch: string; version: number } | null;
  try {
    clock = sqlite.query<{ epoch: string; version: number }, []>("SELECT epoch, version FROM content_clock").get();
  } catch (error) {
    clock = null; // a schema this build does not know: pages stay in memory only
    logEvent("warn", "page_store.off", `pages are not kept on disk: ${errorText(error)}`, { error: errorText(error) });
  }
  if (!clock) return;
  const at = {
    file: pagesFile(config.dataDir),
    timeline: { build: buildId, epoch: clock.epoch, version: clock.version },
  };
  sharePages(openPageStore(at.file, at.timeline, undefined, { serving: true }), at);
}
