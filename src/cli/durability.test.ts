/**
 * Durability (security.md, "Data durability"): the server is killed with SIGKILL while
 * clients write; every write it acknowledged is in the database afterwards and
 * integrity_check is ok. A backup taken during the writes restores into a working site.
 * Runs the real server in child processes on loopback, in bounded loops.
 */

import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const main = join(import.meta.dir, "main.ts");
const dataDir = mkdtempSync(join(tmpdir(), "uae-deals-durability-"));
const port = 3500 + Math.floor(Math.random() * 400);
const origin = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: "127.0.0.1",
  PUBLIC_ORIGIN: origin,
};
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function cli(...args: string[]) {
  const r = Bun.spawnSync([process.execPath, main, ...args], { env, stdout: "pipe", stderr: "pipe" });
  return { code: r.exitCode, out: r.stdout.toString() + r.stderr.toString() };
}

async function startServer() {
  const proc = Bun.spawn([process.execPath, main, "serve"], { env, stdout: "ignore", stderr: "ignore" });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return proc;
    } catch {}
    await Bun.sleep(100);
  }
  proc.kill(9);
  throw new Error("server did not start");
}

async function login(): Promise<string> {
  const res = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ username: "admin", password: "durable-pass" }),
  });
  expect(res.status).toBe(200);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

describe("durability", () => {
  test("every acknowledged write survives kill -9, and a backup taken during writes restores", async () => {
    expect(cli("create-admin", "--username", "admin", "--password", "durable-pass").code).toBe(0);
    const server = await startServer();
    const cookie = await login();
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; i < 400 && !stop; i++) {
        const name = `Durable ${w}-${i}`;
        try {
          const res = await fetch(`${origin}/api/categories`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookie },
            body: JSON.stringify({ name }),
          });
          if (res.status === 201) acknowledged.push(name);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    await Bun.sleep(400);
    const backupFile = join(dataDir, "during-writes.db");
    const backup = cli("backup", backupFile);
    expect(backup.code).toBe(0);
    expect(backup.out).toContain("Backed up");
    await Bun.sleep(300);
    server.kill(9);
    stop = true;
    await Promise.all(writers);
    await server.exited;
    expect(acknowledged.length).toBeGreaterThan(20);

    const db = new Database(join(dataDir, "uae-deals.db"));
    expect(db.query("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
    const stored = new Set((db.query("SELECT name FROM categories").all() as { name: string }[]).map((r) => r.name));
    expect(acknowledged.filter((n) => !stored.has(n))).toEqual([]);
    db.close();

    const restore = cli("restore", backupFile);
    expect(restore.code).toBe(0);
    expect(restore.out).toContain("the previous database and media are kept in");
    const restarted = await startServer();
    try {
      const categories = (await (await fetch(`${origin}/api/categories`)).json()) as { name: string }[];
      expect(categories.length).toBeGreaterThan(0);
      expect(categories.length).toBeLessThanOrEqual(stored.size);
      expect((await fetch(`${origin}/`)).status).toBe(200);
    } finally {
      restarted.kill();
      await restarted.exited;
    }
  }, 60_000);

  test("restore refuses a file that is not a sound uae-deals database", async () => {
    const junk = join(dataDir, "junk.db");
    await Bun.write(junk, "this is not sqlite");
    const res = cli("restore", junk);
    expect(res.code).toBe(2);
    expect(res.out).toContain("Refusing to restore");
    const empty = join(dataDir, "empty.db");
    new Database(empty).close();
    expect(cli("restore", empty).out).toContain("not a uae-deals");
  });
});
