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
import { cli, cliInBackground, startServer, until } from "#tests/helpers/cli.ts";

const dataDir = mkdtempSync(join(tmpdir(), "uae-deals-durability-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function login(origin: string): Promise<string> {
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
    expect(cli(dataDir, "create-admin", "--username", "admin", "--password", "durable-pass").code).toBe(0);
    const server = await startServer(dataDir);
    const { origin } = server;
    const cookie = await login(origin);
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; i < 5000 && !stop; i++) {
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
    await until(() => acknowledged.length >= 20);
    const backupFile = join(dataDir, "during-writes.db");
    // Spawned without blocking, so the writers above keep sending while the backup runs.
    const beforeBackup = [...acknowledged];
    const backup = await cliInBackground(dataDir, "backup", backupFile);
    const duringBackup = acknowledged.length - beforeBackup.length;
    expect(backup.code).toBe(0);
    expect(backup.out).toContain("Backed up");
    expect(duringBackup).toBeGreaterThan(0);
    const atBackupEnd = acknowledged.length;
    await until(() => acknowledged.length >= atBackupEnd + 20); // and go on after it, up to the kill
    server.proc.kill(9);
    stop = true;
    await Promise.all(writers);
    await server.proc.exited;

    const db = new Database(join(dataDir, "uae-deals.db"));
    expect(db.query("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
    const stored = new Set((db.query("SELECT name FROM categories").all() as { name: string }[]).map((r) => r.name));
    expect(acknowledged.filter((n) => !stored.has(n))).toEqual([]);
    db.close();

    const restore = cli(dataDir, "restore", backupFile);
    expect(restore.code).toBe(0);
    expect(restore.out).toContain("the previous database and media are kept in");
    const restarted = await startServer(dataDir);
    try {
      const categories = (await (await fetch(`${restarted.origin}/api/categories`)).json()) as { name: string }[];
      const restored = new Set(categories.map((c) => c.name));
      // Every write acknowledged before the backup started is in it, and nothing the server never stored.
      expect(beforeBackup.filter((n) => !restored.has(n))).toEqual([]);
      expect([...restored].filter((n) => !stored.has(n))).toEqual([]);
      expect(categories.length).toBeLessThanOrEqual(stored.size);
      expect((await fetch(`${restarted.origin}/`)).status).toBe(200);
    } finally {
      restarted.proc.kill();
      await restarted.proc.exited;
    }
  }, 60_000);

  test("restore refuses a file that is not a sound uae-deals database", async () => {
    const junk = join(dataDir, "junk.db");
    await Bun.write(junk, "this is not sqlite");
    const res = cli(dataDir, "restore", junk);
    expect(res.code).toBe(2);
    expect(res.out).toContain("Refusing to restore");
    const empty = join(dataDir, "empty.db");
    new Database(empty).close();
    expect(cli(dataDir, "restore", empty).out).toContain("not a uae-deals");
  });
});
