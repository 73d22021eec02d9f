/**
 * `npm run bench [-- --scale N --seconds S --connections C]`: requests per second and
 * latency for GET /, GET /stores?page=2 and GET /healthz on ONE run of the compiled
 * binary (loopback only, bounded duration), plus the gzipped JavaScript that / ships
 * and the server's memory. Figures are reported, never asserted: machines are noisy.
 */

import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { build } from "../build.ts";

const { values } = parseArgs({
  options: {
    scale: { type: "string", default: "1" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
  },
});
const root = join(import.meta.dir, "../..");
const binary = join(root, "dist/uae-deals");
if (!existsSync(binary)) await build();

const port = 3400 + Math.floor(Math.random() * 500);
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "uae-deals-bench-"));
const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir };

const seed = Bun.spawnSync([binary, "seed", "--demo", "--scale", values.scale!], {
  env,
  stdout: "pipe",
  stderr: "pipe",
});
console.log(seed.stdout.toString().trim().split("\n").pop());
// Catalogue processing first: left to the server, it would render PDFs beside the measurement
// and drop the page cache as each catalogue became ready.
const processed = Bun.spawnSync([binary, "catalogs", "process"], { env, stdout: "pipe", stderr: "pipe" });
console.log(processed.stdout.toString().trim().split("\n").pop());
const server = Bun.spawn([binary, "serve"], { env, stdout: "ignore", stderr: "inherit" });

async function waitUntilUp() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {}
    await Bun.sleep(100);
  }
  throw new Error("server did not start");
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

/** Gzipped bytes of every script the page loads (module scripts and modulepreloads). */
async function shippedJs(path: string) {
  const html = await (await fetch(origin + path)).text();
  const urls = new Set(
    [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]!),
  );
  let raw = 0;
  let gz = 0;
  for (const url of urls) {
    const body = new Uint8Array(
      await (await fetch(origin + url, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer(),
    );
    raw += body.length;
    gz += Bun.gzipSync(body).length;
  }
  return { files: urls.size, raw, gz, html: html.length, htmlGz: Bun.gzipSync(new TextEncoder().encode(html)).length };
}

type Row = { path: string; rps: number; p50: number; p99: number; non2xx: number };

async function runAutocannon(path: string): Promise<Row> {
  const result = await autocannon({
    url: origin + path,
    connections: Number(values.connections),
    duration: Number(values.seconds),
    headers: { "accept-encoding": "gzip" },
  });
  return {
    path,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

function runWrk(wrk: string, path: string): Row {
  const args = [
    wrk,
    "-t1",
    `-c${values.connections}`,
    `-d${values.seconds}s`,
    "--latency",
    "-H",
    "Accept-Encoding: gzip",
    origin + path,
  ];
  const text = Bun.spawnSync(args, { stdout: "pipe" }).stdout.toString();
  const ms = (label: string) => {
    const m = text.match(new RegExp(`${label}%\\s+([\\d.]+)(us|ms|s)`));
    if (!m) return NaN;
    const n = Number(m[1]);
    return m[2] === "us" ? n / 1000 : m[2] === "s" ? n * 1000 : n;
  };
  const non2xx = Number(text.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  return {
    path,
    rps: Number(text.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN),
    p50: ms("50"),
    p99: ms("99"),
    non2xx,
  };
}

try {
  await waitUntilUp();
  const js = await shippedJs("/");
  console.log(
    `GET / ships ${js.files} JS files: ${(js.raw / 1024).toFixed(1)} KiB raw, ${(js.gz / 1024).toFixed(1)} KiB gzipped; HTML ${(js.htmlGz / 1024).toFixed(1)} KiB gzipped`,
  );
  // Cache misses: distinct URLs rendered for the first time, one at a time.
  const cold: number[] = [];
  for (let i = 0; i < 60; i++) {
    const path =
      i % 2 ? `/stores?sort=name&page=${1 + (i % 4)}&q=${i}` : `/ar/stores?search=a&page=${1 + (i % 3)}&v=${i}`;
    const started = performance.now();
    await (await fetch(origin + path)).arrayBuffer();
    cold.push(performance.now() - started);
  }
  cold.sort((a, b) => a - b);
  console.log(
    `uncached render of /stores pages: median ${cold[30]!.toFixed(1)} ms, p90 ${cold[54]!.toFixed(1)} ms (60 distinct URLs)`,
  );
  const wrk = Bun.which("wrk");
  const rows: Row[] = [];
  for (const path of ["/", "/stores?page=2", "/healthz"])
    rows.push(wrk ? runWrk(wrk, path) : await runAutocannon(path));
  console.log(
    `\n${wrk ? "wrk" : "autocannon"}, scale ${values.scale}, ${values.connections} connections, ${values.seconds} s each, one binary, loopback:`,
  );
  console.table(
    rows.map((r) => ({ path: r.path, "req/s": Math.round(r.rps), "p50 ms": r.p50, "p99 ms": r.p99, non2xx: r.non2xx })),
  );
  const health = rows.find((r) => r.path === "/healthz")!.rps;
  for (const r of rows) console.log(`${r.path}: ${(r.rps / health).toFixed(2)}x the /healthz rate`);
  console.log(`server RSS after the run: ${rssMiB(server.pid).toFixed(0)} MiB`);
} finally {
  server.kill();
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
