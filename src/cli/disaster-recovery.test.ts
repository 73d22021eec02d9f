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
import { cli, cliInBackground, startServer, until } from "#tests/helpers/cli.ts";

const root = mkdtempSync(join(tmpdir(), "uae-deals-recovery-"));
const oldMachine = join(root, "old");
const newMachine = join(root, "new", "data"); // neither folder exists yet
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("disaster recovery", () => {
  test("a backup taken under write load restores into an empty directory and serves its PDFs and covers", async () => {
    expect(cli(oldMachine, "seed", "--demo").code).toBe(0);
    // One catalogue processed: its page images (and page 1 as its cover) must come back too.
    expect(cli(oldMachine, "catalogs", "process", "1").out).toContain("Catalogue 1: ");
    expect(cli(oldMachine, "create-admin", "--username", "admin", "--password", "recovery-pass").code).toBe(0);
    const server = await startServer(oldMachine);
    const { origin } = server;
    const login = await fetch(`${origin}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify({ username: "admin", password: "recovery-pass" }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    let stop = false;
    const acknowledged: string[] = [];
    const writer = async (w: number) => {
      for (let i = 0; i < 5000 && !stop; i++) {
        const name = `Recovered ${w}-${i}`;
        const res = await fetch(`${origin}/api/categories`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookie },
          body: JSON.stringify({ name }),
        });
        if (res.status === 201) acknowledged.push(name);
      }
    };
    const writers = [0, 1, 2].map(writer);
    await until(() => acknowledged.length >= 5);
    const archive = join(root, "offsite", "site.tar.gz");
    // Spawned without blocking, so the writers above keep sending while the backup runs.
    const beforeBackup = [...acknowledged];
    const backup = await cliInBackground(oldMachine, "backup", archive);
    const duringBackup = acknowledged.length - beforeBackup.length;
    stop = true;
    await Promise.all(writers);
    server.proc.kill(9);
    await server.proc.exited;
    expect(backup.out).toMatch(/^Backed up \d+ files \([\d.]+ MiB\) to .+ in [\d.]+ s$/m);
    expect(backup.code).toBe(0);
    expect(duringBackup).toBeGreaterThan(0); // the backup really ran beside writes

    const restore = cli(newMachine, "restore", archive);
    expect(restore.out).toContain(`into ${newMachine}`);
    expect(restore.code).toBe(0);
    const db = new Database(join(newMachine, "uae-deals.db"), { readonly: true });
    const catalog = db
      .query(
        "SELECT file_url AS pdf, cover_image AS cover FROM catalogs WHERE id = 1 AND cover_image LIKE '/media/pages/%'",
      )
      .get() as { pdf: string; cover: string };
    const recovered = (
      db.query("SELECT name FROM categories WHERE name LIKE 'Recovered %'").all() as { name: string }[]
    )
      .map((r) => r.name)
      .sort();
    db.close();
    // Every write acknowledged before the backup started is in it.
    expect(beforeBackup.filter((name) => !recovered.includes(name))).toEqual([]);

    const restored = await startServer(newMachine);
    try {
      const { origin } = restored;
      const pdf = await fetch(`${origin}${catalog.pdf}`);
      expect(pdf.status).toBe(200);
      expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(
        new Uint8Array(readFileSync(join(oldMachine, catalog.pdf))),
      );
      const cover = await fetch(`${origin}${catalog.cover}`);
      expect(cover.status).toBe(200);
      expect(new Uint8Array(await cover.arrayBuffer())).toEqual(
        new Uint8Array(readFileSync(join(oldMachine, catalog.cover))),
      );
      const list = (await (await fetch(`${origin}/api/categories`)).json()) as { name: string }[];
      expect(list.flatMap((c) => (c.name.startsWith("Recovered ") ? [c.name] : [])).sort()).toEqual(recovered);
    } finally {
      restored.proc.kill();
      await restored.proc.exited;
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
      // On the running server's port too, so a serve that slipped past the lock fails to bind instead of hanging.
      expect(cli({ dataDir: newMachine, env: server.settings }, "serve").out).toContain(
        "is in use by a running uae-deals server",
      );
    } finally {
      server.proc.kill(9);
      await server.proc.exited;
    }
    const restore = cli(newMachine, "restore", archive);
    expect(restore.out).toContain("the previous database and media are kept in");
    expect(restore.code).toBe(0);
  }, 30_000);
});
