/**
 * Issue 21, operation 11: backups off the machine, against a real S3-compatible server
 * (s3rver on loopback). `backup` uploads, reads back and checks; scheduled archives keep
 * BACKUP_KEEP there too; a failed upload is retried, then reported in one line with the local
 * archive kept (and the scheduled task logs it); `restore --remote` takes the newest archive
 * (or a named one) into a fresh directory, and the page images it left out are processed again.
 * CLI children run in the background: s3rver lives in this process and must keep answering.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { scheduledBackupTask } from "#jobs/scheduled-backup.ts";
import { createScheduler } from "#jobs/scheduler.ts";
import { loadConfig } from "#server/config.ts";
import { ownCli } from "#server/own-binary.ts";
import { cliInBackground, until } from "#tests/helpers/cli.ts";
import { startS3, type TestS3 } from "#tests/helpers/s3.ts";

const root = mkdtempSync(join(tmpdir(), "uae-deals-remote-"));
const source = join(root, "source");
const small = join(root, "small");
let s3: TestS3;
const UPLOADED =
  /uploaded to s3:\/\/backups\/site\/(uae-deals-backup-\d{8}-\d{6}\.tar\.gz) and read back \((\d+) bytes, SHA-256 matches\)/;

const run = (dataDir: string, env: Record<string, string>, ...args: string[]) =>
  cliInBackground({ dataDir, env }, ...args);
const sha256 = (bytes: Uint8Array) => new Bun.CryptoHasher("sha256").update(bytes).digest("hex");
const files = (dir: string) => (existsSync(dir) ? (readdirSync(dir, { recursive: true }) as string[]).sort() : []);

beforeAll(async () => {
  s3 = await startS3();
  expect((await run(source, {}, "seed", "--demo")).code).toBe(0);
  expect((await run(source, {}, "catalogs", "process", "1")).out).toContain("1 catalogue(s) ready");
  expect((await run(small, {}, "migrate")).code).toBe(0);
}, 120_000);
afterAll(async () => {
  await s3?.dispose();
  rmSync(root, { recursive: true, force: true });
});

describe("backups off the machine", () => {
  let pdfHash = "";

  test("backup uploads the archive, reads it back and checks it; page images are left out", async () => {
    // An older archive first, from another installation, so "latest" has a choice to make.
    const older = join(root, "uae-deals-backup-20000101-000000.tar.gz");
    expect((await run(small, s3.env("site/"), "backup", older)).code).toBe(0);
    const r = await run(source, s3.env("site/"), "backup");
    expect(r.code).toBe(0);
    const [, name, size] = UPLOADED.exec(r.out) ?? [];
    expect(name).toBeDefined();
    const local = await Bun.file(join(source, "backups", name!)).bytes();
    expect(Number(size)).toBe(local.length);
    const remote = await s3.client.file(`site/${name}`).bytes();
    expect(sha256(remote)).toBe(sha256(local));
    expect(await s3.keys("site/")).toEqual(["site/uae-deals-backup-20000101-000000.tar.gz", `site/${name}`]);
    const entries = await new Bun.Archive(local).files();
    const manifest = JSON.parse(await entries.get("manifest.json")!.text());
    expect(manifest.withoutPageImages).toBe(true);
    expect([...entries.keys()].some((p) => p.startsWith("media/pages/"))).toBe(false);
    expect([...entries.keys()].some((p) => p.startsWith("media/catalogs/"))).toBe(true);
    pdfHash = readdirSync(join(source, "media", "pages"))[0]!;
    expect(pdfHash).toBeDefined();
  });

  test("restore --remote latest on a fresh directory; the left-out pages are processed again", async () => {
    const fresh = join(root, "fresh");
    const r = await run(fresh, s3.env("site/"), "restore", "--remote", "latest");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Restored 33 stores and \d+ media files \(page images left out: 44 catalogue\(s\) queued/);
    expect(r.out).toContain("from s3://backups/site/uae-deals-backup-");
    expect(existsSync(join(fresh, "media", "pages"))).toBe(false);
    expect(readdirSync(root).filter((n) => n.includes("-download-"))).toEqual([]);
    const processed = await run(fresh, {}, "catalogs", "process", "1");
    expect(processed.out).toContain("1 catalogue(s) ready");
    const pages = join("media", "pages", pdfHash);
    expect(files(join(fresh, pages))).toEqual(files(join(source, pages)));
    expect(files(join(fresh, pages)).length).toBeGreaterThan(0);
  }, 120_000);

  test("restore --remote NAME takes that archive; a name not there is one line", async () => {
    const named = join(root, "named");
    const r = await run(named, s3.env("site/"), "restore", "--remote", "uae-deals-backup-20000101-000000.tar.gz");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Restored 0 stores");
    const missing = await run(
      join(root, "nowhere"),
      s3.env("site/"),
      "restore",
      "--remote",
      "uae-deals-backup-19990101-000000.tar.gz",
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe("There is no uae-deals-backup-19990101-000000.tar.gz in s3://backups/site/");
    expect(existsSync(join(root, "nowhere"))).toBe(false);
  });

  test("scheduled archives keep BACKUP_KEEP in the bucket too; other archives there are never deleted", async () => {
    const env = { ...s3.env("sched/"), BACKUP_KEEP: "2" };
    expect((await run(small, env, "backup", join(root, "uae-deals-backup-20010101-000000.tar.gz"))).code).toBe(0);
    const saved = { ...process.env };
    Object.assign(process.env, env); // the backup child inherits it
    try {
      const task = (hour: number) =>
        scheduledBackupTask(
          loadConfig({ ...process.env, DATA_DIR: small, BACKUP_EVERY_HOURS: "1" }),
          undefined,
          () => new Date(Date.UTC(2030, 0, 1, hour)),
        )!;
      const lines: string[] = [];
      for (const hour of [1, 2, 3]) lines.push((await task(hour).run(new AbortController().signal)) ?? "");
      expect(lines[2]).toContain(
        "uploaded to s3://backups/sched/uae-deals-scheduled-20300101-030000.tar.gz and read back",
      );
      expect(lines[2]).toContain("deleted 1 older scheduled archive(s) from s3://backups/sched/");
    } finally {
      process.env = saved;
    }
    expect(await s3.keys("sched/")).toEqual([
      "sched/uae-deals-backup-20010101-000000.tar.gz",
      "sched/uae-deals-scheduled-20300101-020000.tar.gz",
      "sched/uae-deals-scheduled-20300101-030000.tar.gz",
    ]);
  }, 60_000);

  test("an upload refused (wrong keys) is retried, then reported in one line without secrets; the local archive stays", async () => {
    const secret = "very-secret-value-4242";
    const keyId = "AKIAWRONGKEY4242";
    const target = join(root, "uae-deals-backup-20020101-000000.tar.gz");
    const r = await run(
      small,
      { ...s3.env("refused/"), S3_ACCESS_KEY_ID: keyId, S3_SECRET_ACCESS_KEY: secret },
      "backup",
      target,
    );
    expect(r.code).toBe(1);
    const lines = r.stderr.trim().split("\n");
    expect(lines.slice(0, 2).map((l) => l.replace(/ \(.*\)/, ""))).toEqual([
      "Upload attempt 1 of 3 failed; trying again",
      "Upload attempt 2 of 3 failed; trying again",
    ]);
    expect(lines[2]).toStartWith(
      "Could not upload uae-deals-backup-20020101-000000.tar.gz to s3://backups/refused/ after 3 attempts (",
    );
    expect(lines[2]).toEndWith(`); the archive is kept at ${target}`);
    expect(lines).toHaveLength(3);
    expect(r.out).not.toContain(secret);
    expect(r.out).not.toContain(keyId);
    expect(existsSync(target)).toBe(true);
    expect(await s3.keys("refused/")).toEqual([]);
  }, 60_000);

  test("the server stopped mid-way: the upload is tried again and succeeds once it is back", async () => {
    await s3.stop();
    const proc = Bun.spawn(ownCli("backup", join(root, "uae-deals-backup-20030101-000000.tar.gz")), {
      env: { ...process.env, NODE_ENV: "production", DATA_DIR: small, BACKUP_EVERY_HOURS: "0", ...s3.env("back/") },
      stdout: "pipe",
      stderr: "pipe",
    });
    const out = new Response(proc.stdout).text();
    let err = "";
    const reading = (async () => {
      for await (const chunk of proc.stderr) err += new TextDecoder().decode(chunk);
    })();
    await until(() => err.includes("Upload attempt 1 of 3 failed"), 30_000);
    await s3.start();
    expect(await proc.exited).toBe(0);
    await reading;
    expect(await out).toContain("uploaded to s3://backups/back/uae-deals-backup-20030101-000000.tar.gz and read back");
    expect(await s3.keys("back/")).toEqual(["back/uae-deals-backup-20030101-000000.tar.gz"]);
  }, 60_000);

  test("the scheduled task logs a failed upload, and keeps the local archive", async () => {
    await s3.stop();
    const saved = { ...process.env };
    Object.assign(process.env, s3.env("sched-down/"));
    const logged: { line: string; level: string }[] = [];
    const fires: (() => void)[] = [];
    const scheduler = createScheduler((line, level) => logged.push({ line, level }), {
      after(_ms, fire) {
        fires.push(fire);
        return { cancel() {} };
      },
      now: () => performance.now(),
    });
    try {
      const at = new Date(Date.UTC(2031, 0, 1));
      scheduler.register(
        scheduledBackupTask(
          loadConfig({ ...process.env, DATA_DIR: small, BACKUP_EVERY_HOURS: "1" }),
          undefined,
          () => at,
        )!,
      );
      scheduler.start();
      fires.shift()!();
      await until(() => logged.some((l) => l.level === "error"), 30_000);
    } finally {
      process.env = saved;
      await scheduler.stop();
      await s3.start();
    }
    const failure = logged.find((l) => l.level === "error")!.line;
    expect(failure).toMatch(
      /^scheduled backup: failed after \d+ ms: Could not upload uae-deals-scheduled-20310101-000000\.tar\.gz to s3:\/\/backups\/sched-down\/ after 3 attempts \(.+\); the archive is kept at /,
    );
    expect(failure).not.toContain("\n");
    expect(existsSync(join(small, "backups", "uae-deals-scheduled-20310101-000000.tar.gz"))).toBe(true);
  }, 60_000);
});
