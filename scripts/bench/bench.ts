/**
 * `npm run bench [-- --help]`: every row of issue 14's table in one run of the compiled binary,
 * on loopback, bounded in time: the demo rows on `seed --demo` (cached and uncached home, the
 * JavaScript and Lighthouse figures per public template), the scale rows on `seed --scale 100`
 * (store pages, list pages one request at a time, the store API, the server's memory), and the
 * shopper mix at scale 100 (issue 28: every public address, Zipf-distributed, admin saves). Each
 * throughput is also given as a ratio to /healthz under the same load on the same server, which
 * survives a noisy machine better than the raw rate. Figures are printed, never asserted.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { build } from "#scripts/build.ts";
import { cachedRows, uncachedRow } from "./cached-rows.ts";
import { context } from "./context.ts";
import { eventsRow } from "./events-row.ts";
import { describeLoadTool } from "./load.ts";
import { highWaterMiB, sampleMemory, servePids } from "./memory.ts";
import { runMixRows } from "./mix-rows.ts";
import { nextPeerRow } from "./next-peer-row.ts";
import { type RowId, readOptions } from "./options.ts";
import { apiListRow, apiSearchRow, singleRequestRows, storeRow } from "./scale-rows.ts";
import { type DataSet, existingData, prepareData, type Server, startServer } from "./server.ts";
import { rate } from "./stats.ts";
import { labelRows, printSummary, record } from "./summary.ts";
import { swrRow } from "./swr-row.ts";
import { jsRow, lighthouseRow } from "./template-rows.ts";
import { publicTemplates } from "./templates.ts";

const options = readOptions();
const started = performance.now();
const binary = options.binary ?? join(import.meta.dir, "../../dist/uae-deals");
if (!options.binary) await build();
const built = statSync(binary);
console.log(`binary ${binary} (${(built.size / 1e6).toFixed(0)} MB, built ${built.mtime.toISOString()})`);
const tool = describeLoadTool();
console.log(`load: ${tool}, ${options.connections} connections, ${options.seconds} s a row, loopback\n`);

const wanted = (...ids: RowId[]) => ids.filter((id) => options.rows.has(id));
const demoRows = wanted("cached", "uncached", "peer", "events", "js", "lighthouse");
const scaleRows = wanted("store", "single", "api-search", "api-list", "memory", "swr");
const mixRows = wanted("mix", "mix-heap");

// Everything started is stopped and removed however the run ends (Ctrl-C included).
const servers: Server[] = [];
const dataSets: DataSet[] = [];
async function stopServers() {
  for (const s of servers.splice(0)) await s.stop();
}
async function cleanUp() {
  await stopServers();
  for (const d of dataSets.splice(0)) d.remove();
}
process.on("SIGINT", () => cleanUp().then(() => process.exit(130)));

/** The data set at `scale`, made once: with --workers the same data is served by each WORKERS value. */
function dataAt(scale: number): DataSet {
  const made = dataSets.find((d) => d.scale === scale);
  if (made) return made;
  const data =
    options.data && scale === options.bigScale ? existingData(binary, options.data, scale) : prepareData(binary, scale);
  dataSets.push(data);
  return data;
}

async function serve(scale: number, port: number): Promise<Server> {
  const reuse = servers.find((s) => s.data.scale === scale);
  if (reuse) return reuse;
  const server = await startServer(binary, dataAt(scale), port);
  servers.push(server);
  return server;
}

/** Each serve process's peak resident memory (WORKERS > 1: the first one, then the others). */
function perProcessPeaks(server: Server): string {
  return servePids(server.pid)
    .map((pid) => `${highWaterMiB(pid).toFixed(0)}`)
    .join(" + ");
}

try {
  for (const workers of options.workers ?? [null]) {
    if (workers !== null) {
      process.env.WORKERS = String(workers);
      labelRows(`WORKERS=${workers}: `);
      console.log(`\n=== WORKERS=${workers} ===`);
    }
    if (demoRows.length) {
      const ctx = context(await serve(options.demoScale, options.port), options);
      console.log(`\ndemo rows, scale ${options.demoScale}:`);
      if (demoRows.includes("cached")) await cachedRows(ctx);
      if (demoRows.includes("uncached")) await uncachedRow(ctx);
      if (demoRows.includes("peer")) {
        console.log("\nthe Next.js peer (issue 28):");
        await nextPeerRow(ctx);
      }
      if (demoRows.includes("events")) {
        console.log("\nevent burst (issue 27):");
        await eventsRow(ctx);
      }
      const templates = demoRows.some((r) => r === "js" || r === "lighthouse") ? await publicTemplates(ctx.server) : [];
      const chosen = options.templates
        ? // "store" names both languages' store page; "ar-store" only the Arabic one.
          templates.filter(
            (t) => options.templates!.includes(t.id) || options.templates!.includes(t.id.replace(/^ar-/, "")),
          )
        : templates;
      if (demoRows.includes("js")) {
        console.log("\nJavaScript each template loads (gzipped here at the default level):");
        await jsRow(ctx, chosen);
      }
      if (demoRows.includes("lighthouse")) {
        console.log("\nLighthouse, mobile preset (simulated throttling), one page at a time:");
        await lighthouseRow(ctx, chosen);
      }
      if (options.demoScale !== options.bigScale) await cleanUp();
    }
    if (scaleRows.length) {
      const server = await serve(options.bigScale, options.port + 1);
      const ctx = context(server, options);
      const memory = sampleMemory(server.pid);
      console.log(`\nscale rows, scale ${options.bigScale}:`);
      // Memory is read during the other scale rows; asked for alone, the store walk is its load.
      const load = scaleRows.filter((r) => r !== "memory");
      // Which row raised the peak: the kernel's high-water mark after each.
      const steps: [boolean, (c: typeof ctx) => Promise<void>][] = [
        [load.includes("store") || !load.length, storeRow],
        [load.includes("swr"), (c) => swrRow(c, binary)],
        [load.includes("single"), singleRequestRows],
        [load.includes("api-search"), apiSearchRow],
        [load.includes("api-list"), apiListRow],
      ];
      for (const [run, row] of steps) {
        if (!run) continue;
        await row(ctx);
        if (scaleRows.includes("memory"))
          console.log(`  ${"".padEnd(50)} server VmHWM so far ${highWaterMiB(server.pid).toFixed(0)} MiB`);
      }
      const m = memory.stop();
      console.log(`  serve processes' peak RSS (VmHWM, MiB): ${perProcessPeaks(server)}`);
      if (scaleRows.includes("memory")) {
        console.log(
          `  server RSS: peak ${m.peakMiB.toFixed(0)} MiB sampled (${m.samples} samples), VmHWM ${m.highWaterMiB.toFixed(0)} MiB`,
        );
        record(
          `server memory, scale ${options.bigScale} under load`,
          `peak RSS ${m.peakMiB.toFixed(0)} MiB (VmHWM ${m.highWaterMiB.toFixed(0)} MiB)`,
          "<= 150 MiB",
          m.peakMiB > 0 ? m.highWaterMiB <= 150 : null,
        );
      }
    }
    if (mixRows.length) {
      // The mix's servers have the data set to themselves (one server a data directory).
      await stopServers();
      const data = dataAt(options.bigScale);
      console.log(`\nshopper mix, scale ${options.bigScale} (issue 28):`);
      await runMixRows(
        { mix: mixRows.includes("mix"), heap: mixRows.includes("mix-heap") },
        options,
        async (env, port, keptPages) => {
          const server = await startServer(binary, data, port, env, keptPages);
          servers.push(server);
          return server;
        },
      );
    }
    await stopServers();
  }
} finally {
  await cleanUp();
}
printSummary(
  `summary (${tool}; demo rows at scale ${options.demoScale}, scale rows at ${options.bigScale}; ` +
    `${rate((performance.now() - started) / 1000)} s in all; figures only, nothing asserted):`,
);
