/**
 * JavaScript a public page ships, per URL: the module scripts and modulepreloads in its HTML,
 * plus every module those import statically (what the browser must fetch before the page is
 * interactive). Bytes are raw, gzipped (level 6, as a server would send them) and brotli.
 * `jsBytes` reads HTML only (fast, no browser); `jsBytesInBrowser` loads the page in Chromium
 * and counts every script it fetched until a while after `load` (hydration and idle-time
 * loads), so modules loaded later with import() show up there and not in `jsBytes`.
 *
 * `bun scripts/bench/js-bytes.ts [--url ORIGIN] [--static-only]`: both tables (the second needs
 * Chromium) for every public template in English and Arabic; "?catalog=ID" is a page with the
 * catalogue viewer open. Without --url it starts dist/uae-deals on a fresh processed demo.
 * A benchmark: figures are reported, never asserted.
 */

import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { brotliCompressSync } from "node:zlib";

export type JsBytes = { path: string; files: number; raw: number; gzip: number; brotli: number; urls: string[] };

/** Compressed sizes of one file: gzip level 6 and brotli quality 11 (what a CDN or pre-compression gives). */
function compressed(bytes: Uint8Array<ArrayBuffer>) {
  return { gzip: Bun.gzipSync(bytes).length, brotli: brotliCompressSync(bytes).length };
}

const fileCache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

function fetchBytes(url: string): Promise<Uint8Array<ArrayBuffer>> {
  let bytes = fileCache.get(url);
  if (!bytes) {
    bytes = fetch(url, { headers: { "Accept-Encoding": "identity" } }).then(async (r) => {
      if (!r.ok) throw new Error(`${url}: ${r.status}`);
      return new Uint8Array(await r.arrayBuffer());
    });
    fileCache.set(url, bytes);
  }
  return bytes;
}

/** Static import specifiers of an ES module (Bun's output: `import{..}from"./chunk-x.js"`, `import"./x.js"`). */
function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.m?js)["']/g)) {
    found.push(m[1]!);
  }
  return found;
}

/** Per path: the scripts its HTML references and their static imports, raw and gzipped. */
export async function jsBytes(origin: string, paths: string[]): Promise<JsBytes[]> {
  const rows: JsBytes[] = [];
  for (const path of paths) {
    const pageUrl = new URL(path, origin);
    const html = await (await fetch(pageUrl)).text();
    const pending = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*href)="([^"]+)"/g)].map(
      (m) => new URL(m[1]!.replaceAll("&amp;", "&"), pageUrl).href,
    );
    const seen = new Set<string>();
    const row = { raw: 0, gzip: 0, brotli: 0 };
    while (pending.length) {
      const url = pending.pop()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const bytes = await fetchBytes(url);
      const sizes = compressed(bytes);
      row.raw += bytes.length;
      row.gzip += sizes.gzip;
      row.brotli += sizes.brotli;
      for (const spec of staticImports(new TextDecoder().decode(bytes))) pending.push(new URL(spec, url).href);
    }
    rows.push({ path, files: seen.size, ...row, urls: [...seen].map((u) => new URL(u).pathname) });
  }
  return rows;
}

/**
 * Per path: every script Chromium fetched from loading the page until `settleMs` after `load`
 * (idle callbacks, lazy chunks), on a phone-sized viewport.
 */
export async function jsBytesInBrowser(origin: string, paths: string[], settleMs = 2500): Promise<JsBytes[]> {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  const rows: JsBytes[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const page = await context.newPage();
      const urls = new Set<string>();
      page.on("response", (response) => {
        const url = response.url();
        if (/\.m?js(\?|$)/.test(new URL(url).pathname) && url.startsWith(origin)) urls.add(url);
      });
      await page.goto(new URL(path, origin).href, { waitUntil: "load" });
      // Idle callbacks and lazy chunks run after load; a page with nothing left to load is quiet by then.
      await page.waitForTimeout(settleMs);
      await context.close();
      const row = { raw: 0, gzip: 0, brotli: 0 };
      for (const url of urls) {
        const bytes = await fetchBytes(url);
        const sizes = compressed(bytes);
        row.raw += bytes.length;
        row.gzip += sizes.gzip;
        row.brotli += sizes.brotli;
      }
      rows.push({ path, files: urls.size, ...row, urls: [...urls].map((u) => new URL(u).pathname) });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** One URL of each public template, English then Arabic, found from the demo data on `origin`. */
export async function publicTemplatePaths(origin: string): Promise<string[]> {
  const text = async (path: string) => (await fetch(new URL(path, origin))).text();
  const first = (html: string, re: RegExp, what: string) => {
    const found = html.match(re)?.[1];
    if (!found) throw new Error(`No ${what} link found`);
    return found;
  };
  // A store with a branch, so the store page shows its branch list.
  let store = "";
  let branch = "";
  for (const m of (await text("/stores")).matchAll(/href="(\/store\/[^"?#]+)"/g)) {
    branch = (await text(`${m[1]}?tab=branches`)).match(/href="(\/branch\/[^"?#]+)"/)?.[1] ?? "";
    store = m[1]!;
    if (branch) break;
  }
  if (!branch) throw new Error("No store with a branch found");
  const catalogs = await text("/catalogs");
  const catalogId = first(catalogs, /data-catalog-id="(\d+)"/, "catalogue");
  const post = first(await text("/blog"), /href="(\/blog\/[^"?#]+)"/, "blog post");
  const en = [
    "/",
    "/stores",
    store,
    branch,
    "/catalogs",
    // page=2: a page=1 address is redirected to /catalogs (the list's first page), losing ?catalog.
    `/catalogs?catalog=${catalogId}&page=2`,
    `/catalogs/${catalogId}/page/1`,
    "/search?q=milk",
    "/blog",
    post,
    "/about",
    "/contact",
  ];
  return [...en, ...en.map((p) => (p === "/" ? "/ar" : `/ar${p}`))];
}

/** Prints a table of rows, KiB with one decimal. */
export function printJsBytes(rows: JsBytes[], title: string) {
  const kib = (n: number) => Number((n / 1024).toFixed(1));
  console.log(title);
  console.table(
    rows.map((r) => ({
      path: r.path,
      files: r.files,
      "raw KiB": kib(r.raw),
      "gzip KiB": kib(r.gzip),
      "brotli KiB": kib(r.brotli),
    })),
  );
}

async function startDemo(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const binary = join(import.meta.dir, "../../dist/uae-deals");
  if (!existsSync(binary)) throw new Error(`${binary} is missing: run npm run build`);
  const port = 3400 + Math.floor(Math.random() * 500);
  const dataDir = mkdtempSync(join(tmpdir(), "uae-deals-js-bytes-"));
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir };
  for (const args of [
    ["seed", "--demo"],
    ["catalogs", "process"],
  ]) {
    Bun.spawnSync([binary, ...args], { env, stdout: "pipe", stderr: "pipe" });
  }
  const server = Bun.spawn([binary, "serve"], { env, stdout: "ignore", stderr: "inherit" });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await Bun.sleep(100);
  }
  return {
    origin,
    stop: async () => {
      server.kill();
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { url: { type: "string" }, "static-only": { type: "boolean" } } });
  const demo = values.url ? null : await startDemo();
  const origin = values.url ?? demo!.origin;
  try {
    const paths = await publicTemplatePaths(origin);
    printJsBytes(await jsBytes(origin, paths), "JS in the HTML and its static imports (before interaction):");
    if (!values["static-only"]) {
      printJsBytes(await jsBytesInBrowser(origin, paths), "JS Chromium fetched until idle (phone viewport):");
    }
  } finally {
    await demo?.stop();
  }
}
