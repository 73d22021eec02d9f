/**
 * `npm run bench:ocr [-- --rebuild] [--dir DIR] [--missing]`: how well and how fast image-only pages are
 * read. The pages (ocr-pages/make-pages.ts: English and Arabic prose, six flyers of four
 * layouts, printed by Chromium, drawn at 200 dpi and wrapped as images) are made once into
 * dist/bench/ocr-pages/. A child reads them as processing will (ocr-child.ts) and this scores:
 *
 * - word accuracy per language: the page's true words (normalised as search does) found in
 *   its OCR text, counted with repeats, order ignored; "num" are the words of digits only;
 * - recall@page: the share of each page's distinct words (2+ characters) that a search would
 *   find on that page (the index holds each Arabic word with and without its article);
 * - seconds per page (wall clock, and CPU, which a busy machine does not inflate) and the
 *   child's peak resident memory.
 * --missing lists each page's words that were not read. Figures are printed against the goals of issue 22, never asserted.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { highWaterMiB } from "./memory.ts";
import { makeBenchPages } from "./ocr-pages/make-pages.ts";
import { add, missingWords, type Score, score } from "./ocr-score.ts";

const GOALS = { en: 0.97, ar: 0.9, secondsPerPage: 3 };

const root = join(import.meta.dir, "../..");
const { values } = parseArgs({
  options: {
    rebuild: { type: "boolean", default: false },
    missing: { type: "boolean", default: false },
    dir: { type: "string", default: "dist/bench/ocr-pages" },
  },
});
const dir = join(root, values.dir);
if (values.rebuild) rmSync(dir, { recursive: true, force: true });
if (!existsSync(join(dir, "truth.json"))) {
  console.log(`making the test pages in ${values.dir} (Chromium)…`);
  await makeBenchPages(dir);
}
const truth: Record<string, string> = JSON.parse(readFileSync(join(dir, "truth.json"), "utf8"));
const files = [...new Set(Object.keys(truth).map((key) => key.split("#")[0] ?? ""))];

type PageEvent = { type: "page"; file: string; page: number; text: string; ms: number; cpuMs: number };
const child = Bun.spawn([process.execPath, join(import.meta.dir, "ocr-child.ts"), ...files.map((f) => join(dir, f))], {
  stdout: "pipe",
  stderr: "inherit",
});
const pages: PageEvent[] = [];
let loadMs = 0;
let peakMiB = 0;
let pending = "";
for await (const chunk of child.stdout.pipeThrough(new TextDecoderStream())) {
  pending += chunk;
  for (let end = pending.indexOf("\n"); end >= 0; end = pending.indexOf("\n")) {
    const event = JSON.parse(pending.slice(0, end)) as PageEvent | { type: "loaded"; ms: number };
    pending = pending.slice(end + 1);
    peakMiB = Math.max(peakMiB, highWaterMiB(child.pid));
    if (event.type === "loaded") loadMs = event.ms;
    else pages.push(event);
  }
}
if ((await child.exited) !== 0) throw new Error("the OCR child failed");

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : "  -  ");
let total: Score | null = null;
console.log(`${"page".padEnd(44)}   en      ar      num    seconds (cpu)`);
for (const p of pages) {
  const key = `${p.file.slice(dir.length + 1)}#${p.page}`;
  const s = score(truth[key] ?? "", p.text);
  total = total ? add(total, s) : s;
  const cells = (["en", "ar", "num"] as const).map((l) => pct(s[l].matched, s[l].total).padStart(6));
  console.log(`${key.padEnd(44)} ${cells.join("  ")}   ${(p.ms / 1000).toFixed(1)} (${(p.cpuMs / 1000).toFixed(1)})`);
  if (values.missing) console.log(`  missing: ${missingWords(truth[key] ?? "", p.text).join(" ")}`);
}
if (!total) throw new Error("no page was read");
const t = total;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length / 1000;
const wall = mean(pages.map((p) => p.ms));
const cpu = mean(pages.map((p) => p.cpuMs));
const goal = (ok: boolean) => (ok ? "meets" : "MISSES");
console.log(`
English   word accuracy ${pct(t.en.matched, t.en.total)} of ${t.en.total} words, recall@page ${pct(t.en.found, t.en.distinct)} (goal ${GOALS.en * 100}%: ${goal(t.en.matched / t.en.total >= GOALS.en)})
Arabic    word accuracy ${pct(t.ar.matched, t.ar.total)} of ${t.ar.total} words, recall@page ${pct(t.ar.found, t.ar.distinct)} (goal ${GOALS.ar * 100}%: ${goal(t.ar.matched / t.ar.total >= GOALS.ar)})
Numbers   word accuracy ${pct(t.num.matched, t.num.total)} of ${t.num.total}, recall@page ${pct(t.num.found, t.num.distinct)} (prices: no goal yet)
Speed     ${wall.toFixed(2)} s/page wall clock, ${cpu.toFixed(2)} s/page CPU, max ${(Math.max(...pages.map((p) => p.ms)) / 1000).toFixed(1)} s, over ${pages.length} pages (goal ${GOALS.secondsPerPage} s: ${goal(wall <= GOALS.secondsPerPage)}); engine load ${(loadMs / 1000).toFixed(1)} s once per child
Memory    child peak RSS ${peakMiB.toFixed(0)} MiB (processing child limit 1024 MiB)`);
