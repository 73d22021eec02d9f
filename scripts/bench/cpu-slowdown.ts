/**
 * Lighthouse's CPU slowdown for this host. Its throttling guide
 * (github.com/GoogleChrome/lighthouse, docs/throttling.md, "Calibrating the CPU slowdown") gives
 * 4x for a high-end desktop (benchmarkIndex 1,500-2,000) to act as a mid-tier phone, and asks a
 * slower host to lower it.
 */

/**
 * The CPU slowdown that puts this host where Lighthouse's default puts a 1,600 desktop (4x, a
 * simulated phone of about 400): the guide's table (a low-end desktop of 1,000-1,500 wants
 * 2x, range 1-5; a high-end phone of 800-1,200 wants 2x) follows the same line. Never above
 * Lighthouse's own 4x, never below 1x.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  return Math.round(Math.min(4, Math.max(1, benchmarkIndex / 400)) * 10) / 10;
}
