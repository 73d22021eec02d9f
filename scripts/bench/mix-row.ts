/**
 * The shopper mix (issue 28 item 4) on a server of its own: Zipf-distributed requests over every
 * public address (mix-urls.ts) while an admin saves a store every 10 s (mix-admin.ts). First the
 * mix's peak, closed loop (wrk, `--connections`), then the mix open loop at half that rate
 * (mix-client.ts: latency from when each request was due), all answers and cached and rendered
 * ones apart; then the cached pages alone at the rate the mix asked for them, for what renders
 * beside them cost a cached answer; the server's memory (every process of it) throughout.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Context } from "./context.ts";
import { printLoad, runLoad } from "./load.ts";
import type { LoadResult } from "./load-types.ts";
import { sampleTreeMemory, type TreeMemory } from "./memory.ts";
import { type Saves, startSaves } from "./mix-admin.ts";
import type { MixJob, MixResult } from "./mix-client.ts";
import { type MixAddress, type MixKind, mixAddresses, mixSequence } from "./mix-urls.ts";
import { ms, percentile, rate } from "./stats.ts";

/** What a browser sends: the server picks brotli, as for most visitors. */
export const MIX_HEADERS = { "Accept-Encoding": "gzip, deflate, br, zstd" };
/** Seconds of the mix asked closed loop before the peak is taken, so the cache holds what shoppers keep asking. */
const WARM_SECONDS = 5;
/** The most popular addresses asked alone for the cached baseline. */
const HOT_ADDRESSES = 200;

export type Latencies = { count: number; p50: number; p99: number; max: number };
export const latencies = (samples: number[]): Latencies => ({
  count: samples.length,
  p50: percentile(samples, 50),
  p99: percentile(samples, 99),
  max: samples.length ? Math.max(...samples) : Number.NaN,
});
export const describe = (l: Latencies) => `p50 ${ms(l.p50)} ms, p99 ${ms(l.p99)} ms, max ${ms(l.max)} ms`;

export type OpenRun = {
  rps: number;
  all: Latencies;
  cached: Latencies;
  rendered: Latencies;
  statuses: Record<string, number>;
  stale: number;
  errors: number;
  lateMax: number;
};

function dubaiToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dubai" }).format(new Date());
}

/** The mix's addresses and a few sequences of them, kept in a directory removed at the end. */
export async function prepareMix(ctx: Context) {
  const addresses = await mixAddresses(ctx.server.data.dir, ctx.server.origin, dubaiToday());
  const counts = new Map<MixKind, number>();
  for (const a of addresses) counts.set(a.kind, (counts.get(a.kind) ?? 0) + 1);
  console.log(
    `  ${rate(addresses.length)} addresses (both languages): ${[...counts].map(([k, n]) => `${rate(n)} ${k}`).join(", ")}`,
  );
  // One address of each kind asked once: a kind that redirects or fails would be measured as fast pages.
  for (const kind of counts.keys()) {
    const sample = addresses.find((a) => a.kind === kind)!;
    const res = await fetch(ctx.server.origin + sample.path, { redirect: "manual", headers: MIX_HEADERS });
    await res.arrayBuffer();
    if (res.status !== 200) console.log(`  warning: ${sample.path} (${kind}) answers ${res.status}`);
  }
  const dir = mkdtempSync(join(tmpdir(), "uae-deals-mix-"));
  let seed = 100;
  const sequence = (count: number) => mixSequence(addresses, count, ++seed).map((a) => a.path);
  const firstStore = addresses.find((a) => a.kind === "store" && !a.path.includes("?"))!;
  return { addresses, dir, sequence, firstStore, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
export type Mix = Awaited<ReturnType<typeof prepareMix>>;

/** The store the admin saves: the most asked-for one, so its own page is among the hot ones. */
export async function saveEvery10s(ctx: Context, store: MixAddress): Promise<Saves> {
  const slug = store.path.replace(/^\/store\//, "");
  const { id } = (await (await fetch(`${ctx.server.origin}/api/stores/by-slug/${slug}`)).json()) as { id: number };
  return startSaves(ctx.server.origin, id);
}

/** The mix closed loop for `seconds` (wrk, the options' connections). */
export function closedLoop(ctx: Context, mix: Mix, seconds: number): Promise<LoadResult> {
  return runLoad({
    origin: ctx.server.origin,
    paths: { kind: "sequence", paths: mix.sequence(200_000) },
    headers: MIX_HEADERS,
    seconds,
    connections: ctx.options.connections,
  });
}

let clientBase = 0;

/** `paths` asked open loop at `perSecond` for `seconds` by mix-client.ts in its own process. */
export async function openLoop(ctx: Context, mix: Mix, paths: string[], perSecond: number, seconds: number) {
  const pathsFile = join(mix.dir, `paths-${++clientBase}.txt`);
  writeFileSync(pathsFile, paths.join("\n"));
  const job: MixJob = {
    origin: ctx.server.origin,
    pathsFile,
    rate: perSecond,
    seconds,
    headers: MIX_HEADERS,
    clientBase: clientBase * 1_000_000,
  };
  const jobFile = join(mix.dir, `job-${clientBase}.json`);
  writeFileSync(jobFile, JSON.stringify(job));
  const child = Bun.spawn([process.execPath, join(import.meta.dir, "mix-client.ts"), jobFile], {
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out, err] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text()]);
  if ((await child.exited) !== 0) throw new Error(`the mix client failed:\n${err}`);
  const r = JSON.parse(out.trim().split("\n").pop()!) as MixResult;
  const run: OpenRun = {
    rps: (r.hit.length + r.miss.length) / r.seconds,
    all: latencies([...r.hit, ...r.miss]),
    cached: latencies(r.hit),
    rendered: latencies(r.miss),
    statuses: r.statuses,
    stale: r.stale,
    errors: r.errors,
    lateMax: r.lateMax,
  };
  return run;
}

export function printOpen(label: string, run: OpenRun): void {
  const statuses = Object.entries(run.statuses)
    .map(([s, n]) => `${rate(n)}x${s}`)
    .join(" ");
  console.log(
    `  ${label.padEnd(50)} ${rate(run.rps).padStart(7)} req/s, ${describe(run.all)}; ` +
      `${[statuses, run.errors ? `${run.errors} errors or 10 s timeouts` : ""].filter(Boolean).join(", ")}; ` +
      `sends up to ${ms(run.lateMax)} ms late`,
  );
  const stale = run.stale ? ` (${rate(run.stale)} of them stale)` : "";
  console.log(
    `  ${"  from the page cache".padEnd(50)} ${rate(run.cached.count).padStart(7)} answers, ${describe(run.cached)}${stale}`,
  );
  console.log(
    `  ${"  rendered (or waited on a render)".padEnd(50)} ${rate(run.rendered.count).padStart(7)} answers, ${describe(run.rendered)}`,
  );
}

/** Warm-up, then the mix open loop at `perSecond` with the admin saving; memory over both. */
export async function mixAtRate(ctx: Context, mix: Mix, perSecond: number, seconds: number) {
  const memory = sampleTreeMemory(ctx.server.pid);
  const saves = await saveEvery10s(ctx, mix.firstStore);
  let run: OpenRun;
  let saved: Awaited<ReturnType<Saves["stop"]>>;
  try {
    await closedLoop(ctx, mix, WARM_SECONDS);
    run = await openLoop(ctx, mix, mix.sequence(Math.ceil(perSecond * seconds)), perSecond, seconds);
  } finally {
    saved = await saves.stop();
  }
  return { run, saved, memory: memory.stop() };
}

/** The hot addresses alone (warmed, no saves), open loop at `perSecond`: what a cached answer costs with no render beside it. */
export async function cachedAlone(ctx: Context, mix: Mix, perSecond: number, seconds: number): Promise<OpenRun> {
  const hot = mix.addresses.slice(0, HOT_ADDRESSES).map((a) => a.path);
  for (const path of hot) await (await fetch(ctx.server.origin + path, { headers: MIX_HEADERS })).arrayBuffer();
  const hotSet = new Set(hot);
  const paths = mix.sequence(Math.ceil(perSecond * seconds) * 20).filter((p) => hotSet.has(p));
  return openLoop(ctx, mix, paths, perSecond, seconds);
}

export function describeMemory(m: TreeMemory): string {
  const many = m.processes > 1 ? `, ${m.processes} processes: ${rate(m.totalPeakMiB)} MiB together` : "";
  const hwm = Math.max(0, ...Object.values(m.highWaterMiB));
  return `peak RSS ${rate(m.perProcessPeakMiB)} MiB a process (VmHWM ${rate(hwm)} MiB)${many}`;
}

export { printLoad };
