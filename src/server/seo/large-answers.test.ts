/**
 * The largest answers at scale (the sitemap, the unpaged store list), against `uae-deals
 * serve` over real sockets: past 50,000 URLs the sitemap is an index of files within the
 * sitemaps.org limits, served gzipped to clients that take it; clients that never read what
 * they asked for do not each pin a fresh copy; one client's large answers are rate limited.
 * One heavy case (26,000 stores: ~52,000 sitemap URLs, a ~10 MB store list) built once.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { type RunningServer, startServer } from "#tests/helpers/cli.ts";
import { stalledReaders } from "#tests/helpers/raw-http.ts";

setDefaultTimeout(120_000);

const STORES = 26_000;
const dataDir = mkdtempSync(join(tmpdir(), "uae-deals-large-answers-"));
let server: RunningServer;

beforeAll(async () => {
  const db = openDatabase(join(dataDir, "uae-deals.db"));
  runMigrations(db);
  db.$client.run("INSERT INTO categories (name, slug) VALUES ('Groceries', 'groceries')");
  // A few hundred bytes of description each, as real stores have.
  db.$client.run(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${STORES})
     INSERT INTO stores (name, slug, category_id, description)
     SELECT 'Store ' || i, 'store-number-' || i, 1, printf('%.300c', 'x') FROM n`,
  );
  db.$client.close();
  server = await startServer(dataDir, { TRUSTED_PROXY_HEADER: "X-Client" });
});
afterAll(async () => {
  server?.proc.kill();
  await server?.proc.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (path: string, client: string, headers: Record<string, string> = {}) =>
  fetch(server.origin + path, { headers: { "X-Client": client, ...headers }, decompress: false });

describe("the sitemap past 50,000 URLs", () => {
  test("is an index of files, each within 50,000 URLs and 50 MB, listing every URL once", async () => {
    const index = await get("/sitemap.xml", "crawler");
    expect(index.status).toBe(200);
    const xml = await index.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(1);
    let urls = 0;
    for (const file of files) {
      expect(file).toStartWith(server.origin);
      const res = await get(new URL(file).pathname, "crawler");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("application/xml");
      const body = await res.text();
      expect(body).toContain("<urlset");
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(50 * 1024 * 1024);
      const count = (body.match(/<url>/g) ?? []).length;
      expect(count).toBeLessThanOrEqual(50_000);
      urls += count;
    }
    expect(urls).toBe(2 * (STORES + 8));
  });

  test("is gzipped for a client that takes gzip", async () => {
    const res = await get("/sitemap/1.xml", "gzip-client", { "Accept-Encoding": "gzip" });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    const xml = new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await res.arrayBuffer())));
    expect(xml).toContain("<urlset");
  });

  test("a file past the last, or not a number, is a 404", async () => {
    expect((await get("/sitemap/99.xml", "crawler")).status).toBe(404);
    expect((await get("/sitemap/x.xml", "crawler")).status).toBe(404);
  });
});

/** The server's resident memory, in MiB, as the kernel counts it. */
const rssMiB = () =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.proc.pid}/status`, "utf8"))![1]) / 1024;

test("clients that never read their large answers do not each pin a copy", async () => {
  const paths = ["/sitemap/1.xml", "/api/stores"];
  // Warm: what is kept is made once, before the baseline.
  for (const path of paths) await (await get(path, "warm")).arrayBuffer();
  const before = rssMiB();
  const texts = Array.from(
    { length: 24 },
    (_, i) => `GET ${paths[i % 2]} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Client: slow-${i}\r\n\r\n`,
  );
  const readers = await stalledReaders(server.port, texts);
  try {
    for (const head of readers.heads) expect(head).toStartWith("HTTP/1.1 200");
    // Each answer is ~10 MB: a copy per socket would be ~240 MB more.
    expect(rssMiB() - before).toBeLessThan(80);
  } finally {
    readers.release();
  }
});

test("one client's large answers are rate limited, with Retry-After; another client is not", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) {
    const res = await get(i % 2 ? "/sitemap.xml" : "/api/stores?search=store", "greedy");
    await res.arrayBuffer();
    statuses.push(res.status);
    if (res.status === 429) {
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      break;
    }
  }
  expect(statuses).toContain(429);
  expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(20);
  const api = await get("/api/stores", "greedy");
  expect(api.status).toBe(429);
  expect((await api.json()).error).toBeString();
  expect((await get("/sitemap.xml", "someone-else")).status).toBe(200);
  // Small answers are not counted: a page of the list still answers.
  expect((await get("/api/stores?page=1", "greedy")).status).toBe(200);
});
