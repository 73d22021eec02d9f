/**
 * The point-in-time drill (README, "Continuous replication"): Litestream replicates the
 * database to a folder while the real server takes admin writes over HTTP, the server is
 * killed with SIGKILL mid-stream, and `litestream restore -timestamp` brings back the
 * database as it was at a moment T. Litestream's replica advances in steps of its sync
 * interval, so what holds is: every write acknowledged more than LAG before T is there, no
 * write sent after T is, and writes in between may go either way. Also: every acknowledged
 * write, the last ones before the kill included, reaches the replica, and a backup archive
 * taken while Litestream replicates (its tables inside) restores with `uae-deals restore`.
 */
import { Database } from "bun:sqlite";
import { afterAll, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileReplicaConfig, litestreamBinary } from "#scripts/litestream.ts";
import { cli, startServer, until } from "#tests/helpers/cli.ts";

const SYNC_MS = 200;
/** How far behind the primary the replica may be: a monitor and a sync interval, and slack for a loaded machine. */
const LAG_MS = 1500;

const root = mkdtempSync(join(tmpdir(), "uae-deals-pitr-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Write = { name: string; sentAt: number; ackedAt?: number };

/** Category names in a restored copy of the database. */
function namesIn(file: string): Set<string> {
  const db = new Database(file, { readonly: true });
  try {
    return new Set((db.query("SELECT name FROM categories").all() as { name: string }[]).map((r) => r.name));
  } finally {
    db.close();
  }
}

function restore(config: string, out: string, ...args: string[]): Set<string> {
  rmSync(out, { force: true });
  const r = Bun.spawnSync([
    litestreamBinary(),
    "restore",
    "-config",
    config,
    "-o",
    out,
    ...args,
    join(root, "data", "uae-deals.db"),
  ]);
  if (r.exitCode !== 0) throw new Error(`litestream restore failed: ${r.stderr.toString()}`);
  return namesIn(out);
}

test("Litestream restores to a timestamp: writes acknowledged before it are back, later ones are not", async () => {
  const dataDir = join(root, "data");
  const dbFile = join(dataDir, "uae-deals.db");
  const replica = join(root, "replica");
  mkdirSync(replica, { recursive: true });
  const made = cli(dataDir, "create-admin", "--username", "drill", "--password", "a long drill passphrase");
  expect(made.code, made.out).toBe(0);

  const config = join(root, "litestream.yml");
  writeFileSync(config, fileReplicaConfig(dbFile, replica, SYNC_MS));
  const litestream = Bun.spawn([litestreamBinary(), "replicate", "-config", config], {
    stdout: "pipe",
    stderr: "pipe",
  });
  const litestreamLog = new Response(litestream.stderr).text();
  const server = await startServer(dataDir);
  try {
    const headers = { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", Origin: server.origin };
    const login = await fetch(`${server.origin}/api/admin/login`, {
      method: "POST",
      headers,
      body: JSON.stringify({ username: "drill", password: "a long drill passphrase" }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;

    const writes: Write[] = [];
    const write = async () => {
      const w: Write = { name: `Drill ${writes.length + 1}`, sentAt: Date.now() };
      writes.push(w);
      const res = await fetch(`${server.origin}/api/categories`, {
        method: "POST",
        headers: { ...headers, Cookie: cookie },
        body: JSON.stringify({ name: w.name }),
      });
      if (res.status !== 201 && res.status !== 200)
        throw new Error(`write ${w.name}: ${res.status} ${await res.text()}`);
      w.ackedAt = Date.now();
    };

    // Before T: writes until ten of them were acknowledged more than LAG ago.
    while (writes.filter((w) => w.ackedAt !== undefined && w.ackedAt < Date.now() - LAG_MS).length < 10) await write();
    const t = Date.now();
    await until(() => Date.now() > t); // so every write below is sent after T, to the millisecond
    // After T: twenty more, the last of them in flight when the server is killed.
    for (let i = 0; i < 19; i++) await write();
    const inFlight = write().catch(() => undefined);
    server.proc.kill(9);
    await server.proc.exited;
    await inFlight;

    // Litestream keeps copying the WAL the killed server left: wait until the replica holds every acknowledged write.
    const acked = writes.filter((w) => w.ackedAt !== undefined);
    const latest = join(root, "latest.db");
    let latestNames = new Set<string>();
    await until(() => {
      latestNames = restore(config, latest);
      return acked.every((w) => latestNames.has(w.name));
    }, 20_000);

    const atT = restore(config, join(root, "at-t.db"), "-timestamp", new Date(t).toISOString());
    const before = writes.filter((w) => w.ackedAt !== undefined && w.ackedAt < t - LAG_MS);
    const after = writes.filter((w) => w.sentAt > t);
    expect(before.length).toBeGreaterThanOrEqual(10);
    expect(after.length).toBe(20);
    expect(before.filter((w) => !atT.has(w.name)).map((w) => w.name)).toEqual([]);
    expect(after.filter((w) => atT.has(w.name)).map((w) => w.name)).toEqual([]);
    // A backup taken while Litestream replicates holds Litestream's tables; `uae-deals restore` takes it (without them).
    const archive = join(root, "while-replicating.tar.gz");
    const backup = cli(dataDir, "backup", archive);
    expect(backup.code, backup.out).toBe(0);
    const elsewhere = join(root, "restored");
    const restored = cli(elsewhere, "restore", archive);
    expect(restored.code, restored.out).toBe(0);
    const check = new Database(join(elsewhere, "uae-deals.db"), { readonly: true });
    expect(check.query("SELECT name FROM sqlite_master WHERE name LIKE '\\_litestream%' ESCAPE '\\'").all()).toEqual(
      [],
    );
    check.close();
    expect(namesIn(join(elsewhere, "uae-deals.db")).size).toBe(latestNames.size);
    console.log(
      `point-in-time drill: ${writes.length} writes, ${acked.length} acknowledged, all in the latest restore; ` +
        `restored to T=${new Date(t).toISOString()}: ${before.length}/${before.length} acknowledged >${LAG_MS} ms before T present, ` +
        `0/${after.length} sent after T present, ${atT.size} categories in all`,
    );
  } finally {
    server.proc.kill(9);
    litestream.kill();
    await litestream.exited;
    if (!litestream.killed) console.error(await litestreamLog);
  }
}, 90_000);
