/**
 * `serve` with WORKERS=2 (one start for the whole file): both processes answer on the one
 * port, only the first runs the scheduler, a limit per address holds for the site rather than
 * per process, the push keys exist before any request, a killed worker and a hung one are
 * started again and said so, and SIGTERM to the first process ends every process (none left behind), each
 * having written the events it counted.
 */
import { Database } from "bun:sqlite";
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "#db/client.ts";
import { insertStore } from "#db/seed/factories.ts";
import { pagesFile } from "#server/page-store.ts";
import { BROWSER_UA } from "#tests/helpers/analytics.ts";
import { cli, type RunningServer, startServer, until } from "#tests/helpers/cli.ts";

setDefaultTimeout(60_000);
const dataDir = mkdtempSync(join(tmpdir(), "uae-deals-workers-"));
let server: RunningServer;
let pids: number[] = [];
afterAll(() => {
  for (const pid of [server?.proc.pid, ...pids]) if (pid && alive(pid)) process.kill(pid, "SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** A process that exists and has not ended (a zombie has ended: state Z). */
function alive(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, "utf8"));
  } catch {
    return false;
  }
}
const parentOf = (pid: number) => Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);

/** A request on a connection of its own, so the kernel picks a process for it afresh. */
const fresh = (path: string, init: RequestInit = {}) =>
  fetch(`${server.origin}${path}`, {
    ...init,
    keepalive: false,
    headers: { ...(init.headers as Record<string, string>), Connection: "close" },
  });

/** Which processes answer /healthz over `tries` new connections. */
async function answering(tries = 60): Promise<Set<number>> {
  const seen = new Set<number>();
  for (let i = 0; i < tries && seen.size < 2; i++)
    seen.add(((await (await fresh("/healthz")).json()) as { worker: number }).worker);
  return seen;
}

const read = <T>(sql: string): T => {
  const db = new Database(join(dataDir, "uae-deals.db"), { readonly: true });
  try {
    return db.query(sql).get() as T;
  } finally {
    db.close();
  }
};
const count = (text: string, part: string) => text.split(part).length - 1;

beforeAll(async () => {
  expect(cli(dataDir, "migrate").code).toBe(0);
  server = await startServer(dataDir, { WORKERS: "2", WORKER_HANG_SECONDS: "5" });
  const line = /with 2 processes \(pids (\d+), (\d+);/.exec(server.stdoutSoFar());
  expect(line).not.toBeNull();
  pids = [Number(line![1]), Number(line![2])];
});

describe("serve with WORKERS=2", () => {
  test("two processes answer on the one port; the second is a child of the first", async () => {
    expect(pids[0]).toBe(server.proc.pid);
    expect(parentOf(pids[1]!)).toBe(pids[0]!);
    expect([...(await answering())].sort()).toEqual([1, 2]);
  });

  test("a write by another process reaches both processes' page caches within the clock's lag", async () => {
    const stores = async () => (await (await fresh("/stores")).text()).includes("Clock Mart");
    // Twenty new connections: both processes render and cache /stores (all twenty to one: 2^-19).
    for (let i = 0; i < 20; i++) expect(await stores()).toBe(false);
    const writer = openDatabase(join(dataDir, "uae-deals.db"));
    insertStore(writer, { name: "Clock Mart" });
    writer.$client.close();
    const wrote = performance.now();
    // Then twenty new connections in a row show the new store: both caches noticed the write.
    let inARow = 0;
    while (inARow < 20) {
      inARow = (await stores()) ? inARow + 1 : 0;
      if (performance.now() - wrote > 5000) throw new Error("a process still shows the old /stores after 5 s");
    }
  });

  test("/metrics shows both processes' requests summed, whichever of them answers", async () => {
    const served = async () => {
      const text = await (await fresh("/metrics")).text();
      return Number(/^uae_deals_http_requests_total\{group="health",status="200"\} (\d+)$/m.exec(text)?.[1] ?? 0);
    };
    const before = await served();
    const asked = 20;
    for (let i = 0; i < asked; i++) await (await fresh("/healthz")).arrayBuffer();
    // Each process shares its counters every second: wait for them, not for a guessed time.
    const deadline = Date.now() + 10_000;
    let seen = await served();
    while (seen < before + asked && Date.now() < deadline) {
      await Bun.sleep(50);
      seen = await served();
    }
    expect(seen).toBeGreaterThanOrEqual(before + asked);
  });

  test("a page one process rendered, the other answers from the pages kept on disk without rendering it", async () => {
    const metric = async (name: string) =>
      Number(new RegExp(`^${name} (\\d+)$`, "m").exec(await (await fresh("/metrics")).text())?.[1] ?? 0);
    const settled = async () => {
      // Each process shares its counters every second: two equal reads a second apart.
      let last = "";
      for (;;) {
        const now = `${await metric("uae_deals_page_cache_misses_total")} ${await metric("uae_deals_page_cache_disk_hits_total")}`;
        if (now === last) return now.split(" ").map(Number) as [number, number];
        last = now;
        await Bun.sleep(1100);
      }
    };
    const [rendersBefore, diskBefore] = await settled();
    // One after another on new connections: both processes are asked (all twenty to one: 2^-19).
    for (let i = 0; i < 20; i++) expect((await fresh("/privacy")).status).toBe(200);
    const [renders, disk] = await settled();
    expect(renders - rendersBefore).toBe(1);
    expect(disk - diskBefore).toBeGreaterThanOrEqual(1);
    expect(existsSync(pagesFile(dataDir))).toBe(true);
  });

  test("the push keys are made at start, before any request (no two processes making a pair each)", () => {
    expect(read<{ n: number }>("SELECT count(*) AS n FROM settings WHERE key = 'push.vapid'").n).toBe(1);
  });

  test("a limit per address counts across both processes: 5 contact messages, then 429", async () => {
    const body = JSON.stringify({
      firstName: "Noor",
      lastName: "Hassan",
      email: "noor@example.ae",
      subject: "Workers",
      message: "Hello.",
      agreeToTerms: true,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await fresh("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.origin },
        body,
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  test("a burst of parallel wrong passwords over both processes is limited like a sequence (security.md)", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        fresh("/api/admin/login", {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: server.origin },
          body: JSON.stringify({ username: "admin", password: "not the password" }),
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  test("a second uae-deals on the same port is refused, not let in to share it (SO_REUSEPORT)", () => {
    const other = mkdtempSync(join(tmpdir(), "uae-deals-workers-other-"));
    try {
      const run = cli({ dataDir: other, env: { ...server.settings, WORKERS: "2" } }, "serve");
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`Port ${server.port} on 127.0.0.1 is already in use`);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  test("a killed worker is logged and started again, and answers", async () => {
    process.kill(pids[1]!, "SIGKILL");
    await until(() => server.stdoutSoFar().includes("worker 2 started again (pid "), 30_000);
    pids.push(Number(/worker 2 started again \(pid (\d+)\)/.exec(server.stdoutSoFar())![1]));
    expect(parentOf(pids[2]!)).toBe(pids[0]!);
    expect([...(await answering())].sort()).toEqual([1, 2]);
  });

  test("a worker that stops answering (stopped, hung) is killed and started again", async () => {
    const hung = pids.at(-1)!;
    const restarts = () => count(server.stdoutSoFar(), "worker 2 started again (pid ");
    const before = restarts();
    process.kill(hung, "SIGSTOP");
    await until(() => restarts() > before, 30_000);
    pids.push(Number([...server.stdoutSoFar().matchAll(/worker 2 started again \(pid (\d+)\)/g)].at(-1)![1]));
    expect(alive(hung)).toBe(false);
    expect(parentOf(pids.at(-1)!)).toBe(pids[0]!);
    expect([...(await answering())].sort()).toEqual([1, 2]);
  });

  test("SIGTERM: every process ends (none left), events counted by either are written, one scheduler ran", async () => {
    let accepted = 0;
    for (let i = 0; i < 8; i++) {
      const res = await fresh("/api/events", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.origin, "User-Agent": BROWSER_UA },
        body: JSON.stringify({ lang: "en", events: [{ type: "store_view", store: 1 }] }),
      });
      if (res.status === 202) accepted++;
    }
    expect(accepted).toBe(8);
    server.proc.kill("SIGTERM");
    expect(await server.proc.exited).toBe(0);
    for (const pid of pids) expect(alive(pid)).toBe(false);
    expect(read<{ n: number }>("SELECT count(*) AS n FROM analytics_events").n).toBe(8);
    const output = await server.output;
    expect(output).toContain("worker 2 stopped (SIGTERM)");
    expect(output).toContain(`worker 2 (pid ${pids[1]}) exited with signal SIGKILL: starting it again in 1000 ms`);
    expect(output).toContain(`worker 2 (pid ${pids[2]}) did not answer for 5 s: stopping it to start it again`);
    // The scheduler's tasks ran in one process only: each started once.
    expect(count(output, "pruning: started")).toBe(1);
    expect(count(output, "alerts: started")).toBe(1);
    expect(existsSync(join(dataDir, "uae-deals-limits.db"))).toBe(true);
  });
});

test("WORKERS that is not a whole number from 1 to 64: one readable line, exit 2", () => {
  for (const bad of ["two", "65"]) {
    const run = cli({ dataDir, env: { WORKERS: bad } }, "serve");
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("WORKERS must be a whole number from 1 to 64 (unset: one per two cores)");
  }
});
