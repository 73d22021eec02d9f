/**
 * One process at a time may change DATA_DIR wholesale: `serve` holds this lock for its whole
 * life; `restore`, `migrate` and `seed` take it for their run and refuse while it is held.
 *
 * The lock is an EXCLUSIVE transaction on a small SQLite file (DATA_DIR/uae-deals.lock). SQLite
 * implements it with POSIX advisory locks, which the kernel drops when the process ends in any
 * way, kill -9 included, so a stale lock cannot exist, and there is no pid to be reused by
 * another program. `backup` and `create-admin` do not take it: they are safe beside a server.
 */
import { Database } from "bun:sqlite";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { Refusal } from "./errors.ts";

export type DataDirLock = { release(): void };

const lockFile = (dataDir: string) => join(dataDir, "uae-deals.lock");

/** Takes the lock or throws a Refusal naming what holds DATA_DIR. */
export function acquireDataDirLock(dataDir: string, command: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(lockFile(dataDir), { create: true });
  try {
    db.run("PRAGMA busy_timeout = 0");
    // A rollback journal: in WAL mode EXCLUSIVE would not keep other processes out.
    db.run("PRAGMA journal_mode = DELETE");
    db.run("BEGIN EXCLUSIVE");
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code?.startsWith("SQLITE_BUSY")) {
      throw new Refusal(
        `${dataDir} is in use by a running uae-deals server (or another command); stop it before running ${command}`,
      );
    }
    throw error;
  }
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      db.run("ROLLBACK");
      db.close();
    },
  };
}
