/** Order statistics for the benchmark's samples (nearest-rank, so a figure is a real sample). */

export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const median = (samples: number[]) => percentile(samples, 50);

/** 12.3 for milliseconds, 1.2k-style grouping for rates: what the printed tables use. */
export const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 1) : "n/a");
export const rate = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "n/a");
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** A throughput as a multiple of /healthz's: three places when it is small enough to round to nothing. */
export const ratio = (n: number) => (Number.isFinite(n) ? `${n.toFixed(n < 0.1 ? 3 : 2)}x` : "n/a");
