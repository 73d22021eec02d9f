/**
 * Demo row (issue 27): a burst of 10,000 counted events, posted to POST /api/events the way
 * browsers send them (batches of 20, a browser's User-Agent, 8 calls in flight, loopback), then
 * how many reached the database once the buffer's one-second flush has run (absorbed / lost),
 * the p99 of the event call, and its ratio to /healthz asked the same way on the same server.
 * Bounded: 500 calls, whatever the time; the goal is that they fit in a minute with none lost.
 */
import { Database } from "bun:sqlite";
import { join } from "node:path";
import type { Context } from "./context.ts";
import { ms, percentile, ratio as times } from "./stats.ts";
import { record } from "./summary.ts";

const EVENTS = 10_000;
const PER_CALL = 20;
const IN_FLIGHT = 8;
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

function readDb<T>(ctx: Context, read: (db: Database) => T): T {
  const db = new Database(join(ctx.server.data.dir, "uae-deals.db"), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

const rawEvents = (ctx: Context) =>
  readDb(ctx, (db) => (db.query("SELECT count(*) AS n FROM analytics_events").get() as { n: number }).n);

/** Runs `calls` requests, IN_FLIGHT at a time; each one's milliseconds and status. */
async function timed(calls: number, send: (i: number) => Promise<Response>) {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < calls) {
      const i = next++;
      const started = performance.now();
      const res = await send(i);
      await res.arrayBuffer();
      times.push(performance.now() - started);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return { times, statuses, seconds: (performance.now() - began) / 1000 };
}

export async function eventsRow(ctx: Context): Promise<void> {
  const ids = readDb(ctx, (db) => ({
    catalogs: (db.query("SELECT id FROM catalogs ORDER BY id LIMIT 20").all() as { id: number }[]).map((r) => r.id),
    stores: (db.query("SELECT id FROM stores ORDER BY id LIMIT 20").all() as { id: number }[]).map((r) => r.id),
  }));
  const calls = EVENTS / PER_CALL;
  const batch = (i: number) => {
    const catalog = ids.catalogs[i % ids.catalogs.length] ?? 1;
    return Array.from({ length: PER_CALL }, (_, k) =>
      k === 0
        ? { type: "store_view", store: ids.stores[i % ids.stores.length] ?? 1 }
        : k % 7 === 0
          ? { type: "search", query: `bench query ${i % 50}`, found: i % 3 !== 0 }
          : { type: "page_read", catalog, page: 1 + (k % 8) },
    );
  };
  const before = rawEvents(ctx);
  const health = await timed(calls, () => fetch(`${ctx.server.origin}/healthz`, { headers: { "User-Agent": UA } }));
  const posted = await timed(calls, (i) =>
    fetch(`${ctx.server.origin}/api/events`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", "User-Agent": UA },
      body: JSON.stringify({ lang: i % 2 ? "ar" : "en", events: batch(i) }),
    }),
  );
  // The buffer writes within a second of the last call; wait for the count to reach the burst (at most 10 s).
  let absorbed = rawEvents(ctx) - before;
  for (let waited = 0; absorbed < EVENTS && waited < 10_000; waited += 250) {
    await Bun.sleep(250);
    absorbed = rawEvents(ctx) - before;
  }
  const p99 = percentile(posted.times, 99);
  const healthP99 = percentile(health.times, 99);
  const answers = [...posted.statuses].map(([s, n]) => `${n}x${s}`).join(" ");
  console.log(
    `  ${EVENTS} events in ${calls} calls of ${PER_CALL}: ${posted.seconds.toFixed(1)} s (${answers}); ` +
      `absorbed ${absorbed}, lost ${EVENTS - absorbed}; p99 ${ms(p99)} ms (/healthz p99 ${ms(healthP99)} ms)`,
  );
  record(
    "event burst (10,000 events, POST /api/events)",
    `absorbed ${absorbed}/${EVENTS} in ${posted.seconds.toFixed(1)} s, p99 ${ms(p99)} ms = ${times(p99 / healthP99)} /healthz p99`,
    "all absorbed within a minute",
    absorbed === EVENTS && posted.seconds <= 60,
  );
}
