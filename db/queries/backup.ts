/**
 * The SQL of backup and restore. These run on raw bun:sqlite handles because a backup or
 * a restore candidate is a file we open by path, never the app's drizzle handle.
 */
import type { Database } from "bun:sqlite";

/** A consistent copy of `db` at `file` (one read transaction, safe while others write). */
export function vacuumInto(db: Database, file: string): void {
  db.run("VACUUM INTO ?", [file]);
}

/** Folds the WAL into the main file so the file alone is complete. */
export function checkpointTruncate(db: Database): void {
  db.run("PRAGMA wal_checkpoint(TRUNCATE)");
}

export function countStores(db: Database): number {
  return (db.query("SELECT count(*) AS n FROM stores").get() as { n: number }).n;
}

/** integrity_check's lines; ["ok"] for a sound file. */
export function integrityCheck(db: Database): string[] {
  return (db.query("PRAGMA integrity_check").all() as { integrity_check: string }[]).map((r) => r.integrity_check);
}

export function foreignKeyProblemCount(db: Database): number {
  return db.query("PRAGMA foreign_key_check").all().length;
}

export type SchemaObject = { type: string; name: string; tbl_name: string; sql: string | null };

/** Every object of the schema except SQLite's own (sqlite_sequence, sqlite_stat1, autoindexes). */
export function schemaObjects(db: Database): SchemaObject[] {
  return db
    .query(
      "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY type, name",
    )
    .all() as SchemaObject[];
}

export function hasTable(db: Database, name: string): boolean {
  return !!db.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name);
}

/** The rows drizzle's migrator keeps: one per applied migration. */
export function appliedMigrations(db: Database): { hash: string; createdAt: number }[] {
  return db.query("SELECT hash, created_at AS createdAt FROM __drizzle_migrations ORDER BY created_at").all() as {
    hash: string;
    createdAt: number;
  }[];
}

/** The tables Litestream creates in a database it replicates, exactly as it creates them (v0.3). */
const LITESTREAM_TABLES: ReadonlyMap<string, string> = new Map([
  ["_litestream_seq", "CREATE TABLE _litestream_seq (id INTEGER PRIMARY KEY, seq INTEGER)"],
  ["_litestream_lock", "CREATE TABLE _litestream_lock (id INTEGER)"],
]);

/** Whether `o` is one of Litestream's bookkeeping tables, as Litestream makes it (a table by that name otherwise made is not). */
export function isLitestreamTable(o: SchemaObject): boolean {
  return o.type === "table" && LITESTREAM_TABLES.get(o.name) === o.sql;
}

/** Drops Litestream's tables from a copy: a restored database starts its own replication afresh. */
export function dropLitestreamTables(db: Database): void {
  for (const name of LITESTREAM_TABLES.keys()) db.run(`DROP TABLE IF EXISTS ${name}`);
}
