/**
 * `uae-deals backup [FILE]` and `uae-deals restore FILE`.
 * Backups use VACUUM INTO: one consistent point in time, safe while the server writes.
 * Restore checks the file first (integrity_check, foreign_key_check, our tables), keeps
 * the current database aside, then puts the backup in place and migrates it. Stop the
 * server before restoring: a running server keeps its handle on the old file.
 */
import { Database } from "bun:sqlite";
import { existsSync, renameSync, rmSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { openDatabase } from "../../db/client.ts";
import { checkpointWal, countBrokenReferences, integrityCheck, listTableNames, vacuumInto } from "../../db/queries/backup.ts";
import { countContent } from "../../db/queries/database.ts";
import type { Config } from "../server/config.ts";
import { backupTo, timestampedBackupPath } from "./backup-file.ts";
import { openAppDatabase } from "./database.ts";
import { UsageError } from "./errors.ts";

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

export function backupCommand(config: Config, file: string | undefined): number {
  const started = performance.now();
  const db = openAppDatabase(config);
  const target = resolve(file ?? timestampedBackupPath(config.dataDir));
  console.log(`Backing up ${config.dbFile} …`);
  try {
    backupTo(db, target);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { stores } = countContent(db);
  console.log(`Backed up ${stores} stores to ${target} (${mib(statSync(target).size)}) in ${Math.round(performance.now() - started)} ms`);
  return 0;
}

/** Problems that make `file` unfit to restore; empty when it is fine. */
export function checkBackupFile(file: string): string[] {
  if (!existsSync(file)) return [`${file} does not exist`];
  let db: Database;
  try {
    db = new Database(file, { readonly: true });
  } catch (error) {
    return [`${file} is not a SQLite database (${(error as Error).message})`];
  }
  try {
    const integrity = integrityCheck(db);
    if (integrity.length !== 1 || integrity[0] !== "ok") return [`integrity_check failed: ${integrity.join("; ")}`];
    const broken = countBrokenReferences(db);
    if (broken > 0) return [`foreign_key_check found ${broken} broken reference(s)`];
    const tables = listTableNames(db);
    const missing = ["stores", "branches", "catalogs", "blog_posts", "__drizzle_migrations"].filter((t) => !tables.has(t));
    return missing.length ? [`not a uae-deals database (missing ${missing.join(", ")})`] : [];
  } catch (error) {
    return [`${file} could not be read: ${(error as Error).message}`];
  } finally {
    db.close();
  }
}

export function restoreCommand(config: Config, file: string | undefined): number {
  if (!file) throw new UsageError("restore needs the backup file: uae-deals restore FILE");
  const source = resolve(file);
  console.log(`Checking ${source} …`);
  const problems = checkBackupFile(source);
  if (problems.length) throw new UsageError(`Refusing to restore ${source}:\n  - ${problems.join("\n  - ")}`);

  let aside: string | null = null;
  if (existsSync(config.dbFile)) {
    // Fold the WAL into the main file so the copy kept aside is complete on its own.
    const current = openDatabase(config.dbFile);
    checkpointWal(current);
    current.$client.close();
    aside = `${config.dbFile}.before-restore-${new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15)}`;
    renameSync(config.dbFile, aside);
    for (const suffix of ["-wal", "-shm"]) rmSync(config.dbFile + suffix, { force: true });
  }
  const backup = new Database(source, { readonly: true });
  vacuumInto(backup, config.dbFile);
  backup.close();
  const db = openAppDatabase(config);
  const { stores } = countContent(db);
  db.$client.close();
  console.log(`Restored ${stores} stores from ${source}${aside ? `; the previous database is kept at ${aside}` : ""}`);
  return 0;
}
