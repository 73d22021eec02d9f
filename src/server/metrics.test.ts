import { expect, test } from "bun:test";
import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startTestApp } from "#tests/helpers/app.ts";

const { app, appWith, env } = startTestApp({ demo: true });
const TOKEN = "a-metrics-token-for-tests";

/** The value of the sample `name{labels}` in an exposition (labels in any order), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    const m = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = Object.fromEntries([...(m[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((p) => [p[1], p[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(m[3]);
  }
  return undefined;
}

const scrape = async () => {
  const res = await app.request("/metrics");
  expect(res.status).toBe(200);
  return res.text();
};

test("off unless METRICS_TOKEN is set or the server is on loopback; with a token, bearer only", async () => {
  expect((await appWith({ HOST: "0.0.0.0" }).request("/metrics")).status).toBe(404);

  const guarded = appWith({ HOST: "0.0.0.0", METRICS_TOKEN: TOKEN });
  const none = await guarded.request("/metrics");
  expect(none.status).toBe(401);
  expect(none.headers.get("WWW-Authenticate")).toContain("Bearer");
  expect((await guarded.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
  expect((await guarded.request("/metrics", { headers: { Authorization: TOKEN } })).status).toBe(401);
  const ok = await guarded.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(ok.status).toBe(200);
  expect(ok.headers.get("Content-Type")).toStartWith("text/plain; version=0.0.4");
  expect(await ok.text()).toContain("uae_deals_http_requests_total");

  // Loopback (the default HOST): open, but not to what the reverse proxy forwards.
  expect((await app.request("/metrics")).status).toBe(200);
  const proxied = appWith({ TRUSTED_PROXY_HEADER: "X-Forwarded-For" });
  expect((await proxied.request("/metrics")).status).toBe(200);
  expect((await proxied.request("/metrics", { headers: { "X-Forwarded-For": "203.0.113.9" } })).status).toBe(404);
});

test("counts requests by group and status, page-cache hits and misses, and reads backups, jobs, database and disk", async () => {
  const before = await scrape();
  const at = (text: string, name: string, labels?: Record<string, string>) => sample(text, name, labels) ?? 0;

  const path = `/stores?metrics=${Date.now()}`; // a URL no other test cached
  expect((await app.request(path)).status).toBe(200); // rendered: a miss
  expect((await app.request(path)).status).toBe(200); // from the cache: a hit
  expect((await app.request("/api/no-such-thing")).status).toBe(404);
  expect((await app.request("/healthz")).status).toBe(200);

  const backups = join(env.dataDir, "backups");
  mkdirSync(backups, { recursive: true });
  const archive = join(backups, "uae-deals-manual-20260101-000000.tar.gz");
  writeFileSync(archive, new Uint8Array(1234));
  utimesSync(archive, 1_767_225_600, 1_767_225_600); // 2026-01-01T00:00:00Z
  writeFileSync(join(backups, ".uae-deals-scheduled-20260102-000000.tar.gz.partial"), new Uint8Array(99)); // being written

  const after = await scrape();
  const delta = (name: string, labels?: Record<string, string>) => at(after, name, labels) - at(before, name, labels);
  expect(delta("uae_deals_http_requests_total", { group: "page", status: "200" })).toBe(2);
  expect(delta("uae_deals_http_requests_total", { group: "api", status: "404" })).toBe(1);
  expect(delta("uae_deals_http_requests_total", { group: "health", status: "200" })).toBe(1);
  expect(delta("uae_deals_http_request_duration_seconds_count", { group: "page" })).toBe(2);
  expect(delta("uae_deals_page_cache_misses_total")).toBe(1);
  expect(delta("uae_deals_page_cache_hits_total")).toBe(1);
  expect(at(after, "uae_deals_page_cache_entries")).toBeGreaterThanOrEqual(1);
  expect(at(after, "uae_deals_page_cache_bytes")).toBeGreaterThan(0);
  expect(at(after, "uae_deals_render_queue_depth")).toBe(0);

  expect(at(after, "uae_deals_last_backup_timestamp_seconds")).toBe(1_767_225_600);
  expect(at(after, "uae_deals_last_backup_bytes")).toBe(1234);

  const jobs = env.db.$client.query("SELECT count(*) AS n FROM catalog_jobs WHERE state = 'ready'").get() as {
    n: number;
  };
  expect(at(after, "uae_deals_catalog_jobs", { state: "ready" })).toBe(jobs.n);
  expect(sample(after, "uae_deals_catalog_jobs", { state: "failed" })).toBeDefined();
  expect(at(after, "uae_deals_database_bytes")).toBe(Bun.file(join(env.dataDir, "uae-deals.db")).size);
  expect(at(after, "uae_deals_disk_free_bytes")).toBeGreaterThan(0);
  expect(at(after, "process_resident_memory_bytes")).toBeGreaterThan(1024 * 1024);
});

test("promtool check metrics accepts the exposition", async () => {
  await app.request("/stores");
  const text = await scrape();
  const promtool = Bun.which("promtool");
  if (!promtool)
    throw new Error(
      "promtool is not installed: it comes with Debian's prometheus package (apt-get install prometheus; .ci/run installs it)",
    );
  const check = Bun.spawnSync([promtool, "check", "metrics"], { stdin: new TextEncoder().encode(text) });
  const said = check.stdout.toString() + check.stderr.toString();
  expect(said).toBe("");
  expect(check.exitCode).toBe(0);
});
