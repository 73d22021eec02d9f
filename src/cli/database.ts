/**
 * Opens DATA_DIR's database for a command: creates the folder, applies pending
 * migrations (after a safety backup when the database already holds data) and makes
 * it the process-wide handle.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Db, openDatabase, useDatabase } from "#db/client.ts";
import { hasUserTables, pendingMigrationCount, runMigrations } from "#db/migrate.ts";
import { syncSearchIndex } from "#db/queries/search-index.ts";
import type { Config } from "#server/config.ts";
import { backupTo, timestampedBackupPath } from "./backup-file.ts";

export function openAppDatabase(config: Config, log: (line: string) => void = console.log): Db {
  mkdirSync(config.dataDir, { recursive: true });
  mkdirSync(join(config.dataDir, "media"), { recursive: true });
  const db = useDatabase(openDatabase(config.dbFile));
  const pending = pendingMigrationCount(db);
  if (pending > 0 && hasUserTables(db)) {
    const file = timestampedBackupPath(config.dataDir, "pre-migrate");
    backupTo(db, file);
    log(`Backed up the database to ${file} before applying ${pending} migration(s)`);
  }
  const applied = runMigrations(db);
  if (applied > 0) log(`Applied ${applied} migration(s) to ${config.dbFile}`);
  // Rows a migration queued for the search indexes (all of them, the first time) are indexed now.
  const indexed = syncSearchIndex(db);
  if (indexed > 0) log(`Indexed ${indexed} row(s) for search`);
  return db;
}
