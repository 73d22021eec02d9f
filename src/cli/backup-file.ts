/**
 * Consistent online backups with VACUUM INTO (never a file copy, which can catch a
 * half-written WAL). Safe while the server is writing: SQLite gives VACUUM INTO a
 * read transaction, so the copy is one point in time.
 */
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Db } from "#db/client.ts";
import { vacuumInto } from "#db/queries/backup.ts";
import { stampOf } from "#jobs/backup-names.ts";

/** DATA_DIR/backups/uae-deals-<label>-YYYYMMDD-HHMMSS.db */
export function timestampedBackupPath(dataDir: string, label = "backup", now = new Date()): string {
  return join(dataDir, "backups", `uae-deals-${label}-${stampOf(now)}.db`);
}

/** Writes a consistent copy of `db` to `file`, which must not exist yet. */
export function backupTo(db: Db, file: string): void {
  if (existsSync(file)) throw new Error(`${file} already exists; choose another file name`);
  mkdirSync(dirname(file), { recursive: true });
  vacuumInto(db.$client, file);
}
