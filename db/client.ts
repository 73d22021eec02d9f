/**
 * Opens the SQLite file with the PRAGMAs security.md promises and holds the one
 * handle of the process. The handle lives on globalThis because the server and the
 * prebuilt React Server Components bundle each carry their own copy of this module.
 */
import { Database } from "bun:sqlite";
import { type BunSQLiteDatabase, drizzle } from "drizzle-orm/bun-sqlite";
import * as schema from "./schema.ts";
import { cacheStatements } from "./statement-cache.ts";
import { watchWrites } from "./write-watch.ts";

if (typeof window !== "undefined") throw new Error("db/client is server-only and was imported in the browser");

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

const HANDLE = Symbol.for("uae-deals.db");
type Holder = { [HANDLE]?: Db };

/**
 * The PRAGMAs applied at open. synchronous=NORMAL in WAL mode never corrupts the
 * file; a commit acknowledged just before a power cut (not a process kill) can be lost.
 * They are the ones Litestream asks of an application (README, "Continuous replication"):
 * WAL, and a busy timeout, since Litestream holds a read transaction and briefly takes the
 * write lock when it checkpoints. Checkpoints stay SQLite's automatic PASSIVE ones every
 * 1000 pages, set here so it is a decision: a passive checkpoint never gets past the read
 * transaction Litestream keeps open, so it cannot checkpoint WAL Litestream has not copied
 * (the race its docs warn of under heavy write load costs a new snapshot, never the
 * replica), and the WAL stays bounded when Litestream is not running. Nothing here runs
 * wal_checkpoint(TRUNCATE) while serving (restore does, with the server stopped).
 */
export const PRAGMAS = {
  journal_mode: "wal",
  synchronous: "NORMAL",
  foreign_keys: "ON",
  busy_timeout: 5000,
  wal_autocheckpoint: 1000,
} as const;

/** Opens (creating if needed) the database file and applies the PRAGMAs. */
export function openDatabase(file: string): Db {
  const sqlite = new Database(file, { create: true, strict: true });
  sqlite.run(`PRAGMA busy_timeout = ${PRAGMAS.busy_timeout}`);
  sqlite.run(`PRAGMA journal_mode = ${PRAGMAS.journal_mode}`);
  sqlite.run(`PRAGMA synchronous = ${PRAGMAS.synchronous}`);
  sqlite.run(`PRAGMA foreign_keys = ${PRAGMAS.foreign_keys}`);
  sqlite.run(`PRAGMA wal_autocheckpoint = ${PRAGMAS.wal_autocheckpoint}`);
  watchWrites(sqlite); // before the statement cache, so kept statements are the watched ones
  cacheStatements(sqlite);
  return drizzle({ client: sqlite, schema }) as Db;
}

/** Makes `db` the process-wide handle returned by getDb(). */
export function useDatabase(db: Db): Db {
  (globalThis as Holder)[HANDLE] = db;
  return db;
}

/** The process-wide handle; throws if the server has not opened the database yet. */
export function getDb(): Db {
  const db = (globalThis as Holder)[HANDLE];
  if (!db) throw new Error("The database is not open (call useDatabase first)");
  return db;
}
