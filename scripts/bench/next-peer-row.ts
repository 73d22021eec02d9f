/**
 * The "Next.js peer's dynamic page": our uncached home against the same page rendered on
 * demand by Next.js 16 (scripts/bench/next-peer/), one after the other under the same load.
 *
 * The peer renders our home page's markup (624 elements at the demo scale) and runs the SQL our
 * render ran for it, through the same driver on the same runtime (bun:sqlite on Bun: Node 20 has
 * no SQLite of its own, and a native module cannot be built here), so what differs is the
 * framework: Next's App Router, a server component page with `dynamic = "force-dynamic"`, started
 * with `next start` (one process, its default, gzip on). It does less than ours: no islands to
 * hydrate, no ORM (the statements as they ran), no freshness bookkeeping beyond the same reads.
 * On Node 20 (its SQL left out) the same peer was no faster: 62 and 70 req/s against Bun's 69 and
 * 86, by turns, at scale 100.
 * Its packages are installed on first use (`npm ci` in that folder: the npm registry is needed
 * once) and it is built each run (about 20 s).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Context } from "./context.ts";
import { printLoad, runLoad } from "./load.ts";
import { highWaterMiB } from "./memory.ts";
import { probe, timeEach } from "./probe.ts";
import { median, ms, rate, ratio as times } from "./stats.ts";
import { record } from "./summary.ts";

const PEER = join(import.meta.dir, "next-peer");
const NEXT = join(PEER, "node_modules/next/dist/bin/next");
const GZIP = { "Accept-Encoding": "gzip" };

/** Runs a command to its end; throws with its last output lines when it fails. */
function run(cmd: string[], cwd: string, env: Record<string, string> = {}): string {
  const done = Bun.spawnSync(cmd, { cwd, env: { ...process.env, ...env }, stdout: "pipe", stderr: "pipe" });
  const out = `${done.stdout.toString()}${done.stderr.toString()}`;
  if (done.exitCode !== 0) throw new Error(`${cmd.join(" ")} failed:\n${out.split("\n").slice(-15).join("\n")}`);
  return out;
}

type Peer = { origin: string; pid: number; stop: () => Promise<void> };

async function startPeer(dir: string, port: number): Promise<Peer> {
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_ENV: "production",
    PEER_FIXTURE: join(dir, "fixture.json"),
    PEER_DB: join(dir, "uae-deals.db"),
  };
  const log = join(dir, "next.log");
  // Bun runs Next here (`--bun`: Bun's runtime, not a Node it would look for).
  const child = Bun.spawn([process.execPath, "--bun", NEXT, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: PEER,
    env,
    stdout: Bun.file(log),
    stderr: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill();
    await child.exited;
  };
  for (let i = 0; i < 300 && child.exitCode === null; i++) {
    const up = await fetch(`${origin}/?sort=up`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, pid: child.pid, stop };
    await Bun.sleep(100);
  }
  await stop();
  const said = await Bun.file(log)
    .text()
    .catch(() => "");
  throw new Error(`the Next.js peer did not answer on ${origin}:\n${said.split("\n").slice(-15).join("\n")}`);
}

const ROW = "uncached home against the Next.js 16 peer";

export async function nextPeerRow(ctx: Context): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "uae-deals-peer-"));
  let peer: Peer | null = null;
  try {
    const ready = await preparePeer(ctx, dir).catch((error: unknown) => {
      // No registry to install it from, or a build that failed: said, and the other rows go on.
      const why = String(error instanceof Error ? error.message : error);
      console.log(`  the peer could not be made ready: ${why}`);
      record(ROW, `not measured: ${why.trim().split("\n").at(-1)}`, ">= 5x", null);
      return null;
    });
    if (!ready) return;
    peer = ready.peer;
    await compare(ctx, ready.peer, ready.captured);
  } finally {
    await peer?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

type Captured = { bytes: number; elements: number; statements: number };

/** The fixture taken from our app into `dir`, the peer installed (once), built and started on it. */
async function preparePeer(ctx: Context, dir: string): Promise<{ peer: Peer; captured: Captured }> {
  const captured = JSON.parse(
    run(
      [process.execPath, join(import.meta.dir, "next-peer-fixture.ts"), "--data", ctx.server.data.dir, "--out", dir],
      join(import.meta.dir, "../.."),
      { NODE_ENV: "production" },
    )
      .trim()
      .split("\n")
      .at(-1)!,
  ) as Captured;
  if (!existsSync(NEXT)) run(["npm", "ci", "--no-audit", "--no-fund"], PEER);
  const fixture = { NEXT_TELEMETRY_DISABLED: "1", PEER_FIXTURE: join(dir, "fixture.json") };
  run(["node", NEXT, "build"], PEER, fixture);
  return { peer: await startPeer(dir, ctx.options.port + 7), captured };
}

/** Ours and the peer, one after the other: one render at a time, a page's size, then under load. */
async function compare(ctx: Context, peer: Peer, captured: Captured): Promise<void> {
  console.log(
    `  the peer: our home's ${captured.elements} elements (${rate(captured.bytes)} B of HTML) and its ${captured.statements} SQL statements`,
  );

  const token = Math.random().toString(36).slice(2, 8);
  const paths = (round: string) => Array.from({ length: 40 }, (_, i) => `/?sort=${token}-${round}${i}`);
  // The first 40 of each warm its JIT (the peer was just started): the second 40 are timed.
  const oneAtATime = async (origin: string) => {
    await timeEach(origin, paths("w"));
    return median((await timeEach(origin, paths("t"))).times);
  };
  const oursOne = await oneAtATime(ctx.server.origin);
  const peerOne = await oneAtATime(peer.origin);
  const [oursPage, peerPage] = [
    await probe(`${ctx.server.origin}/?sort=${token}-size`, GZIP),
    await probe(`${peer.origin}/?sort=${token}-size`, GZIP),
  ];
  console.log(`  one uncached render at a time (median of 40): ours ${ms(oursOne)} ms, the peer ${ms(peerOne)} ms`);
  console.log(
    `  a page as sent (${peerPage.encoding}): ours ${rate(oursPage.wireBytes)} B, the peer ${rate(peerPage.wireBytes)} B`,
  );

  // The same load on each, one after the other: every request a new address, so a render each.
  const spec = { paths: { kind: "counter", prefix: "/?sort=" } as const, headers: GZIP };
  const health = await ctx.health();
  const ours = await ctx.load(spec.paths, spec.headers);
  printLoad("uncached / on ours", ours, health);
  const theirs = await runLoad({
    origin: peer.origin,
    ...spec,
    seconds: ctx.options.seconds,
    connections: ctx.options.connections,
  });
  printLoad("uncached / on the Next.js peer", theirs, health);
  const peak = highWaterMiB(peer.pid);
  console.log(
    `  ${"".padEnd(50)} ours = ${times(ours.rps / theirs.rps)} the peer's; the peer's peak RSS ${peak.toFixed(0)} MiB`,
  );
  record(
    ROW,
    `${rate(ours.rps)} req/s against ${rate(theirs.rps)} = ${times(ours.rps / theirs.rps)}; one render ${ms(oursOne)} against ${ms(peerOne)} ms`,
    ">= 5x",
    ours.rps >= 5 * theirs.rps,
  );
}
