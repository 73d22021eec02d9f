/**
 * Scheduled backups while `serve` runs: whenever the newest scheduled archive is older than
 * BACKUP_EVERY_HOURS (looked at right after a start, then every few minutes, so a server
 * restarted daily still backs up daily), an archive named uae-deals-scheduled-<stamp>.tar.gz
 * goes into DATA_DIR/backups (and, with BACKUP_S3_URL, to
 * the bucket: the child's `backup` uploads and checks it), and only those archives are pruned
 * to the newest BACKUP_KEEP, here and there (manual and pre-migrate backups are never deleted).
 * A failure is the scheduler's to log; the next run is tried as planned.
 * The backup itself runs in a child process: VACUUM INTO and gzip are synchronous, and in the
 * server's own thread they would stall every request until the archive is written.
 */
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { listArchives } from "#server/backup-archives.ts";
import type { Config } from "#server/config.ts";
import { ownCli } from "#server/own-binary.ts";
import { timestampedArchivePath } from "./backup-names.ts";
import { describeRemote, pruneRemoteArchives } from "./remote-backups.ts";
import type { Task } from "./scheduler.ts";

const SCHEDULED = /^uae-deals-scheduled-\d{8}-\d{6}\.tar\.gz$/;
/** What a scheduled run cut short (the server stopped) leaves: `backup` writes under these names. */
const LEFT_PARTIAL = /^\.uae-deals-scheduled-\d{8}-\d{6}\.tar\.gz\.partial(\.db(-journal|-wal)?)?$/;

/** Deletes all but the newest `keep` scheduled archives in `dir`, and partial ones; returns how many archives went. */
function pruneScheduledBackups(dir: string, keep: number): number {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  // Only this task writes scheduled archives, and never two at once: a partial one is from a stopped run.
  for (const name of names.filter((n) => LEFT_PARTIAL.test(n))) rmSync(join(dir, name), { force: true });
  // The UTC stamp in the name sorts in time order.
  const old = names
    .filter((n) => SCHEDULED.test(n))
    .sort()
    .reverse()
    .slice(keep);
  for (const name of old) rmSync(join(dir, name), { force: true });
  return old.length;
}

/** Writes a backup archive to `target`; resolves to its one-line summary, rejects with the reason. */
export type BackupRunner = (target: string, signal?: AbortSignal) => Promise<string>;

/** `uae-deals backup <target>` in a child process on the same DATA_DIR; killed when `signal` aborts. */
function backupInChild(config: Config, target: string, signal?: AbortSignal): Promise<string> {
  const child = Bun.spawn(ownCli("backup", target), {
    env: { ...process.env, DATA_DIR: config.dataDir },
    stdout: "pipe",
    stderr: "pipe",
  });
  const kill = () => child.kill();
  signal?.addEventListener("abort", kill, { once: true });
  if (signal?.aborted) kill();
  return Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited])
    .then(([out, err, code]) => {
      if (signal?.aborted) throw new Error("stopped with the server; the next start tries again as planned");
      // The upload's "trying again" lines were progress; the last line says why it failed.
      const why = err
        .split("\n")
        .filter((l) => l.trim() && !/^Upload attempt \d+ of \d+ failed/.test(l))
        .join("\n");
      if (code !== 0) throw new Error(why.trim() || `backup exited with code ${code}`);
      return out.trim();
    })
    .finally(() => signal?.removeEventListener("abort", kill));
}

/** One scheduled run: a backup, then pruning; resolves to what it did, rejects with why it failed. */
export async function scheduledBackup(
  config: Config,
  now: Date,
  backup: BackupRunner = (t, signal) => backupInChild(config, t, signal),
  signal?: AbortSignal,
): Promise<string> {
  const summary = await backup(timestampedArchivePath(config.dataDir, "scheduled", now), signal);
  const pruned = pruneScheduledBackups(join(config.dataDir, "backups"), config.backupKeep);
  // The child uploaded and checked it (BACKUP_S3_URL): the same retention applies there.
  const remotePruned = config.backupS3 ? await pruneRemoteArchives(config.backupS3, SCHEDULED, config.backupKeep) : 0;
  const deleted = [
    pruned ? `deleted ${pruned} older scheduled archive(s)` : "",
    remotePruned ? `deleted ${remotePruned} older scheduled archive(s) from ${describeRemote(config.backupS3!)}` : "",
  ].filter(Boolean);
  return [summary.replace(/\n/g, "; "), ...deleted].join("; ");
}

/** How often the schedule is looked at (a readdir): a due backup starts within this long. */
const LOOK_MS = 10 * 60_000;
/** After a failed run, how long until the next try (not every look: a broken bucket would be retried all day). */
const RETRY_MS = 3_600_000;

/** When the newest scheduled archive in DATA_DIR/backups was written, by its name; null when there is none. */
function lastScheduledAt(dataDir: string): number | null {
  const times = listArchives(dataDir)
    .filter((a) => a.kind === "scheduled")
    .map((a) => a.at.getTime());
  return times.length ? Math.max(...times) : null;
}

/** The schedule as a task, or null when BACKUP_EVERY_HOURS is 0 (off). */
export function scheduledBackupTask(
  config: Config,
  backup?: BackupRunner,
  now: () => Date = () => new Date(),
): Task | null {
  if (config.backupEveryHours <= 0) return null;
  const intervalMs = config.backupEveryHours * 3_600_000;
  // When this process last started a run: a failure is not retried before RETRY_MS (or the interval, if shorter).
  let triedAt: number | null = null;
  return {
    name: "scheduled backup",
    everyMs: Math.min(intervalMs, LOOK_MS),
    atStart: true,
    due: () => {
      const at = now().getTime();
      const last = lastScheduledAt(config.dataDir);
      if (last !== null && at - last < intervalMs) return false;
      return triedAt === null || at - triedAt >= Math.min(intervalMs, RETRY_MS);
    },
    run: (signal) => {
      const at = now();
      triedAt = at.getTime();
      return scheduledBackup(config, at, backup, signal);
    },
  };
}
