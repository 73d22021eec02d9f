/**
 * Scale rows (seed --scale 100 by default): uncached store pages walking every slug, single
 * uncached requests to the list pages, and the public store API searched and listed.
 */
import type { Context } from "./context.ts";
import { printLoad } from "./load.ts";
import { probe, timeEach } from "./probe.ts";
import { storeColumn } from "./server.ts";
import { median, ms, percentile, rate, ratio as times } from "./stats.ts";
import { record } from "./summary.ts";

const GZIP = { "Accept-Encoding": "gzip" };
const SEARCH_TERMS = ["carrefour", "lulu", "sharaf", "home", "max", "centre", "fashion", "mart", "market", "dg"];

export async function storeRow(ctx: Context): Promise<void> {
  const health = await ctx.health();
  const slugs = storeColumn(ctx.server.data, "slug");
  // A tab the page does not know shows the overview: a new `tab=` is a new render of the store page.
  const r = await ctx.load({ kind: "list", paths: slugs.map((s) => `/store/${s}`), param: "tab" }, GZIP);
  const ratio = printLoad(`uncached /store/{slug}, ${slugs.length} slugs in turn`, r, health);
  record(
    `uncached /store/{slug} (${slugs.length} slugs)`,
    `${rate(r.rps)} req/s = ${times(ratio)}, p99 ${ms(r.p99)} ms`,
    ">= 2,000 req/s",
    r.rps >= 2000,
  );
}

/** The last page number of /catalogs (a page past the end redirects to it). */
async function lastCatalogPage(origin: string): Promise<number> {
  const res = await fetch(`${origin}/catalogs?page=100000`, { redirect: "manual" });
  await res.arrayBuffer();
  const page = Number(new URL(res.headers.get("location") ?? "/?page=1", origin).searchParams.get("page"));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export async function singleRequestRows(ctx: Context): Promise<void> {
  const origin = ctx.server.origin;
  const token = Math.random().toString(36).slice(2, 8);
  const last = await lastCatalogPage(origin);
  const n = 100;
  // A sort the page does not know is its default order: a new `sort=` is a new render of the same list
  // (a parameter no page reads would be keyed away and answered from the cache: canonical-query.ts).
  const kinds: [string, (i: number) => string][] = [
    ["home", (i) => `/?sort=${token}-${i}`],
    ["/stores?search=<term>", (i) => `/stores?search=${SEARCH_TERMS[i % SEARCH_TERMS.length]}&sort=${token}-${i}`],
    // Page 1 is /catalogs itself (?page=1 redirects there), so the walk is pages 2 to the last.
    [
      `/catalogs?page=N (2-${last})`,
      (i) => (last > 1 ? `/catalogs?page=${2 + (i % (last - 1))}&sort=${token}-${i}` : `/catalogs?sort=${token}-${i}`),
    ],
  ];
  for (const [label, url] of kinds) {
    const { times, statuses } = await timeEach(
      origin,
      Array.from({ length: n }, (_, i) => url(i)),
    );
    const [p50, p95] = [median(times), percentile(times, 95)];
    console.log(
      `  ${`one uncached ${label} at a time`.padEnd(50)} median ${ms(p50)} ms, p95 ${ms(p95)} ms (${n} distinct URLs, status ${[...statuses].join("/")})`,
    );
    record(`${label} uncached, one request`, `median ${ms(p50)} ms, p95 ${ms(p95)} ms`, "<= 3 ms", p50 <= 3);
  }
}

/**
 * The issue's row: the one search asked again and again, as visitors do (answered from the kept
 * answers after the first). Beside it, what a search costs when nobody asked it before: the first
 * `carrefour` after start, and under load every store's own name in turn, each a new answer.
 */
export async function apiSearchRow(ctx: Context): Promise<void> {
  const health = await ctx.health();
  const path = "/api/stores?search=carrefour";
  const url = ctx.server.origin + path;
  const cold = await probe(url, GZIP);
  const raw = await probe(url);
  const wire = await probe(url, GZIP);
  const r = await ctx.load({ kind: "fixed", path }, GZIP);
  const ratio = printLoad(`GET ${path}`, r, health);
  const size = `${rate(raw.wireBytes)} B JSON, ${rate(wire.wireBytes)} B ${wire.encoding}`;
  console.log(`  ${"".padEnd(50)} a response: ${size}; the first after start ${ms(cold.ms)} ms`);
  const names = storeColumn(ctx.server.data, "name");
  const fresh = await ctx.load(
    { kind: "list", paths: names.map((n) => `/api/stores?search=${encodeURIComponent(n)}`), param: "b" },
    GZIP,
  );
  const freshRatio = printLoad(`GET /api/stores?search=<each store's name>`, fresh, health);
  const wrapped = fresh.requests > names.length ? "; the list wrapped, so later answers were kept ones" : "";
  console.log(`  ${"".padEnd(50)} ${fresh.requests} requests over ${names.length} names${wrapped}`);
  record(
    `GET ${path}`,
    `${rate(r.rps)} req/s = ${times(ratio)}, p95 ${ms(r.p95)} ms, p99 ${ms(r.p99)} ms, ${size}; first ${ms(cold.ms)} ms`,
    "p95 <= 25 ms",
    r.p95 <= 25,
  );
  record(
    "GET /api/stores?search=<a new name each time>",
    `${rate(fresh.rps)} req/s = ${times(freshRatio)}, p95 ${ms(fresh.p95)} ms, p99 ${ms(fresh.p99)} ms`,
    "(none)",
    null,
  );
}

type ListCall = { status: number; ms: number; bytes: number; items: number | null; wrapped: boolean };

async function listCall(url: string, times = 3): Promise<ListCall> {
  const samples: number[] = [];
  let last: { status: number; text: string } = { status: 0, text: "" };
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const res = await fetch(url);
    last = { status: res.status, text: await res.text() };
    samples.push(performance.now() - started);
  }
  let items: number | null = null;
  let wrapped = false;
  try {
    const body = JSON.parse(last.text) as unknown;
    if (Array.isArray(body)) items = body.length;
    else if (body && typeof body === "object") {
      const list = Object.values(body).find(Array.isArray) as unknown[] | undefined;
      items = list ? list.length : null;
      wrapped = true;
    }
  } catch {}
  return {
    status: last.status,
    ms: median(samples),
    bytes: new TextEncoder().encode(last.text).length,
    items,
    wrapped,
  };
}

export async function apiListRow(ctx: Context): Promise<void> {
  const base = `${ctx.server.origin}/api/stores`;
  const all = await listCall(base);
  const paged = await listCall(`${base}?page=1&limit=50`, 5);
  const describe = (c: ListCall) =>
    `${(c.bytes / 1e6).toFixed(c.bytes < 1e5 ? 3 : 1)} MB (${c.items ?? "?"} items) in ${ms(c.ms)} ms, status ${c.status}`;
  // Paged when the answer differs from the unpaged list: a wrapper with the items, or fewer items.
  const pages =
    paged.status === 200 &&
    paged.items !== null &&
    paged.items <= 50 &&
    (paged.wrapped !== all.wrapped || paged.items < (all.items ?? 0));
  console.log(`  GET /api/stores: ${describe(all)}`);
  console.log(
    `  GET /api/stores?page=1&limit=50: ${pages ? describe(paged) : `not paged by this server (${describe(paged)})`}`,
  );
  record("GET /api/stores (the spec's unpaged call)", describe(all), "still answers", all.status === 200);
  record("GET /api/stores?page=1&limit=50", pages ? describe(paged) : "not paged", "admin lists paged", pages);
}
