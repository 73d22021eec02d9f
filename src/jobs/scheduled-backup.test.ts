import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConfigError, loadConfig } from "#server/config.ts";
import { scheduledBackup, scheduledBackupTask } from "./scheduled-backup.ts";

const dataDir = mkdtempSync(join(tmpdir(), "uae-deals-schedule-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("scheduled backups", () => {
  test("keep the newest BACKUP_KEEP scheduled archives, sweep a stopped run's partial one, never touch other backups", async () => {
    const db = new Database(join(dataDir, "uae-deals.db"));
    db.run("CREATE TABLE t (x)");
    db.close();
    const backups = join(dataDir, "backups");
    mkdirSync(backups, { recursive: true });
    const others = [
      "uae-deals-backup-20200101-000000.tar.gz",
      "uae-deals-pre-migrate-20200101-000000.db",
      "my-own.tar.gz",
      ".uae-deals-backup-20200101-000000.tar.gz.partial", // a manual backup's, maybe running now
    ];
    for (const name of others) writeFileSync(join(backups, name), "x");
    const stopped = [
      ".uae-deals-scheduled-20191231-000000.tar.gz.partial",
      ".uae-deals-scheduled-20191231-000000.tar.gz.partial.db",
      ".uae-deals-scheduled-20191231-000000.tar.gz.partial.db-journal", // SQLite's, from a snapshot cut short
    ];
    for (const name of stopped) writeFileSync(join(backups, name), "x");
    const config = { ...loadConfig({ DATA_DIR: dataDir, BACKUP_KEEP: "3" }) };
    const summaries: string[] = [];
    const start = Date.UTC(2026, 0, 1);
    for (let run = 0; run < 5; run++) summaries.push(await scheduledBackup(config, new Date(start + run * 3_600_000)));
    const scheduled = readdirSync(backups)
      .filter((n) => n.startsWith("uae-deals-scheduled-"))
      .sort();
    expect(scheduled).toEqual([
      "uae-deals-scheduled-20260101-020000.tar.gz",
      "uae-deals-scheduled-20260101-030000.tar.gz",
      "uae-deals-scheduled-20260101-040000.tar.gz",
    ]);
    for (const name of others) expect(existsSync(join(backups, name))).toBe(true);
    for (const name of stopped) expect(existsSync(join(backups, name))).toBe(false);
    expect(summaries.filter((l) => l.startsWith("Backed up"))).toHaveLength(5);
    expect(summaries.filter((l) => l.endsWith("; deleted 1 older scheduled archive(s)"))).toHaveLength(2);
  });

  test("a failed run rejects with the reason (the scheduler logs it)", async () => {
    const full = async () => {
      throw new Error("disk full");
    };
    await expect(scheduledBackup(loadConfig({ DATA_DIR: dataDir }), new Date(), full)).rejects.toThrow("disk full");
    // The real run is a child process: its refusal comes back as the reason.
    const empty = join(dataDir, "no-database-here");
    await expect(scheduledBackup(loadConfig({ DATA_DIR: empty }), new Date())).rejects.toThrow(
      `There is no database at ${join(empty, "uae-deals.db")} to back up`,
    );
  });

  test("the task writes the archive of its time, and is off at 0 (when it is due: backup-due.test.ts)", async () => {
    expect(scheduledBackupTask(loadConfig({ DATA_DIR: dataDir, BACKUP_EVERY_HOURS: "0" }))).toBeNull();
    const at = new Date(Date.UTC(2027, 5, 1, 12));
    const task = scheduledBackupTask(loadConfig({ DATA_DIR: dataDir, BACKUP_EVERY_HOURS: "6" }), undefined, () => at)!;
    expect(task).toMatchObject({ name: "scheduled backup", atStart: true });
    expect(task.due?.()).toBe(true);
    expect(await task.run(new AbortController().signal)).toStartWith("Backed up");
    expect(task.due?.()).toBe(false);
    expect(existsSync(join(dataDir, "backups", "uae-deals-scheduled-20270601-120000.tar.gz"))).toBe(true);
  });

  test("stopping the server kills the backup child: the run rejects at once and writes no archive", async () => {
    const at = new Date(Date.UTC(2028, 0, 1));
    const task = scheduledBackupTask(loadConfig({ DATA_DIR: dataDir, BACKUP_EVERY_HOURS: "1" }), undefined, () => at)!;
    const stop = new AbortController();
    const run = Promise.resolve(task.run(stop.signal));
    stop.abort();
    await expect(run).rejects.toThrow("stopped with the server; the next start tries again as planned");
    expect(existsSync(join(dataDir, "backups", "uae-deals-scheduled-20280101-000000.tar.gz"))).toBe(false);
  });

  test("the settings have defaults and readable errors", () => {
    const c = loadConfig({});
    expect([c.backupEveryHours, c.backupKeep]).toEqual([24, 7]);
    expect(() => loadConfig({ BACKUP_KEEP: "0" })).toThrow("BACKUP_KEEP must be at least 1");
    expect(() => loadConfig({ BACKUP_KEEP: "2.5" })).toThrow("BACKUP_KEEP must be a whole number");
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: "daily" })).toThrow(ConfigError);
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: "-1" })).toThrow("BACKUP_EVERY_HOURS must be 0 (off) or more");
    expect(c.backupS3).toBeNull();
    expect(loadConfig({ BACKUP_S3_URL: "s3://my-backups/deals/nightly/" }).backupS3).toEqual({
      bucket: "my-backups",
      prefix: "deals/nightly/",
    });
    expect(loadConfig({ BACKUP_S3_URL: "s3://my-backups" }).backupS3).toEqual({ bucket: "my-backups", prefix: "" });
    for (const bad of ["https://my-backups/x", "s3://KEY:secret@my-backups/x", "s3://"])
      expect(() => loadConfig({ BACKUP_S3_URL: bad })).toThrow("BACKUP_S3_URL must look like s3://bucket/prefix");
    expect(() => loadConfig({ BACKUP_S3_URL: "s3://KEY:secret@my-backups/x" })).not.toThrow(/secret/);
  });
});
