/**
 * The open-loop client of the shopper mix, run as its own process (`bun mix-client.ts JOB.json`)
 * so the benchmark's other work never delays a send. Requests leave at a fixed rate whatever the
 * server does (as shoppers arrive), and each latency is counted from the moment the request was
 * due, not sent: a stalled server cannot hide its stall by slowing the client down (coordinated
 * omission). Answers are split by the server's mark of a page from the page cache (Server-Timing:
 * cache;desc=hit, src/server/app.ts); a stale one (X-Cache: stale) is counted as cached, and apart.
 * Prints one JSON line (MixResult).
 */
import { readFileSync } from "node:fs";
import { CLIENT_HEADER } from "./load-types.ts";

export type MixJob = {
  origin: string;
  /** A file of paths, one a line, asked in order (wrapping round). */
  pathsFile: string;
  rate: number;
  seconds: number;
  headers: Record<string, string>;
  /** The first client address number (load-types.ts), so two runs do not share addresses. */
  clientBase: number;
};

export type MixResult = {
  /** Milliseconds from due to the last byte, by whether the page cache answered. */
  hit: number[];
  miss: number[];
  statuses: Record<string, number>;
  /** Cached answers served stale while a fresh render was made. */
  stale: number;
  /** Timeouts (10 s) and connection errors. */
  errors: number;
  /** How late sends left (ms): the client keeping up or not. */
  lateMax: number;
  seconds: number;
};

const TIMEOUT_MS = 10_000;

async function run(job: MixJob): Promise<MixResult> {
  const paths = readFileSync(job.pathsFile, "utf8").split("\n").filter(Boolean);
  const result: MixResult = { hit: [], miss: [], statuses: {}, stale: 0, errors: 0, lateMax: 0, seconds: 0 };
  const total = Math.round(job.rate * job.seconds);
  const interval = 1000 / job.rate;
  const pending = new Set<Promise<void>>();
  const ask = async (i: number, due: number) => {
    const n = job.clientBase + i;
    const headers = { ...job.headers, [CLIENT_HEADER]: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
    try {
      const res = await fetch(job.origin + paths[i % paths.length], {
        headers,
        redirect: "manual",
        decompress: false,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      } as RequestInit);
      await res.arrayBuffer();
      const ms = performance.now() - due;
      const cached = res.headers.get("server-timing")?.includes("cache;desc=hit") ?? false;
      (cached ? result.hit : result.miss).push(ms);
      if (res.headers.get("x-cache") === "stale") result.stale++;
      result.statuses[res.status] = (result.statuses[res.status] ?? 0) + 1;
    } catch {
      result.errors++;
    }
  };
  const start = performance.now() + 20;
  let i = 0;
  while (i < total) {
    const now = performance.now();
    const due = Math.min(total, Math.floor((now - start) / interval) + 1);
    for (; i < due; i++) {
      const at = start + i * interval;
      result.lateMax = Math.max(result.lateMax, now - at);
      const p = ask(i, at).finally(() => pending.delete(p));
      pending.add(p);
    }
    const wait = start + i * interval - performance.now();
    await Bun.sleep(Math.max(0, wait));
  }
  await Promise.all(pending);
  result.seconds = (performance.now() - start) / 1000;
  return result;
}

if (import.meta.main) {
  const job = JSON.parse(readFileSync(Bun.argv[2]!, "utf8")) as MixJob;
  console.log(JSON.stringify(await run(job)));
}
