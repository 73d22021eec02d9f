/**
 * The SQL behind backups and restores. They work on bun:sqlite handles as well as the
 * app's Db, because a backup file is checked through its own read-only handle.
 */
import type { Database } from "bun:sqlite";
import type { Db } from "../client.ts";

const client = (db: Db | Database): Database => ("$client" in db ? db.$client : db);

/** Writes a consistent copy of the database to `file` (VACUUM INTO: one point in time, safe while others write). */
export function vacuumInto(db: Db | Database, file: string): void {
  client(db).run("VACUUM INTO ?", [file]);
}

/** Folds the WAL into the main file, so the file alone holds every commit (before it is moved aside). */
export function checkpointWal(db: Db | Database): void {
  client(db).run("PRAGMA wal_checkpoint(TRUNCATE)");
}

/** SQLite's integrity_check lines: exactly ["ok"] for a sound file. */
export function integrityCheck(db: Db | Database): string[] {
  return (client(db).query("PRAGMA integrity_check").all() as { integrity_check: string }[]).map((r) => r.integrity_check);
}

/** How many rows point at a row that does not exist (foreign_key_check). */
export function countBrokenReferences(db: Db | Database): number {
  return client(db).query("PRAGMA foreign_key_check").all().length;
}

/** The names of the file's tables (to recognise one of our databases). */
export function listTableNames(db: Db | Database): Set<string> {
  return new Set((client(db).query("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name));
}
