/**
 * The dead-VPS day, with real processes: a backup archive taken while the server writes is
 * restored into an EMPTY directory, served, and its catalogue PDF and cover come back over
 * HTTP byte for byte. And F3: restore, migrate and seed are refused while a server holds
 * DATA_DIR, and a server killed with SIGKILL leaves no lock behind.
 */

import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const main = join(import.meta.dir, "main.ts");
const root = mkdtempSync(join(tmpdir(), "uae-deals-recovery-"));
const oldMachine = join(root, "old");
const newMachine = join(root, "new", "data"); // neither folder exists yet
const port = 3900 + Math.floor(Math.random() * 90);
const origin = `http://127.0.0.1:${port}`;
afterAll(() => rmSync(root, { recursive: true, force: true }));

const envFor = (dataDir: string) => ({
  ...process.env,
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: "127.0.0.1",
  PUBLIC_ORIGIN: origin,
  BACKUP_EVERY_HOURS: "0",
});

function cli(dataDir: string, ...args: string[]) {
  const r = Bun.spawnSync([process.execPath, main, ...args], { env: envFor(dataDir), stdout: "pipe", stderr: "pipe" });
  return { code: r.exitCode, out: r.stdout.toString() + r.stderr.toString() };
}

async function startServer(dataDir: string) {
  const proc = Bun.spawn([process.execPath, main, "serve"], {
    env: envFor(dataDir),
    stdout: "ignore",
    stderr: "ignore",
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return proc;
    } catch {}
    await Bun.sleep(100);
  }
  proc.kill(9);
  throw new Error("server did not start");
}

describe("disaster recovery", () => {
  test("a backup taken under write load restores into an empty directory and serves its PDFs and covers", async () => {
    expect(cli(oldMachine, "seed", "--demo").code).toBe(0);
    expect(cli(oldMachine, "create-admin", "--username", "admin", "--password", "recovery-pass").code).toBe(0);
    const server = await startServer(oldMachine);
    const login = await fetch(`${origin}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify({ username: "admin", password: "recovery-pass" }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    let stop = false;
    let written = 0;
    const writer = async (w: number) => {
      for (let i = 0; i < 300 && !stop; i++) {
        const res = await fetch(`${origin}/api/categories`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookie },
          body: JSON.stringify({ name: `Recovered ${w}-${i}` }),
        });
        if (res.status === 201) written++;
      }
    };
    const writers = [0, 1, 2].map(writer);
    await Bun.sleep(300);
    const archive = join(root, "offsite", "site.tar.gz");
    const backup = cli(oldMachine, "backup", archive);
    expect(backup.out).toMatch(/^Backed up \d+ files \([\d.]+ MiB\) to .+ in [\d.]+ s$/m);
    expect(backup.code).toBe(0);
    const writtenAtBackup = written;
    stop = true;
    await Promise.all(writers);
    server.kill(9);
    await server.exited;
    expect(writtenAtBackup).toBeGreaterThan(5); // the backup really ran beside writes

    const restore = cli(newMachine, "restore", archive);
    expect(restore.out).toContain(`into ${newMachine}`);
    expect(restore.code).toBe(0);
    const db = new Database(join(newMachine, "uae-deals.db"), { readonly: true });
    const catalog = db
      .query(
        "SELECT file_url AS pdf, cover_image AS cover FROM catalogs WHERE file_url LIKE '/media/%' AND cover_image LIKE '/media/%' LIMIT 1",
      )
      .get() as { pdf: string; cover: string };
    const categories = (
      db.query("SELECT count(*) AS n FROM categories WHERE name LIKE 'Recovered %'").get() as { n: number }
    ).n;
    db.close();
    expect(categories).toBeGreaterThan(0);

    const restored = await startServer(newMachine);
    try {
      const pdf = await fetch(`${origin}${catalog.pdf}`);
      expect(pdf.status).toBe(200);
      expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(
        new Uint8Array(readFileSync(join(oldMachine, catalog.pdf))),
      );
      const cover = await fetch(`${origin}${catalog.cover}`);
      expect(cover.status).toBe(200);
      expect(await cover.text()).toBe(readFileSync(join(oldMachine, catalog.cover), "utf8"));
      const list = (await (await fetch(`${origin}/api/categories`)).json()) as { name: string }[];
      expect(list.filter((c) => c.name.startsWith("Recovered ")).length).toBe(categories);
    } finally {
      restored.kill();
      await restored.exited;
    }
  }, 60_000);

  test("F3: restore, migrate and seed are refused while a server runs; after kill -9 restore proceeds", async () => {
    const archive = join(root, "offsite", "site.tar.gz");
    const server = await startServer(newMachine);
    try {
      for (const args of [["restore", archive], ["migrate"], ["seed", "--demo"]]) {
        const refused = cli(newMachine, ...args);
        expect(refused.code).toBe(2);
        expect(refused.out.trim()).toBe(
          `${newMachine} is in use by a running uae-deals server (or another command); stop it before running ${args[0]}`,
        );
      }
      expect(cli(newMachine, "serve").out).toContain("is in use by a running uae-deals server");
    } finally {
      server.kill(9);
      await server.exited;
    }
    const restore = cli(newMachine, "restore", archive);
    expect(restore.out).toContain("the previous database and media are kept in");
    expect(restore.code).toBe(0);
  }, 30_000);
});
