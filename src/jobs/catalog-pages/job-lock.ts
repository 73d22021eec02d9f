/**
 * One renderer per job: the processing child holds DATA_DIR/locks/catalog-{id}.lock for its
 * whole life, as an EXCLUSIVE transaction on a small SQLite file (as src/cli/data-dir-lock.ts
 * does for DATA_DIR). The kernel drops the lock when the process ends in any way (kill -9
 * included), so it is never stale and holds no pid to be reused. A child that finds it held
 * (an earlier server's child still finishing its page) says so and the job waits its turn.
 */
import { Database } from "bun:sqlite";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";

export type JobLock = { release(): void };

/** Job `catalogId`'s lock file. */
export const jobLockFile = (dataDir: string, catalogId: number) => join(dataDir, "locks", `catalog-${catalogId}.lock`);

/** Takes the lock `file` (jobLockFile), or null when another process holds it. */
export function takeLock(file: string): JobLock | null {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { create: true });
  try {
    db.run("PRAGMA busy_timeout = 0");
    // A rollback journal: in WAL mode EXCLUSIVE would not keep other processes out.
    db.run("PRAGMA journal_mode = DELETE");
    db.run("BEGIN EXCLUSIVE");
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code?.startsWith("SQLITE_BUSY")) return null;
    throw error;
  }
  return {
    release() {
      db.run("ROLLBACK");
      db.close();
    },
  };
}
