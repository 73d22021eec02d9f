/**
 * GET /metrics in the Prometheus text format (version 0.0.4): the counters of
 * metrics-counters.ts, and what is read at scrape time (page cache, render queue, catalogue
 * jobs, the newest backup, database and WAL size, free disk, process memory). Off unless
 * METRICS_TOKEN is set (then a bearer token is required) or the server listens on loopback
 * only (then open, except to requests that came through the trusted proxy: README, "Metrics").
 */
import { timingSafeEqual } from "node:crypto";
import { readdirSync, statfsSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Context } from "hono";
import { getDb } from "#db/client.ts";
import { catalogJobsByState } from "#db/queries/metrics.ts";
import type { Config } from "./config.ts";
import type { Histogram } from "./metrics-counters.ts";
import { siteCounters } from "./metrics-share.ts";
import { pageCacheStats } from "./page-cache.ts";
import { workerIdentity } from "./worker-identity.ts";

const LOOPBACK = new Set(["127.0.0.1", "::1", "localhost"]);

/** Who may read the metrics: "token" (that bearer token), "loopback" (anyone not sent by the proxy) or nobody. */
function metricsAccess(config: Config): "token" | "loopback" | "off" {
  if (config.metricsToken) return "token";
  return LOOPBACK.has(config.host) ? "loopback" : "off";
}

const tokenMatches = (config: Config, c: Context) => {
  const given = Buffer.from(c.req.header("Authorization") ?? "");
  const wanted = Buffer.from(`Bearer ${config.metricsToken}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
};

/** On loopback the proxy in front is loopback too: a request it forwarded carries its header. */
const viaProxy = (config: Config, c: Context) =>
  config.trustedProxyHeader !== null && c.req.header(config.trustedProxyHeader) !== undefined;

/** Label values escaped as the text format asks (backslash, quote, newline). */
const label = (v: string) => v.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");

class Exposition {
  lines: string[] = [];
  family(name: string, type: "counter" | "gauge" | "histogram", help: string) {
    this.lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
  }
  sample(name: string, value: number, labels: Record<string, string> = {}) {
    const pairs = Object.entries(labels).map(([k, v]) => `${k}="${label(v)}"`);
    this.lines.push(`${name}${pairs.length ? `{${pairs.join(",")}}` : ""} ${Number.isFinite(value) ? value : 0}`);
  }
  one(name: string, type: "counter" | "gauge", help: string, value: number) {
    this.family(name, type, help);
    this.sample(name, value);
  }
  histogram(name: string, h: Histogram, labels: Record<string, string> = {}) {
    let cumulative = 0;
    h.bounds.forEach((bound, i) => {
      cumulative += h.counts[i]!;
      this.sample(`${name}_bucket`, cumulative, { ...labels, le: String(bound) });
    });
    this.sample(`${name}_bucket`, h.count, { ...labels, le: "+Inf" });
    this.sample(`${name}_sum`, h.sum, labels);
    this.sample(`${name}_count`, h.count, labels);
  }
}

const sizeOf = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

/** The newest finished archive in DATA_DIR/backups (every kind: scheduled, manual, pre-migrate). */
function newestBackup(dataDir: string): { at: number; bytes: number } | null {
  const dir = join(dataDir, "backups");
  let newest: { at: number; bytes: number } | null = null;
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return null;
  }
  for (const name of names) {
    if (name.startsWith(".") || !/\.(tar\.gz|db)$/.test(name)) continue; // a dotted name is still being written
    try {
      const s = statSync(join(dir, name));
      if (!newest || s.mtimeMs > newest.at) newest = { at: s.mtimeMs, bytes: s.size };
    } catch {
      // Deleted meanwhile (pruning).
    }
  }
  return newest;
}

/** The whole exposition, as text. */
function renderMetrics(config: Config): string {
  const out = new Exposition();
  // Every process's counters summed when several serve (metrics-share.ts); this one's otherwise.
  const counters = siteCounters();
  out.family("uae_deals_http_requests_total", "counter", "HTTP requests answered, by route group and status.");
  for (const [group, c] of Object.entries(counters.requests))
    for (const [status, n] of c.statuses)
      out.sample("uae_deals_http_requests_total", n, { group, status: `${status}` });
  out.family(
    "uae_deals_http_request_duration_seconds",
    "histogram",
    "Time from a request to its response's headers, by route group.",
  );
  for (const [group, c] of Object.entries(counters.requests))
    out.histogram("uae_deals_http_request_duration_seconds", c.latency, { group });

  const cache = pageCacheStats();
  out.one(
    "uae_deals_page_cache_hits_total",
    "counter",
    "Public pages answered from the page cache.",
    counters.pageCache.hits,
  );
  out.one(
    "uae_deals_page_cache_misses_total",
    "counter",
    "Public pages rendered because they were not cached.",
    counters.pageCache.misses,
  );
  out.one(
    "uae_deals_page_cache_disk_hits_total",
    "counter",
    "Of the page cache's answers, those taken from the pages kept on disk (another process's, or from before a restart).",
    counters.pageCache.disk,
  );
  out.one("uae_deals_page_cache_entries", "gauge", "Pages kept in the page cache.", cache.entries);
  out.one("uae_deals_page_cache_bytes", "gauge", "Bytes the page cache holds, every encoding counted.", cache.size);
  out.one("uae_deals_renders_active", "gauge", "Page renders running now.", counters.renders.active);
  out.one("uae_deals_render_queue_depth", "gauge", "Page renders waiting for a render slot.", counters.renders.waiting);

  out.family("uae_deals_catalog_jobs", "gauge", "Catalogue processing jobs, by state.");
  for (const [state, n] of Object.entries(catalogJobsByState(getDb())))
    out.sample("uae_deals_catalog_jobs", n, { state });
  out.family("uae_deals_catalog_job_runs_total", "counter", "Catalogue processing runs ended since start, by outcome.");
  for (const [outcome, n] of counters.jobs) out.sample("uae_deals_catalog_job_runs_total", n, { outcome });
  out.one(
    "uae_deals_catalog_pages_processed_total",
    "counter",
    "Catalogue pages processed since start.",
    counters.pages,
  );
  out.family("uae_deals_catalog_page_seconds", "histogram", "Seconds per catalogue page, one observation per job run.");
  out.histogram("uae_deals_catalog_page_seconds", counters.pageSeconds);

  const backup = newestBackup(config.dataDir);
  out.one(
    "uae_deals_last_backup_timestamp_seconds",
    "gauge",
    "When the newest archive in DATA_DIR/backups was written (0: none).",
    backup ? backup.at / 1000 : 0,
  );
  out.one(
    "uae_deals_last_backup_bytes",
    "gauge",
    "Size of the newest archive in DATA_DIR/backups.",
    backup?.bytes ?? 0,
  );

  out.one("uae_deals_database_bytes", "gauge", "Size of the SQLite database file.", sizeOf(config.dbFile));
  out.one(
    "uae_deals_database_wal_bytes",
    "gauge",
    "Size of the SQLite write-ahead log.",
    sizeOf(`${config.dbFile}-wal`),
  );
  const fs = statfsSync(config.dataDir);
  out.one(
    "uae_deals_disk_free_bytes",
    "gauge",
    "Bytes free to this process on DATA_DIR's filesystem.",
    fs.bavail * fs.bsize,
  );
  out.one("uae_deals_disk_size_bytes", "gauge", "Size of DATA_DIR's filesystem.", fs.blocks * fs.bsize);

  // With WORKERS > 1 a scrape reaches one process: memory, start and the page cache's size are its own.
  const worker = workerIdentity();
  if (worker) {
    out.one(
      "uae_deals_worker",
      "gauge",
      "Which serve process answered this scrape (1 owns the scheduler).",
      worker.index,
    );
    out.one("uae_deals_workers", "gauge", "serve processes sharing the port (WORKERS).", worker.of);
  }
  const memory = process.memoryUsage();
  out.one("process_resident_memory_bytes", "gauge", "Resident memory of the server process.", memory.rss);
  out.one("uae_deals_heap_used_bytes", "gauge", "JavaScript heap in use.", memory.heapUsed);
  out.one(
    "process_start_time_seconds",
    "gauge",
    "When the server process started, in seconds since the epoch.",
    Math.round((Date.now() - process.uptime() * 1000) / 1000),
  );
  return `${out.lines.join("\n")}\n`;
}

/** The route's handler: 404 when metrics are off (or proxied, on loopback), 401 without the right token. */
export function metricsHandler(config: Config) {
  const access = metricsAccess(config);
  return (c: Context) => {
    if (access === "off" || (access === "loopback" && viaProxy(config, c))) return c.notFound();
    if (access === "token" && !tokenMatches(config, c))
      return c.text("Unauthorized", 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
    return c.body(renderMetrics(config), 200, {
      "Content-Type": "text/plain; version=0.0.4; charset=utf-8",
      "Cache-Control": "no-store",
    });
  };
}
