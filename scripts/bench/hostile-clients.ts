/**
 * Hostile HTTP clients against `uae-deals serve` on loopback (issue 21): the server's memory
 * while N sockets ask for the largest answers and never read them, and the latency of the
 * cached home page while 64 connections ask for /stores?junk=N. Bounded: fixed socket counts,
 * a fixed number of seconds, 127.0.0.1 only.
 *
 *   bun scripts/bench/hostile-clients.ts --data DIR [--sockets 40] [--hold 20] [--seconds 8] [--connections 64]
 *
 * DIR is a data directory to serve (e.g. one made by `uae-deals seed --demo --scale 100`); the
 * server runs from this checkout's source (bun src/cli/main.ts serve), so the same command
 * measures any commit. Each stalled socket claims its own client address (X-Forwarded-For, with
 * TRUSTED_PROXY_HEADER set) so per-client limits do not hide the cost of an answer; the
 * "one client" rows send them all from one address.
 */
import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    data: { type: "string" },
    sockets: { type: "string", default: "40" },
    seconds: { type: "string", default: "8" },
    hold: { type: "string", default: "20" },
    connections: { type: "string", default: "64" },
  },
});
if (!values.data) throw new Error("--data DIR is required");
const SOCKETS = Number(values.sockets);
const SECONDS = Number(values.seconds);
/** How long the unread sockets are held: long enough for a server that builds each answer to build them all. */
const HOLD = Number(values.hold);
const CONNECTIONS = Number(values.connections);

const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? Number.NaN) / 1024;

async function serve() {
  const probe = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
  const port = probe.port;
  probe.stop(true);
  const child = Bun.spawn([process.execPath, join(import.meta.dir, "..", "..", "src", "cli", "main.ts"), "serve"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: values.data,
      PORT: String(port),
      HOST: "127.0.0.1",
      BACKUP_EVERY_HOURS: "0",
      TRUSTED_PROXY_HEADER: "X-Forwarded-For",
    },
    stdout: "ignore",
    stderr: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, port, origin };
    await Bun.sleep(100);
  }
  child.kill();
  throw new Error("the server did not start");
}

/** Samples the server's RSS every 100 ms for `ms`; the peak. */
async function peakDuring(pid: number, ms: number): Promise<number> {
  let peak = rssMiB(pid);
  const end = Date.now() + ms;
  while (Date.now() < end) {
    await Bun.sleep(100);
    peak = Math.max(peak, rssMiB(pid));
  }
  return peak;
}

async function stalled(server: Awaited<ReturnType<typeof serve>>, path: string, oneClient: boolean) {
  const before = rssMiB(server.child.pid);
  const sockets: Socket[] = [];
  for (let i = 0; i < SOCKETS; i++) {
    const socket = connect(server.port, "127.0.0.1");
    socket.pause(); // never reads
    socket.on("error", () => {});
    const from = oneClient ? "" : `X-Forwarded-For: 10.21.${i >> 8}.${i & 255}\r\n`;
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${from}\r\n`);
    sockets.push(socket);
  }
  const peak = await peakDuring(server.child.pid, HOLD * 1000);
  for (const socket of sockets) socket.destroy();
  const who = oneClient ? "one client" : `${SOCKETS} clients`;
  console.log(`${SOCKETS} unread sockets on ${path} (${who}): RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MiB`);
}

/** Cached / probed one request at a time while CONNECTIONS workers ask for `path(n)`. */
async function underLoad(server: Awaited<ReturnType<typeof serve>>, label: string, path: (n: number) => string) {
  await (await fetch(`${server.origin}/`)).text(); // cached before the load
  const end = Date.now() + SECONDS * 1000;
  const statuses = new Map<number, number>();
  let n = 0;
  const worker = async () => {
    while (Date.now() < end) {
      const res = await fetch(server.origin + path(n++)).catch(() => null);
      const status = res ? res.status : 0;
      await res?.arrayBuffer();
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const times: number[] = [];
  const prober = async () => {
    while (Date.now() < end) {
      const t = performance.now();
      await (await fetch(`${server.origin}/`)).arrayBuffer();
      times.push(performance.now() - t);
    }
  };
  const peak = peakDuring(server.child.pid, SECONDS * 1000);
  await Promise.all([...Array.from({ length: CONNECTIONS }, worker), prober()]);
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  console.log(
    `cached / under ${CONNECTIONS} connections of ${label} for ${SECONDS} s: ${times.length} probes, p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, max ${q(1)} ms; their answers ${JSON.stringify(Object.fromEntries(statuses))}; peak RSS ${(await peak).toFixed(0)} MiB`,
  );
}

const server = await serve();
try {
  const index = await (
    await fetch(`${server.origin}/sitemap.xml`, { headers: { "X-Forwarded-For": "10.20.0.1" } })
  ).text();
  // The largest sitemap answer: the one file, or the first file of the index.
  const first = /<sitemapindex/.test(index) ? new URL(/<loc>([^<]+)<\/loc>/.exec(index)![1]!).pathname : "/sitemap.xml";
  console.log(`sitemap: ${first} (${(index.length / 2 ** 20).toFixed(1)} MiB at /sitemap.xml)`);
  await stalled(server, first, false);
  // Built once before the sockets, as the sitemap was by the fetch above: the rows below are what
  // each unread answer costs, not the one build (a few hundred MB of garbage at scale 100).
  await (await fetch(`${server.origin}/api/stores`, { headers: { "X-Forwarded-For": "10.20.0.1" } })).arrayBuffer();
  await stalled(server, "/api/stores", false);
  await stalled(server, "/api/stores", true);
  // The same load on one cached URL: what 64 connections cost this machine without junk.
  await underLoad(server, "/stores (one URL)", () => "/stores");
  await underLoad(server, "/stores?junk=N", (n) => `/stores?junk=${n}`);
} finally {
  server.child.kill();
  await server.child.exited;
}
