/**
 * The two ways a public page is rendered (src/server/render.tsx), by turns in one process
 * through the real app: straight to HTML (the default) and the Flight way (the whole tree as
 * Flight, decoded, then HTML). By turns, so the machine's slow spells fall on both alike.
 *   bun scripts/build.ts --no-compile
 *   NODE_ENV=production bun scripts/bench/render-ways.ts --data DIR [--count 600]
 * DIR: a data set (`seed --demo`, any scale), not served meanwhile. Prints, per page kind, the
 * median and mean time of a render with brotli (the first browser's encoding), after 100 warm-up.
 */
import { parseArgs } from "node:util";
import { openAppDatabase } from "#cli/database.ts";
import { createApp } from "#routes/index.ts";
import { loadConfig } from "#server/config.ts";
import { renderStraightToHtml } from "#server/render.tsx";
import { median, ms } from "./stats.ts";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: { data: { type: "string" }, count: { type: "string", default: "600" } },
});
if (!values.data) throw new Error("--data DIR: a seeded data set");
const config = loadConfig({ DATA_DIR: values.data });
const db = openAppDatabase(config, () => {});
const app = createApp(config);
const count = Number(values.count);
const slugs = (db.$client.query("SELECT slug FROM stores ORDER BY id").all() as { slug: string }[]).map((r) => r.slug);
// New query values each time: an unknown sort or tab renders the default, and is never cached.
const kinds: Record<string, (i: number) => string> = {
  home: (i) => `/?sort=w${i}`,
  "ar home": (i) => `/ar?sort=w${i}`,
  store: (i) => `/store/${slugs[i % slugs.length]}?tab=w${i}`,
  search: (i) => `/search?q=${encodeURIComponent(`${slugs[i % slugs.length]} ${i}`)}`,
};
const WARM_UP = 100;
for (const [kind, path] of Object.entries(kinds)) {
  const times = { straight: [] as number[], flight: [] as number[] };
  for (let i = 0; i < WARM_UP + count; i++) {
    const straight = i % 2 === 0;
    renderStraightToHtml(straight);
    const started = performance.now();
    const res = await app.request(`http://localhost${path(i)}`, { headers: { "accept-encoding": "br" } });
    await res.arrayBuffer();
    if (i >= WARM_UP) times[straight ? "straight" : "flight"].push(performance.now() - started);
  }
  const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
  const [s, f] = [times.straight, times.flight];
  console.log(
    `${kind}: straight median ${ms(median(s))} ms, mean ${ms(mean(s))} ms; the Flight way median ${ms(median(f))} ms, mean ${ms(mean(f))} ms (${(median(f) / median(s)).toFixed(2)}x)`,
  );
}
renderStraightToHtml(true);
process.exit(0);
