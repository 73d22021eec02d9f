/**
 * `bun scripts/bench/viewer-bytes.ts [--binary PATH] [--url ORIGIN] [--runs N]`: the bytes a
 * phone downloads (390x844, touch, 3x pixels, cold cache) from tapping a processed demo
 * catalogue's "View Catalog" until page 1 is on screen, in the viewer as built (page images)
 * and the same catalogue read with pdf.js (the link's page list removed, which is exactly the
 * path every catalogue took before processing existed). Bytes are what went over the wire:
 * response headers + bodies, as Chromium counts them. A benchmark: figures are reported, never asserted.
 *
 * Without --url it starts the binary (`dist/uae-deals`, or --binary, e.g. an older build for a
 * before/after) on a fresh demo whose catalogues it processes first. With --url it measures a
 * running server (which must serve the processed demo).
 */

import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";

const { values } = parseArgs({
  options: {
    binary: { type: "string" },
    url: { type: "string" },
    runs: { type: "string", default: "3" },
  },
});
const root = join(import.meta.dir, "../..");
const runs = Math.max(1, Number(values.runs) || 3);

async function startServer(): Promise<{ origin: string; stop: () => void }> {
  const binary = values.binary ?? join(root, "dist/uae-deals");
  if (!existsSync(binary)) throw new Error(`${binary} is missing: run npm run build`);
  const port = 3400 + Math.floor(Math.random() * 500);
  const dataDir = mkdtempSync(join(tmpdir(), "uae-deals-bench-"));
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir };
  for (const args of [
    ["seed", "--demo"],
    ["catalogs", "process"],
  ]) {
    const step = Bun.spawnSync([binary, ...args], { env, stdout: "pipe", stderr: "pipe" });
    // An older binary without `catalogs process` has nothing to process: its viewer reads PDFs.
    console.log(`${args.join(" ")}: ${(step.stdout.toString() || step.stderr.toString()).trim().split("\n").pop()}`);
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
    stop: () => {
      server.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Result = { bytes: number; requests: number; ms: number; kinds: Record<string, number> };

/** What a URL is, for the breakdown. */
function kind(url: string, bytes: number): string {
  if (/\.pdf(\?|$)|pdf-proxy/.test(url)) return "PDF";
  if (/pdf\.worker/.test(url)) return "pdf.js worker";
  if (/\.m?js(\?|$)/.test(url)) return bytes > 100_000 ? "pdf.js" : "other JS";
  if (/\/media\/pages\/.*-1400\.webp$/.test(url)) return "1400 px pages";
  if (/\/media\/pages\/.*-480\.webp$/.test(url)) return "480 px pages";
  return "other";
}

/**
 * The body's size as the server sends it (gzipped), for requests Chromium reports without one:
 * a dedicated worker's script (pdf.js's worker) is fetched outside the page's network log.
 */
async function wireSize(url: string): Promise<number> {
  const res = await fetch(url, { headers: { "Accept-Encoding": "gzip" }, decompress: false });
  return (await res.arrayBuffer()).byteLength;
}

/** Page 1 on screen: the large image decoded, or pdf.js's canvas painted (not blank). */
async function pageOneShown(page: Page, images: boolean) {
  if (images) {
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="viewer-image"][data-page="1"]');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    return;
  }
  await page.waitForFunction(
    () => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="viewer-canvas"]');
      if (!canvas || canvas.width === 0 || canvas.classList.contains("hidden")) return false;
      const data = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height).data;
      // Painted: some pixel is not the blank canvas's transparent black.
      return !!data && data.some((v, i) => i % 4 === 3 && v !== 0);
    },
    undefined,
    { polling: 100, timeout: 60_000 },
  );
}

/** Null when `images` is asked of a catalogue without processed pages (an older build). */
async function measure(origin: string, images: boolean): Promise<Result | null> {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${origin}/catalogs?sort=pages`, { waitUntil: "load" });
    // Hydrated: the header's emirate form drops its no-JavaScript button.
    await page.waitForFunction(() => !document.querySelector("header form[data-testid=emirate-form] button"));
    await page.waitForTimeout(500);
    const link = page.getByTestId("view-catalog").first();
    if (!images) await link.evaluate((a) => a.removeAttribute("data-catalog-pages"));
    else if (!(await link.getAttribute("data-catalog-pages"))) return null;

    const finished: Promise<{ url: string; bytes: number }>[] = [];
    page.on("requestfinished", (req) =>
      finished.push(
        req.sizes().then(async (s) => ({
          url: req.url(),
          bytes: s.responseHeadersSize + (s.responseBodySize || (await wireSize(req.url()))),
        })),
      ),
    );
    const start = performance.now();
    await link.tap();
    await pageOneShown(page, images);
    const ms = performance.now() - start;
    const all = await Promise.all(finished.splice(0));
    const kinds: Record<string, number> = {};
    for (const r of all) kinds[kind(r.url, r.bytes)] = (kinds[kind(r.url, r.bytes)] ?? 0) + r.bytes;
    return { bytes: all.reduce((n, r) => n + r.bytes, 0), requests: all.length, ms, kinds };
  } finally {
    await browser.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const server = values.url ? { origin: values.url, stop: () => undefined } : await startServer();
try {
  for (const [label, images] of [
    ["page images (processed)", true],
    ["pdf.js (PDF read in the browser)", false],
  ] as const) {
    const results: Result[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await measure(server.origin, images);
      if (result) results.push(result);
    }
    const last = results.at(-1);
    if (!last) {
      console.log(`${label}: not offered by this build`);
      continue;
    }
    console.log(
      `${label}: ${kb(median(results.map((r) => r.bytes)))} in ${last.requests} requests, ` +
        `${Math.round(median(results.map((r) => r.ms)))} ms to page 1 (median of ${runs})`,
    );
    for (const [k, v] of Object.entries(last.kinds).sort((a, b) => b[1] - a[1])) console.log(`  ${k}: ${kb(v)}`);
  }
} catch (error) {
  console.error(String(error));
  process.exitCode = 1;
} finally {
  server.stop();
}
