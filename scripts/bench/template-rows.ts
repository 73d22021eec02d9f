/** Demo rows per public template: the JavaScript it loads, and Lighthouse's mobile figures. */
import type { Context } from "./context.ts";
import { calibratedSlowdown } from "./cpu-slowdown.ts";
import { type LighthouseResult, withChromium } from "./lighthouse.ts";
import { shippedJs } from "./shipped-js.ts";
import { kib } from "./stats.ts";
import { record } from "./summary.ts";
import type { Template } from "./templates.ts";

/** Issue 28: JavaScript as served (brotli, as the server keeps hashed assets) on every public template. */
const JS_GOAL_KIB = 70;

/** Paths in a column of their own: a long blog slug would push the figures out of line. */
const shortPath = (path: string) => (path.length > 36 ? `${path.slice(0, 35)}…` : path.padEnd(36));
const SCORE_GOAL = 0.95;

export async function jsRow(ctx: Context, templates: Template[]): Promise<void> {
  let heaviest = { id: "", brotli: 0 };
  for (const t of templates) {
    const js = await shippedJs(ctx.server.origin, t.path);
    console.log(
      `  ${t.id.padEnd(16)} ${shortPath(t.path)} ${String(js.files).padStart(3)} files, ${kib(js.raw).padStart(10)} raw, ` +
        `${kib(js.gzip).padStart(9)} gzipped, ${kib(js.brotli).padStart(9)} brotli; on demand: ${js.onDemandFiles} files, ${kib(js.onDemandGzip)} gzipped`,
    );
    if (t.id === "home")
      record(
        "JavaScript on / (brotli)",
        `${kib(js.brotli)} in ${js.files} files (${kib(js.gzip)} gzipped)`,
        `<= ${JS_GOAL_KIB} KiB`,
        js.brotli <= JS_GOAL_KIB * 1024,
      );
    if (js.brotli > heaviest.brotli) heaviest = { id: t.id, brotli: js.brotli };
  }
  if (heaviest.id)
    record(
      "JavaScript, heaviest public template (brotli)",
      `${kib(heaviest.brotli)} on ${heaviest.id}`,
      `<= ${JS_GOAL_KIB} KiB`,
      heaviest.brotli <= JS_GOAL_KIB * 1024,
    );
}

export async function lighthouseRow(ctx: Context, templates: Template[]): Promise<void> {
  const scores: { id: string; score: number }[] = [];
  await withChromium(ctx.options.port + 2, async (audit) => {
    let cpu = ctx.options.lighthouseCpu ?? 4;
    const attempt = (url: string): Promise<LighthouseResult> =>
      audit(url, cpu).catch((e: Error) => ({
        score: Number.NaN,
        lcpMs: Number.NaN,
        tbtMs: Number.NaN,
        cls: Number.NaN,
        error: e.message,
      }));
    // The first audit pays for a cold browser and a cold server: run one and throw it away. It
    // also measures the host's CPU, which the slowdown is calibrated to unless one was given.
    if (templates[0]) {
      const warmUp = await attempt(ctx.server.origin + templates[0].path);
      if (ctx.options.lighthouseCpu === null) cpu = calibratedSlowdown(warmUp.benchmarkIndex ?? Number.NaN);
      console.log(
        `  CPU slowdown ${cpu}x (${ctx.options.lighthouseCpu === null ? "calibrated to " : "given; "}benchmarkIndex ${warmUp.benchmarkIndex ?? "unknown"})`,
      );
    }
    for (const t of templates) {
      const started = performance.now();
      const runs: LighthouseResult[] = [];
      for (let i = 0; i < ctx.options.lighthouseRuns; i++) {
        let r = await attempt(ctx.server.origin + t.path);
        // Lighthouse sometimes loses the trace (NO_NAVSTART and the like): one more try.
        if (r.error || !Number.isFinite(r.score)) {
          console.log(`  ${t.id.padEnd(16)} ${shortPath(t.path)} again after: ${r.error ?? "no score"}`);
          r = await attempt(ctx.server.origin + t.path);
        }
        runs.push(r);
      }
      // With several runs, the run of median score stands for the page (Lighthouse's own advice).
      const ranked = runs.filter((x) => Number.isFinite(x.score)).sort((a, b) => a.score - b.score);
      const r = ranked[Math.floor((ranked.length - 1) / 2)] ?? runs[0]!;
      scores.push({ id: t.id, score: r.score });
      console.log(
        `  ${t.id.padEnd(16)} ${shortPath(t.path)} score ${Number.isFinite(r.score) ? r.score.toFixed(2) : "n/a "}  ` +
          `LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}` +
          ` (${runs.length > 1 ? `median of ${runs.length}, ` : ""}${((performance.now() - started) / 1000).toFixed(0)} s)${r.error ? ` error: ${r.error}` : ""}` +
          (r.warnings?.length ? `\n  ${"".padEnd(16)} warning: ${r.warnings.join("; ")}` : ""),
      );
    }
  });
  const measured = scores.filter((s) => Number.isFinite(s.score));
  if (!measured.length) return record("Lighthouse mobile performance", "no page measured", `>= ${SCORE_GOAL}`, null);
  const worst = measured.reduce((a, b) => (b.score < a.score ? b : a));
  const below = measured.filter((s) => s.score < SCORE_GOAL).map((s) => s.id);
  record(
    "Lighthouse mobile performance",
    `lowest ${worst.score.toFixed(2)} (${worst.id}); below goal: ${below.length ? below.join(" ") : "none"}`,
    `>= ${SCORE_GOAL} every template, both languages`,
    below.length === 0 && measured.length === scores.length,
  );
}
