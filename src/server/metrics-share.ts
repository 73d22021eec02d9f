/**
 * /metrics summed over the `serve` processes (WORKERS > 1). A scrape reaches one process; so
 * that it shows the site's counters, each process writes its own (metrics-counters.ts) to a
 * small file every second, DATA_DIR/.workers/metrics-N.json, and the process answering adds
 * the others' files to its live counters. Another process's figures may be a second old; a
 * restarted process starts from zero (Prometheus reads that as a counter reset). The first
 * process empties the folder before the others start, so no file of an earlier run is summed.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { errorText, logEvent } from "#lib/log.ts";
import { type Counters, counters, type Histogram } from "./metrics-counters.ts";

const EVERY_MS = 1000;

type Shared = { dir: string; index: number; of: number };
const KEY = Symbol.for("uae-deals.metrics-share");
const g = globalThis as { [KEY]?: Shared };

const workersDir = (dataDir: string) => join(dataDir, ".workers");

/** The first process, before the others start: an empty folder for this run's files. */
export function resetWorkersDir(dataDir: string): void {
  rmSync(workersDir(dataDir), { recursive: true, force: true });
  mkdirSync(workersDir(dataDir), { recursive: true });
}

/** JSON has no Map: Maps are written as their entries. */
const plain = (c: Counters) =>
  JSON.stringify(c, (_key, value) => (value instanceof Map ? { entries: [...value] } : value));
const revive = (text: string) =>
  JSON.parse(text, (_key, value) =>
    value && typeof value === "object" && Array.isArray(value.entries) && Object.keys(value).length === 1
      ? new Map(value.entries)
      : value,
  ) as Counters;

/** Writes this process's counters every second (unref'd) from now on. */
export function shareCounters(dataDir: string, index: number, of: number): void {
  const shared = { dir: workersDir(dataDir), index, of };
  g[KEY] = shared;
  const file = join(shared.dir, `metrics-${index}.json`);
  let failed = false;
  const write = () => {
    try {
      writeFileSync(`${file}.tmp`, plain(counters));
      renameSync(`${file}.tmp`, file); // a reader never sees half a file
    } catch (error) {
      if (!failed) logEvent("error", "metrics.share_failed", `metrics: cannot share counters: ${errorText(error)}`);
      failed = true;
    }
  };
  write();
  setInterval(write, EVERY_MS).unref();
}

const addHistogram = (to: Histogram, from: Histogram) => {
  to.sum += from.sum;
  to.count += from.count;
  from.counts.forEach((n, i) => {
    to.counts[i] = (to.counts[i] ?? 0) + n;
  });
};
const addMap = <K>(to: Map<K, number>, from: Map<K, number>) => {
  for (const [k, n] of from) to.set(k, (to.get(k) ?? 0) + n);
};

/** The counters /metrics shows: this process's, plus the other processes' last files. */
export function siteCounters(): Counters {
  const shared = g[KEY];
  if (!shared) return counters;
  const sum = revive(plain(counters));
  for (let i = 1; i <= shared.of; i++) {
    if (i === shared.index) continue;
    let other: Counters;
    try {
      other = revive(readFileSync(join(shared.dir, `metrics-${i}.json`), "utf8"));
    } catch {
      continue; // not written yet (starting), or being restarted
    }
    for (const [group, c] of Object.entries(other.requests)) {
      const to = sum.requests[group as keyof Counters["requests"]];
      if (!to) continue;
      addMap(to.statuses, c.statuses);
      addHistogram(to.latency, c.latency);
    }
    addMap(sum.jobs, other.jobs);
    addHistogram(sum.pageSeconds, other.pageSeconds);
    sum.pages += other.pages;
    sum.pageCache.hits += other.pageCache.hits;
    sum.pageCache.misses += other.pageCache.misses;
    sum.pageCache.disk += other.pageCache.disk ?? 0;
    sum.renders.active += other.renders.active;
    sum.renders.waiting += other.renders.waiting;
  }
  return sum;
}
