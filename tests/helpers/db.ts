/**
 * A fresh, migrated SQLite file in its own temporary directory, made the process-wide
 * handle. Every test file that touches the database starts from one of these.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Db, openDatabase, useDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";

/** `from`: a data directory (test.db and media/) to start from a copy of, as the demo template. */
export function freshDb(from?: string): { db: Db; dataDir: string; cleanup(): void } {
  const dataDir = mkdtempSync(join(tmpdir(), "uae-deals-test-"));
  if (from) cpSync(from, dataDir, { recursive: true });
  const db = useDatabase(openDatabase(join(dataDir, "test.db")));
  runMigrations(db);
  return {
    db,
    dataDir,
    cleanup() {
      db.$client.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
