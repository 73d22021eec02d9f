/**
 * Demo rows: the cached home page as three kinds of client ask for it (curl-like gzip, a
 * browser's full Accept-Encoding, no compression), a revalidation, and the uncached render.
 */
import type { Context } from "./context.ts";
import { printLoad } from "./load.ts";
import { probe, timeEach } from "./probe.ts";
import { median, ms, rate, ratio as times } from "./stats.ts";
import { record } from "./summary.ts";

const BROWSER = "gzip, deflate, br, zstd";

export async function cachedRows(ctx: Context): Promise<void> {
  const health = await ctx.health();
  const home = `${ctx.server.origin}/`;
  const clients: { label: string; headers: Record<string, string>; goal: number }[] = [
    { label: "Accept-Encoding: gzip", headers: { "Accept-Encoding": "gzip" }, goal: 0.8 },
    { label: `a browser (${BROWSER})`, headers: { "Accept-Encoding": BROWSER }, goal: 0.8 },
    { label: "a client without gzip", headers: {}, goal: 0.6 },
  ];
  await probe(home, clients[0]!.headers); // fills the cache
  for (const client of clients) {
    const first = await probe(home, client.headers);
    const r = await ctx.load({ kind: "fixed", path: "/" }, client.headers);
    const ratio = printLoad(`cached / for ${client.label}`, r, health);
    // As read again and again: a page read often is made smaller (src/server/page-polish.ts).
    const answer = await probe(home, client.headers);
    const bytes =
      answer.wireBytes === first.wireBytes
        ? `${answer.wireBytes} B`
        : `${answer.wireBytes} B (${first.wireBytes} first)`;
    record(
      `cached home, ${client.label}`,
      `${rate(r.rps)} req/s = ${times(ratio)} /healthz, ${answer.encoding} ${bytes}`,
      `>= ${client.goal}x /healthz`,
      ratio >= client.goal,
    );
  }
  const { etag } = await probe(home, { "Accept-Encoding": "gzip" });
  if (etag) {
    const revalidate = { "Accept-Encoding": "gzip", "If-None-Match": etag };
    const answer = await probe(home, revalidate);
    const r = await ctx.load({ kind: "fixed", path: "/" }, revalidate);
    const ratio = printLoad(`cached / with If-None-Match (answers ${answer.status})`, r, health);
    record(
      "cached home, If-None-Match",
      `${rate(r.rps)} req/s = ${times(ratio)}, answers ${answer.status}`,
      "(none)",
      null,
    );
  } else console.log("  (the home page sends no ETag: no 304 row)");
}

export async function uncachedRow(ctx: Context): Promise<void> {
  const health = await ctx.health();
  const token = Math.random().toString(36).slice(2, 8);
  const single = await timeEach(
    ctx.server.origin,
    Array.from({ length: 40 }, (_, i) => `/?sort=${token}-${i}`),
  );
  console.log(`  one uncached render of / at a time: median ${ms(median(single.times))} ms (40 distinct URLs)`);
  // An unknown sort is the default order: each new `sort=` renders home (an unread parameter would not).
  const r = await ctx.load({ kind: "counter", prefix: "/?sort=" }, { "Accept-Encoding": "gzip" });
  const ratio = printLoad("uncached / (new ?sort= each request)", r, health);
  record(
    "uncached render (home, new query string)",
    `${rate(r.rps)} req/s = ${times(ratio)}, p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms; one ${ms(median(single.times))} ms`,
    ">= 1,800 req/s, p99 < 50 ms",
    r.rps >= 1800 && r.p99 < 50,
  );
}
