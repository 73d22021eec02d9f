/**
 * Scheduled backups while `serve` runs: every BACKUP_EVERY_HOURS an archive named
 * uae-deals-scheduled-<stamp>.tar.gz goes into DATA_DIR/backups, and only those archives are
 * pruned to the newest BACKUP_KEEP (manual and pre-migrate backups are never deleted).
 * A failure is logged and the next run is tried as planned; it never stops the server.
 * The backup itself runs in a child process: VACUUM INTO and gzip are synchronous, and in the
 * server's own thread they would stall every request until the archive is written.
 */
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { timestampedArchivePath } from "../lib/backup-names.ts";
import type { Config } from "../server/config.ts";
import { ownCli } from "./own-binary.ts";

const SCHEDULED = /^uae-deals-scheduled-\d{8}-\d{6}\.tar\.gz$/;

/** Deletes all but the newest `keep` scheduled archives in `dir`; returns the deleted names. */
function pruneScheduledBackups(dir: string, keep: number): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => SCHEDULED.test(n));
  } catch {
    return [];
  }
  // The UTC stamp in the name sorts in time order.
  const old = names.sort().reverse().slice(keep);
  for (const name of old) rmSync(join(dir, name), { force: true });
  return old;
}

/** Writes a backup archive to `target`; resolves to its one-line summary, rejects with the reason. */
export type BackupRunner = (target: string) => Promise<string>;

/** `uae-deals backup <target>` in a child process on the same DATA_DIR. */
function backupInChild(config: Config, target: string): Promise<string> {
  const child = Bun.spawn(ownCli("backup", target), {
    env: { ...process.env, DATA_DIR: config.dataDir },
    stdout: "pipe",
    stderr: "pipe",
  });
  return Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]).then(
    ([out, err, code]) => {
      if (code !== 0) throw new Error(err.trim() || `backup exited with code ${code}`);
      return out.trim();
    },
  );
}

/** One scheduled run: a backup, then pruning. Logs instead of throwing. */
export async function scheduledBackup(
  config: Config,
  now: Date,
  log: (line: string) => void,
  backup: BackupRunner = (t) => backupInChild(config, t),
): Promise<void> {
  try {
    const summary = await backup(timestampedArchivePath(config.dataDir, "scheduled", now));
    log(`Scheduled backup: ${summary}`);
    const pruned = pruneScheduledBackups(join(config.dataDir, "backups"), config.backupKeep);
    if (pruned.length) log(`Scheduled backup: deleted ${pruned.length} older scheduled archive(s)`);
  } catch (error) {
    log(`Scheduled backup failed (the server keeps running): ${(error as Error).message}`);
  }
}

export type Timers = { every(ms: number, run: () => void): { stop(): void }; now(): Date };
const realTimers: Timers = {
  every(ms, run) {
    const id = setInterval(run, ms);
    id.unref?.();
    return { stop: () => clearInterval(id) };
  },
  now: () => new Date(),
};

/** Starts the schedule (nothing when BACKUP_EVERY_HOURS is 0); runs never overlap. */
export function startBackupSchedule(
  config: Config,
  log: (line: string) => void = console.error,
  timers: Timers = realTimers,
  backup?: BackupRunner,
): { stop(): void } {
  if (config.backupEveryHours <= 0) return { stop() {} };
  let running = false;
  return timers.every(config.backupEveryHours * 3_600_000, () => {
    if (running) return;
    running = true;
    void scheduledBackup(config, timers.now(), log, backup).finally(() => (running = false));
  });
}
