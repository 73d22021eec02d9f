/**
 * `bun scripts/bench/catalog-processing.ts [--pages 300]`: how long catalogue processing takes
 * per page (median, p95) and the processing child's peak memory, for every PDF of the demo and
 * for one long PDF (the demo's pages repeated to --pages). Runs the compiled binary's own
 * `catalogs render-pages` (the child the server starts), so the figures are the product's.
 * Also times `catalogs process` over the whole demo queue. Figures are printed, never asserted.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { PDFDocument } from "pdf-lib";
import { extractOffers } from "#jobs/catalog-pages/offers/extract.ts";
import { openPdf } from "#jobs/catalog-pages/pdfium.ts";
import { build } from "#scripts/build.ts";

const { values } = parseArgs({ options: { pages: { type: "string", default: "300" } } });
const root = join(import.meta.dir, "../..");
const binary = join(root, "dist/uae-deals");
await build();

const dataDir = mkdtempSync(join(tmpdir(), "uae-deals-bench-pdf-"));
const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" };

/** The process's peak resident memory so far (VmHWM), read while it runs: rusage would mix in other children. */
function highWaterMiB(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmHWM:\s+(\d+)/)?.[1] ?? 0) / 1024;
  } catch {
    return 0; // already gone
  }
}

/** Runs render-pages on `file`; the seconds between page events and the child's peak RSS. */
async function renderTimed(file: string) {
  const out = mkdtempSync(join(tmpdir(), "uae-deals-bench-pages-"));
  const started = performance.now();
  const child = Bun.spawn([binary, "catalogs", "render-pages", file, out], { env, stdout: "pipe", stderr: "inherit" });
  const seconds: number[] = [];
  let peakMiB = 0;
  let last = started;
  let pending = "";
  for await (const chunk of child.stdout.pipeThrough(new TextDecoderStream())) {
    pending += chunk;
    for (let end = pending.indexOf("\n"); end >= 0; end = pending.indexOf("\n")) {
      const event = JSON.parse(pending.slice(0, end)) as { type: string };
      pending = pending.slice(end + 1);
      const now = performance.now();
      if (event.type === "page") seconds.push((now - last) / 1000);
      peakMiB = Math.max(peakMiB, highWaterMiB(child.pid));
      last = now;
    }
  }
  await child.exited;
  const bytes = readdirSync(out).reduce((sum, f) => sum + statSync(join(out, f)).size, 0);
  rmSync(out, { recursive: true, force: true });
  return { seconds, total: (performance.now() - started) / 1000, peakMiB, bytes };
}

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const fmt = (s: number) => s.toFixed(3);

// The demo's PDFs, each rendered by the child as the queue would.
const seed = Bun.spawnSync([binary, "seed", "--demo"], { env, stdout: "pipe", stderr: "pipe" });
console.log(seed.stdout.toString().trim().split("\n").pop());
const catalogs = join(dataDir, "media", "catalogs");
const pdfs = readdirSync(catalogs)
  .filter((f) => f.endsWith(".pdf"))
  .map((f) => join(catalogs, f));
const demo: number[] = [];
let demoPeak = 0;
let demoBytes = 0;
for (const file of pdfs) {
  const run = await renderTimed(file);
  demo.push(...run.seconds);
  demoPeak = Math.max(demoPeak, run.peakMiB);
  demoBytes += run.bytes;
}
console.log(
  `demo: ${pdfs.length} PDFs, ${demo.length} pages; s/page median ${fmt(quantile(demo, 0.5))}, p95 ${fmt(quantile(demo, 0.95))}; ` +
    `peak child RSS ${demoPeak.toFixed(0)} MiB; images ${(demoBytes / demo.length / 1024).toFixed(1)} KiB/page (480+1400 px WebP)`,
);

// The offers' share of that (issue 23: at most 10 %): reading a page's words and finding its
// offers, timed here page by page in this process, against the child's time per page above.
const extraction: number[] = [];
for (const file of pdfs) {
  const doc = await openPdf(file);
  for (let n = 1; n <= doc.pageCount; n++) {
    const page = doc.page(n);
    const started = performance.now();
    extractOffers(page.words(), page.size);
    extraction.push((performance.now() - started) / 1000);
    page.close();
  }
  doc.close();
}
const share = quantile(extraction, 0.5) / Math.max(quantile(demo, 0.5), 1e-9);
console.log(
  `offer extraction (words + offers): s/page median ${fmt(quantile(extraction, 0.5))}, p95 ${fmt(quantile(extraction, 0.95))}; ` +
    `${(100 * share).toFixed(1)} % of a page's median processing time`,
);

// One long PDF: the demo's pages over and over.
const long = await PDFDocument.create();
const sources = await Promise.all(pdfs.map(async (f) => PDFDocument.load(await Bun.file(f).arrayBuffer())));
for (let i = 0; long.getPageCount() < Number(values.pages); i++) {
  const source = sources[i % sources.length]!;
  const [page] = await long.copyPages(source, [i % source.getPageCount()]);
  long.addPage(page!);
}
const longFile = join(dataDir, "long.pdf");
writeFileSync(longFile, await long.save());
const longRun = await renderTimed(longFile);
console.log(
  `${values.pages}-page PDF (${(statSync(longFile).size / 2 ** 20).toFixed(1)} MiB): s/page median ${fmt(quantile(longRun.seconds, 0.5))}, ` +
    `p95 ${fmt(quantile(longRun.seconds, 0.95))}; total ${longRun.total.toFixed(1)} s; peak child RSS ${longRun.peakMiB.toFixed(0)} MiB`,
);

// The whole queue as `catalogs process` runs it (children started one after another).
const started = performance.now();
const processed = Bun.spawnSync([binary, "catalogs", "process"], { env, stdout: "pipe", stderr: "pipe" });
console.log(
  `catalogs process (demo queue): ${((performance.now() - started) / 1000).toFixed(1)} s — ${processed.stdout.toString().trim().split("\n").pop()}`,
);
rmSync(dataDir, { recursive: true, force: true });
