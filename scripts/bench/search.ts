/**
 * `bun scripts/bench/search.ts [--scale 100] [--rounds 5]`: latency of the /search page, GET
 * /api/search and GET /api/offers over 50 queries, half English and half Arabic, on the compiled
 * binary with `seed --demo --scale N` processed (the demo's flyers repeated: tens of thousands of
 * pages, each with the offers processing read from it), with /healthz measured the same way in
 * the same run for scale. Loopback only, one request at a time; printed, never asserted.
 */
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { build } from "#scripts/build.ts";

const { values } = parseArgs({
  options: { scale: { type: "string", default: "100" }, rounds: { type: "string", default: "5" } },
});
const root = join(import.meta.dir, "../..");
const binary = join(root, "dist/uae-deals");
await build();

const port = 3400 + Math.floor(Math.random() * 500);
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "uae-deals-bench-search-"));
const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "production" };

const run = (...args: string[]) => {
  const started = performance.now();
  const r = Bun.spawnSync([binary, ...args], { env, stdout: "pipe", stderr: "pipe" });
  if (r.exitCode !== 0) throw new Error(`${args.join(" ")} failed: ${r.stderr.toString()}`);
  return { line: r.stdout.toString().trim().split("\n").pop(), seconds: (performance.now() - started) / 1000 };
};
const seeded = run("seed", "--demo", "--scale", values.scale!);
console.log(`${seeded.line} (${seeded.seconds.toFixed(1)} s)`);
const processed = run("catalogs", "process");
console.log(`${processed.line} (${processed.seconds.toFixed(1)} s)`);

const server = Bun.spawn([binary, "serve"], { env, stdout: "ignore", stderr: "inherit" });
for (let i = 0; i < 100 && !(await fetch(`${origin}/healthz`).catch(() => null))?.ok; i++) await Bun.sleep(100);

const db = new Database(join(dataDir, "uae-deals.db"), { readonly: true });
const count = (table: string) => (db.query(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
const offers = db.query("SELECT 1 FROM sqlite_master WHERE name = 'catalog_offers'").get()
  ? count("catalog_offers")
  : 0;
console.log(`${count("catalogs")} catalogues, ${count("catalog_pages")} processed pages, ${offers} offers`);
db.close();

const ENGLISH = [
  "milk",
  "fresh milk",
  "rice",
  "basmati",
  "tv",
  "smart tv",
  "4k",
  "laptop",
  "phone",
  "iphone",
  "shampoo",
  "chicken",
  "eggs",
  "bread",
  "coffee",
  "tea",
  "oil",
  "sugar",
  "dates",
  "water",
  "juice",
  "cheese",
  "yogurt",
  "sofa",
  "aed",
];
const ARABIC = [
  "حليب",
  "حليب طازج",
  "أرز",
  "ارز بسمتي",
  "تلفزيون",
  "تلفزيون ذكي",
  "لابتوب",
  "هاتف",
  "آيفون",
  "شامبو",
  "دجاج",
  "بيض",
  "خبز",
  "قهوة",
  "شاي",
  "زيت",
  "سكر",
  "تمر",
  "ماء",
  "عصير",
  "جبنة",
  "زبادي",
  "كنب",
  "درهم",
  "عروض",
];

/** One request read to its end; `hits` is the JSON's total, or 1 for a page (HTML). */
async function timed(path: string): Promise<{ ms: number; hits: number }> {
  const started = performance.now();
  const res = await fetch(origin + path);
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  if (!res.headers.get("content-type")?.includes("json")) return { ms, hits: 1 };
  return { ms, hits: (JSON.parse(text) as { total?: number }).total ?? 0 };
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))] ?? 0;
const rounds = Number(values.rounds);

/** Each query once uncached (the first request: a page is then served from the page cache), then `rounds` times. */
async function measure(label: string, queries: string[], path: string) {
  const ms: number[] = [];
  const first: number[] = [];
  let found = 0;
  for (const q of queries) {
    first.push((await timed(path + encodeURIComponent(q))).ms);
    for (let r = 0; r < rounds; r++) {
      const t = await timed(path + encodeURIComponent(q));
      ms.push(t.ms);
      if (r === 0 && t.hits > 0) found++;
    }
  }
  console.log(
    `${label}: ${queries.length} queries x ${rounds}: p50 ${quantile(ms, 0.5).toFixed(1)} ms, p95 ${quantile(ms, 0.95).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms; first request p50 ${quantile(first, 0.5).toFixed(1)} ms, p95 ${quantile(first, 0.95).toFixed(1)} ms; ${found} of ${queries.length} found something`,
  );
  return { ms, first };
}

const health: number[] = [];
for (let i = 0; i < 50 * rounds; i++) {
  const started = performance.now();
  await (await fetch(`${origin}/healthz`)).text();
  health.push(performance.now() - started);
}
console.log(`/healthz p50 ${quantile(health, 0.5).toFixed(2)} ms, p95 ${quantile(health, 0.95).toFixed(2)} ms`);
// The page shoppers see (offers, pages and stores in one answer), then each API on its own.
const targets = [
  ["/search page", "/search?q="],
  ["GET /api/search", "/api/search?q="],
  // Before offers were searchable (an older checkout) there is no such endpoint.
  ...((await fetch(`${origin}/api/offers?q=milk`)).ok ? [["GET /api/offers", "/api/offers?q="]] : []),
];
for (const [name, path] of targets) {
  console.log(`-- ${name}`);
  const [en, ar] = [await measure("English", ENGLISH, path!), await measure("Arabic", ARABIC, path!)];
  const all = [...en.ms, ...ar.ms];
  const first = [...en.first, ...ar.first];
  console.log(
    `${name}, all 50: p50 ${quantile(all, 0.5).toFixed(1)} ms, p95 ${quantile(all, 0.95).toFixed(1)} ms; first requests p50 ${quantile(first, 0.5).toFixed(1)} ms, p95 ${quantile(first, 0.95).toFixed(1)} ms`,
  );
}
server.kill();
await server.exited;
rmSync(dataDir, { recursive: true, force: true });
