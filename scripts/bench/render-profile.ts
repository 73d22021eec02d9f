/**
 * Renders one kind of uncached page again and again through the real app (no socket, so no
 * per-client limit), for a CPU profile of the render path alone:
 *   bun scripts/build.ts --no-compile
 *   bun --cpu-prof --cpu-prof-dir=/tmp/prof scripts/bench/render-profile.ts --data DIR --page store --count 300
 * DIR is a data set made with `seed --demo --scale 100` and `catalogs process` (not served meanwhile).
 * `--page home` renders `/?sort=<new>` (the default order, a new cache key each time), `store`
 * walks the stores with a new `tab=` (the overview), `catalog` walks the live catalogues' first
 * pages (each address once: run with a count below the number of live catalogues), `offer` the
 * same pages with their first offer open (`?offer=`, its sheet rendered inline), `search`
 * searches each store's name with a number after it (offers, pages and stores all searched).
 * Prints the median time of a render (gzip of the page included, as the page cache makes it on
 * the first gzip client) and the process's CPU time per render (user and system; the render's
 * own worker threads, if any, count too).
 */
import { parseArgs } from "node:util";
import { openAppDatabase } from "#cli/database.ts";
import { createApp } from "#routes/index.ts";
import { loadConfig } from "#server/config.ts";
import { median, ms } from "./stats.ts";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: {
    data: { type: "string" },
    page: { type: "string", default: "home" },
    count: { type: "string", default: "300" },
  },
});
if (!values.data) throw new Error("--data DIR: a data set seeded at scale 100 and processed");
const config = loadConfig({ DATA_DIR: values.data });
const db = openAppDatabase(config, () => {});
const app = createApp(config);
const count = Number(values.count);
const slugs = (db.$client.query("SELECT slug FROM stores ORDER BY id").all() as { slug: string }[]).map((r) => r.slug);
const names = (db.$client.query("SELECT name FROM stores ORDER BY id").all() as { name: string }[]).map((r) => r.name);
const catalogs = (
  db.$client
    .query("SELECT id FROM catalogs WHERE pages > 0 AND date(expiry_date) >= date('now') ORDER BY id")
    .all() as { id: number }[]
).map((r) => r.id);
// Each live catalogue's first page with its first offer open (?offer=: its sheet rendered inline).
const offers = (
  db.$client
    .query(
      `SELECT catalog_id AS catalog, MIN(id) AS offer FROM catalog_offers
       WHERE page = 1 AND catalog_id IN (SELECT id FROM catalogs WHERE pages > 0 AND date(expiry_date) >= date('now'))
       GROUP BY catalog_id ORDER BY catalog_id`,
    )
    .all() as { catalog: number; offer: number }[]
).map((r) => `/catalogs/${r.catalog}/page/1?offer=${r.offer}`);
const paths: Record<string, (i: number) => string> = {
  home: (i) => `/?sort=p${Date.now()}-${i}`,
  store: (i) => `/store/${slugs[i % slugs.length]}?tab=p${i}`,
  catalog: (i) => `/catalogs/${catalogs[i % catalogs.length]}/page/1`,
  offer: (i) => offers[i % offers.length]!,
  search: (i) => `/search?q=${encodeURIComponent(`${names[i % names.length]} ${i}`)}`,
};
const path = paths[values.page] ?? paths.home!;

const times: number[] = [];
let cpu = process.cpuUsage();
for (let i = 0; i < count + 20; i++) {
  if (i === 20) cpu = process.cpuUsage();
  const started = performance.now();
  const res = await app.request(path(i), { headers: { "Accept-Encoding": "gzip" } });
  if (res.status !== 200) throw new Error(`${path(i)} answered ${res.status}`);
  await res.arrayBuffer();
  if (i >= 20) times.push(performance.now() - started); // the first ones warm the JIT
}
// CPU time moves far less than the wall clock on a machine shared with other work.
const used = process.cpuUsage(cpu);
console.log(
  `${values.page}: ${count} renders, median ${ms(median(times))} ms, CPU ${ms((used.user + used.system) / 1000 / count)} ms a render`,
);
