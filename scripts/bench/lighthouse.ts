/**
 * Lighthouse's default (mobile) preset, simulated throttling, against Debian's Chromium, one page
 * at a time through one browser: performance score, LCP, TBT, CLS.
 *
 * CPU slowdown: Lighthouse's 4x turns a high-end desktop (benchmarkIndex 1,500-2,000) into a
 * mid-tier phone; its throttling guide asks a slower host to lower the multiplier, or the phone
 * simulated is slower than any Lighthouse means (cpu-slowdown.ts).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { CHROMIUM_PATH as CHROME, CHROMIUM_FLAGS as FLAGS } from "#scripts/chromium.ts";

export type LighthouseResult = {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  error?: string;
  /** Lighthouse's run warnings, e.g. a page that never went quiet within its 45 s load limit. */
  warnings?: string[];
  /** The host's CPU as Lighthouse measured it before the run (higher is faster). */
  benchmarkIndex?: number;
};

export async function withChromium<T>(
  port: number,
  use: (audit: (url: string, cpuSlowdown?: number) => Promise<LighthouseResult>) => Promise<T>,
) {
  const profile = mkdtempSync(join(tmpdir(), "uae-deals-lighthouse-"));
  const chrome = Bun.spawn(
    [CHROME, ...FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    {
      stdout: "ignore",
      stderr: "ignore",
    },
  );
  try {
    for (let i = 0; i < 100; i++) {
      const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await Bun.sleep(100);
    }
    return await use(async (url, cpuSlowdown = 4) => {
      const run = await lighthouse(url, {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      });
      const lhr = run?.lhr;
      if (!lhr) return { score: Number.NaN, lcpMs: Number.NaN, tbtMs: Number.NaN, cls: Number.NaN, error: "no result" };
      const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      return {
        score: lhr.categories.performance?.score ?? Number.NaN,
        lcpMs: value("largest-contentful-paint"),
        tbtMs: value("total-blocking-time"),
        cls: value("cumulative-layout-shift"),
        error: lhr.runtimeError?.message,
        warnings: lhr.runWarnings.map(String),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
    });
  } finally {
    chrome.kill();
    await chrome.exited;
    rmSync(profile, { recursive: true, force: true });
  }
}
