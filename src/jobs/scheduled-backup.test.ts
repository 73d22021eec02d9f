import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConfigError, loadConfig } from "../server/config.ts";
import { scheduledBackup, startBackupSchedule, type Timers } from "./scheduled-backup.ts";

const dataDir = mkdtempSync(join(tmpdir(), "uae-deals-schedule-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("scheduled backups", () => {
  test("keep the newest BACKUP_KEEP scheduled archives and never touch other backups", async () => {
    const db = new Database(join(dataDir, "uae-deals.db"));
    db.run("CREATE TABLE t (x)");
    db.close();
    const backups = join(dataDir, "backups");
    mkdirSync(backups, { recursive: true });
    const others = [
      "uae-deals-backup-20200101-000000.tar.gz",
      "uae-deals-pre-migrate-20200101-000000.db",
      "my-own.tar.gz",
    ];
    for (const name of others) writeFileSync(join(backups, name), "x");
    const config = { ...loadConfig({ DATA_DIR: dataDir, BACKUP_KEEP: "3" }) };
    const log: string[] = [];
    const start = Date.UTC(2026, 0, 1);
    for (let run = 0; run < 5; run++)
      await scheduledBackup(config, new Date(start + run * 3_600_000), (l) => log.push(l));
    const scheduled = readdirSync(backups)
      .filter((n) => n.startsWith("uae-deals-scheduled-"))
      .sort();
    expect(scheduled).toEqual([
      "uae-deals-scheduled-20260101-020000.tar.gz",
      "uae-deals-scheduled-20260101-030000.tar.gz",
      "uae-deals-scheduled-20260101-040000.tar.gz",
    ]);
    for (const name of others) expect(existsSync(join(backups, name))).toBe(true);
    expect(log.filter((l) => l.startsWith("Scheduled backup: Backed up"))).toHaveLength(5);
    expect(log.filter((l) => l.includes("deleted 1 older"))).toHaveLength(2);
  });

  test("a failed run is logged and never thrown", async () => {
    const log: string[] = [];
    await scheduledBackup(
      loadConfig({ DATA_DIR: dataDir }),
      new Date(),
      (l) => log.push(l),
      async () => {
        throw new Error("disk full");
      },
    );
    expect(log).toEqual(["Scheduled backup failed (the server keeps running): disk full"]);
    // The real run is a child process: its refusal comes back as the reason.
    const empty = join(dataDir, "no-database-here");
    await scheduledBackup(loadConfig({ DATA_DIR: empty }), new Date(), (l) => log.push(l));
    expect(log[1]).toBe(
      `Scheduled backup failed (the server keeps running): There is no database at ${join(empty, "uae-deals.db")} to back up`,
    );
  });

  test("the timer runs every BACKUP_EVERY_HOURS and is off at 0", async () => {
    const timers: { ms: number; run: () => void }[] = [];
    const fake: Timers = {
      every: (ms, run) => {
        timers.push({ ms, run });
        return { stop() {} };
      },
      now: () => new Date(Date.UTC(2027, 5, 1, 12)),
    };
    startBackupSchedule(loadConfig({ DATA_DIR: dataDir, BACKUP_EVERY_HOURS: "0" }), () => {}, fake);
    expect(timers).toHaveLength(0);
    const log: string[] = [];
    startBackupSchedule(loadConfig({ DATA_DIR: dataDir, BACKUP_EVERY_HOURS: "6" }), (l) => log.push(l), fake);
    expect(timers[0]!.ms).toBe(6 * 3_600_000);
    timers[0]!.run();
    timers[0]!.run(); // still running: skipped, never two at once
    for (let i = 0; i < 500 && log.length === 0; i++) await Bun.sleep(20); // a child process: allow a busy machine
    expect(log).toHaveLength(1);
    expect(existsSync(join(dataDir, "backups", "uae-deals-scheduled-20270601-120000.tar.gz"))).toBe(true);
  });

  test("runs never overlap: a tick while a backup runs is skipped, the next one after it runs", async () => {
    let tick = () => {};
    const fake: Timers = {
      every: (_ms, run) => {
        tick = run;
        return { stop() {} };
      },
      now: () => new Date(Date.UTC(2028, 0, 1)),
    };
    const targets: string[] = [];
    let finish = () => {};
    const backup = (target: string) => {
      targets.push(target);
      return new Promise<string>((resolve) => (finish = () => resolve("Backed up (fake)")));
    };
    const log: string[] = [];
    startBackupSchedule(loadConfig({ DATA_DIR: dataDir, BACKUP_EVERY_HOURS: "1" }), (l) => log.push(l), fake, backup);
    tick();
    tick(); // the first backup is still pending
    await Bun.sleep(0);
    expect(targets).toEqual([join(dataDir, "backups", "uae-deals-scheduled-20280101-000000.tar.gz")]);
    finish();
    await Bun.sleep(0);
    expect(log).toEqual(["Scheduled backup: Backed up (fake)"]);
    tick();
    await Bun.sleep(0);
    expect(targets).toHaveLength(2);
    finish();
  });

  test("the settings have defaults and readable errors", () => {
    const c = loadConfig({});
    expect([c.backupEveryHours, c.backupKeep]).toEqual([24, 7]);
    expect(() => loadConfig({ BACKUP_KEEP: "0" })).toThrow("BACKUP_KEEP must be at least 1");
    expect(() => loadConfig({ BACKUP_KEEP: "2.5" })).toThrow("BACKUP_KEEP must be a whole number");
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: "daily" })).toThrow(ConfigError);
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: "-1" })).toThrow("BACKUP_EVERY_HOURS must be 0 (off) or more");
  });
});
