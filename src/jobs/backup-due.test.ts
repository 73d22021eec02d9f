/**
 * When a scheduled backup is due (issue 24, item 22): not BACKUP_EVERY_HOURS after the server
 * started, which a server restarted daily never reaches, but whenever the newest scheduled
 * archive is older than that, looked at right after a start and then every few minutes. A
 * failed run is tried again an hour later rather than at every look.
 */
import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { lastBackup } from "#server/backup-archives.ts";
import { loadConfig } from "#server/config.ts";
import { scheduledBackupTask } from "./scheduled-backup.ts";

const root = mkdtempSync(join(tmpdir(), "uae-deals-backup-due-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let dataDir = "";
let n = 0;
beforeEach(() => {
  dataDir = join(root, String(++n));
  mkdirSync(join(dataDir, "backups"), { recursive: true });
});

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const archive = (name: string) => writeFileSync(join(dataDir, "backups", name), "x");
/** The task at a clock the test moves, with a backup that only records the archive it was asked for. */
function taskAt(clock: { now: Date }, hours = "24", fail = false) {
  const written: string[] = [];
  const task = scheduledBackupTask(
    loadConfig({ DATA_DIR: dataDir, BACKUP_EVERY_HOURS: hours }),
    async (target) => {
      if (fail) throw new Error("disk full");
      written.push(target);
      writeFileSync(target, "x");
      return `Backed up to ${target}`;
    },
    () => clock.now,
  )!;
  return { task, written };
}

describe("a scheduled backup is due", () => {
  test("right after a start when there is no scheduled archive yet", () => {
    const { task } = taskAt({ now: at("2026-11-26T08:00:00Z") });
    expect(task.atStart).toBe(true);
    expect(task.due?.()).toBe(true);
  });

  test("once the newest scheduled archive is older than BACKUP_EVERY_HOURS, however long the server has run", () => {
    archive("uae-deals-scheduled-20261125-090000.tar.gz");
    archive("uae-deals-scheduled-20261124-090000.tar.gz");
    const clock = { now: at("2026-11-26T08:59:00Z") };
    const { task } = taskAt(clock);
    expect(task.due?.()).toBe(false); // 23 h 59 min old
    clock.now = at("2026-11-26T09:00:00Z");
    expect(task.due?.()).toBe(true);
  });

  test("a manual or pre-migrate backup does not put the schedule off", () => {
    archive("uae-deals-scheduled-20261120-090000.tar.gz");
    archive("uae-deals-backup-20261126-070000.tar.gz");
    archive("uae-deals-pre-migrate-20261126-070000.db");
    expect(taskAt({ now: at("2026-11-26T08:00:00Z") }).task.due?.()).toBe(true);
  });

  test("a server restarted every day still backs up every day", async () => {
    const clock = { now: at("2026-11-26T03:00:00Z") };
    const written: string[] = [];
    for (let day = 0; day < 3; day++) {
      // A new process each day: a new task, its first look right after the start.
      const run = taskAt(clock);
      if (run.task.due?.()) await run.task.run(new AbortController().signal);
      written.push(...run.written);
      clock.now = new Date(clock.now.getTime() + 24 * HOUR + 60_000);
    }
    expect(written.map((p) => p.split("/").pop())).toEqual([
      "uae-deals-scheduled-20261126-030000.tar.gz",
      "uae-deals-scheduled-20261127-030100.tar.gz",
      "uae-deals-scheduled-20261128-030200.tar.gz",
    ]);
  });

  test("the schedule is looked at every 10 minutes, or at its own interval when that is shorter", () => {
    expect(taskAt({ now: new Date() }).task.everyMs).toBe(10 * 60_000);
    expect(taskAt({ now: new Date() }, String(5 / 3600)).task.everyMs).toBe(5000);
  });

  test("after a failed run the next try waits an hour, not the next look", async () => {
    const clock = { now: at("2026-11-26T08:00:00Z") };
    const { task } = taskAt(clock, "24", true);
    expect(task.due?.()).toBe(true);
    await expect(Promise.resolve(task.run(new AbortController().signal))).rejects.toThrow("disk full");
    clock.now = at("2026-11-26T08:10:00Z");
    expect(task.due?.()).toBe(false);
    clock.now = at("2026-11-26T09:00:00Z");
    expect(task.due?.()).toBe(true);
  });
});

describe("the last backup, for the dashboard", () => {
  test("is the newest full archive in DATA_DIR/backups, scheduled or made with `backup`", () => {
    expect(lastBackup(dataDir)).toBeNull();
    archive("uae-deals-scheduled-20261125-090000.tar.gz");
    archive("uae-deals-backup-20261126-070000.tar.gz");
    archive("uae-deals-pre-migrate-20261126-080000.db"); // the database alone, not a backup of the site
    archive(".uae-deals-scheduled-20261126-090000.tar.gz.partial"); // one being written
    expect(lastBackup(dataDir)).toEqual({ at: at("2026-11-26T07:00:00Z"), kind: "backup" });
    archive("uae-deals-scheduled-20261126-073000.tar.gz");
    expect(lastBackup(dataDir)).toEqual({ at: at("2026-11-26T07:30:00Z"), kind: "scheduled" });
  });

  test("is none when DATA_DIR has no backups folder", () => {
    expect(lastBackup(join(root, "nowhere"))).toBeNull();
  });
});
