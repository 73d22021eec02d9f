/**
 * The `mix` and `mix-heap` rows: the shopper mix's figures against issue 28's goals, and the
 * same mix on servers started with JavaScriptCore's heap settings, for what they do to memory.
 */
import { type Context, context } from "./context.ts";
import { printLoad } from "./load.ts";
import { sampleTreeMemory } from "./memory.ts";
import {
  cachedAlone,
  closedLoop,
  describe,
  describeMemory,
  type Mix,
  mixAtRate,
  prepareMix,
  printOpen,
} from "./mix-row.ts";
import type { Options } from "./options.ts";
import type { Server } from "./server.ts";
import { ms, rate, ratio as times } from "./stats.ts";
import { record } from "./summary.ts";

/** Memory per process the issue allows under the mix. */
const MEMORY_GOAL_MIB = 256;

/**
 * The heap settings compared (`mix-heap`): Bun's own, --smol, and JSC told the machine has 1 GiB
 * (what it sizes its heap from on the 1 GB VPS the issue names) or 256 MiB.
 */
export const HEAP_SETTINGS: { label: string; env: Record<string, string> }[] = [
  { label: "default heap", env: {} },
  { label: "BUN_OPTIONS=--smol", env: { BUN_OPTIONS: "--smol" } },
  { label: "BUN_JSC_forceRAMSize=1 GiB", env: { BUN_JSC_forceRAMSize: String(1024 * 1024 * 1024) } },
  { label: "BUN_JSC_forceRAMSize=256 MiB", env: { BUN_JSC_forceRAMSize: String(256 * 1024 * 1024) } },
];

/** A cached answer's p99 counts as unchanged within 20 % or 1 ms of the cached pages asked alone. */
const unchanged = (mixed: number, alone: number) => mixed <= Math.max(alone * 1.2, alone + 1);

/** The mix's peak, then half of it open loop with saves, then the cached pages alone; returns the rate used. */
export async function mixRow(ctx: Context, mix: Mix, seconds: number): Promise<number> {
  const health = await ctx.health();
  // Memory over the whole row, the closed-loop peak (the most renders at once) included.
  const whole = sampleTreeMemory(ctx.server.pid);
  await closedLoop(ctx, mix, 5); // the cache as shoppers keep it
  const peak = await closedLoop(ctx, mix, ctx.options.seconds);
  const ratio = printLoad(`the mix closed loop (${ctx.options.connections} connections): peak`, peak, health);
  const half = ctx.options.mixRate ?? Math.max(1, Math.round(peak.rps / 2));
  const { run, saved } = await mixAtRate(ctx, mix, half, seconds);
  printOpen(`the mix open loop at ${rate(half)} req/s, ${seconds} s`, run);
  console.log(
    `  ${"  admin saves (PUT /api/stores/:id)".padEnd(50)} ${saved.ms.length} saves, answers ${JSON.stringify(saved.statuses)}, slowest ${ms(Math.max(0, ...saved.ms))} ms`,
  );
  const cachedRate = Math.max(1, Math.round(run.cached.count / seconds));
  const alone = await cachedAlone(ctx, mix, cachedRate, Math.min(seconds, 10));
  printOpen(`the ${rate(cachedRate)} req/s of cached pages alone`, alone);
  const memory = whole.stop();
  console.log(`  ${"server memory over the mix".padEnd(50)} ${describeMemory(memory)}`);

  record(
    "shopper mix peak (closed loop)",
    `${rate(peak.rps)} req/s = ${times(ratio)} /healthz, p99 ${ms(peak.p99)} ms${peak.non2xx ? `, ${peak.non2xx} non-2xx` : ""}`,
    "(none)",
    null,
  );
  record(
    `shopper mix at ${ctx.options.mixRate ? "a set rate" : "50%"} (${rate(half)} req/s, saves)`,
    `${rate(run.rps)} req/s, ${describe(run.all)}${run.errors ? `, ${run.errors} unanswered` : ""}`,
    "p99 <= 50 ms, max <= 250 ms",
    run.all.p99 <= 50 && run.all.max <= 250 && run.errors === 0,
  );
  record(
    "  cached answers in the mix",
    `${describe(run.cached)}; alone p99 ${ms(alone.cached.p99)} ms`,
    "p99 as alone",
    unchanged(run.cached.p99, alone.cached.p99),
  );
  record(`  rendered answers in the mix (${rate(run.rendered.count)})`, describe(run.rendered), "(none)", null);
  record(
    "server memory under the mix",
    describeMemory(memory),
    `<= ${MEMORY_GOAL_MIB} MiB a process`,
    memory.samples ? memory.perProcessPeakMiB <= MEMORY_GOAL_MIB : null,
  );
  return half;
}

/**
 * The mix at the same rate on the server started again over the same data: it starts with the
 * pages the first one kept on disk (src/server/page-store.ts), as a restarted site does.
 */
async function restartedRow(ctx: Context, mix: Mix, perSecond: number, seconds: number) {
  const { run, memory } = await mixAtRate(ctx, mix, perSecond, seconds);
  printOpen(`after a restart, pages kept on disk: the mix at ${rate(perSecond)} req/s`, run);
  console.log(`  ${"server memory".padEnd(50)} ${describeMemory(memory)}`);
  record(
    `shopper mix after a restart (${rate(perSecond)} req/s, saves)`,
    `${rate(run.rps)} req/s, ${describe(run.all)}; ${rate(run.rendered.count)} rendered` +
      (run.errors ? `, ${run.errors} unanswered` : ""),
    "p99 <= 50 ms, max <= 250 ms",
    run.all.p99 <= 50 && run.all.max <= 250 && run.errors === 0,
  );
}

/** The mix at `perSecond` (warm-up, saves) on a fresh server with one heap setting: memory and latency. */
export async function mixHeapRow(ctx: Context, mix: Mix, label: string, perSecond: number, seconds: number) {
  const { run, memory } = await mixAtRate(ctx, mix, perSecond, seconds);
  printOpen(`${label}: the mix open loop at ${rate(perSecond)} req/s`, run);
  console.log(`  ${"server memory".padEnd(50)} ${describeMemory(memory)}`);
  record(
    `memory under the mix, ${label}`,
    `${describeMemory(memory)}; p99 ${ms(run.all.p99)} ms, max ${ms(run.all.max)} ms` +
      (run.errors ? `, ${run.errors} unanswered` : ""),
    `<= ${MEMORY_GOAL_MIB} MiB a process`,
    memory.samples ? memory.perProcessPeakMiB <= MEMORY_GOAL_MIB : null,
  );
}

/**
 * Both mix rows on servers of their own over `data` (a data directory takes one server at a time:
 * the caller has stopped any other), each stopped before the next starts.
 */
export async function runMixRows(
  which: { mix: boolean; heap: boolean },
  options: Options,
  start: (env: Record<string, string>, port: number, keptPages?: boolean) => Promise<Server>,
): Promise<void> {
  let server = await start({}, options.port + 2);
  const ctx = context(server, options);
  const mix = await prepareMix(ctx);
  try {
    let perSecond: number;
    if (which.mix) {
      perSecond = await mixRow(ctx, mix, options.mixSeconds);
      await server.stop();
      server = await start({}, options.port + 2, true);
      await restartedRow(context(server, options), mix, perSecond, options.mixSeconds);
    } else {
      await closedLoop(ctx, mix, 5);
      perSecond = options.mixRate ?? Math.max(1, Math.round((await closedLoop(ctx, mix, options.seconds)).rps / 2));
      console.log(
        `  the mix's rate: ${rate(perSecond)} req/s${options.mixRate ? " (--mix-rate)" : " (its closed-loop peak, halved)"}`,
      );
    }
    await server.stop();
    if (!which.heap) return;
    console.log(`\nthe mix at ${rate(perSecond)} req/s on a fresh server per heap setting:`);
    for (const [i, heap] of HEAP_SETTINGS.entries()) {
      server = await start(heap.env, options.port + 3 + i);
      await mixHeapRow(context(server, options), mix, heap.label, perSecond, options.mixSeconds);
      await server.stop();
    }
  } finally {
    mix.remove();
  }
}
