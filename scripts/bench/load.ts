/** Runs a load row with wrk when the machine has it, autocannon otherwise (and says so once). */
import { existsSync } from "node:fs";
import { runAutocannon } from "./autocannon-load.ts";
import type { LoadResult, LoadSpec } from "./load-types.ts";
import { ratio as times } from "./stats.ts";
import { runWrk, WRK } from "./wrk.ts";

export const haveWrk = existsSync(WRK);

export function describeLoadTool(): string {
  if (haveWrk) return "wrk, 1 thread";
  console.log(
    "wrk is missing (apt-get install wrk): falling back to autocannon in this process; its rates are client-bound.",
  );
  return "autocannon (client-bound figures)";
}

export const runLoad = (spec: LoadSpec): Promise<LoadResult> => (haveWrk ? runWrk(spec) : runAutocannon(spec));

/** A load row's line: rate, ratio to /healthz measured on the same server, latency, failures. */
export function printLoad(label: string, r: LoadResult, health?: LoadResult): number {
  const ratio = health ? r.rps / health.rps : Number.NaN;
  const failures = r.non2xx || r.errors ? `, ${r.non2xx} non-2xx/3xx, ${r.errors} socket errors` : "";
  console.log(
    `  ${label.padEnd(50)} ${Math.round(r.rps).toLocaleString("en-US").padStart(7)} req/s` +
      `${health ? ` = ${times(ratio)} /healthz` : ""}, p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms, ` +
      `p99 ${r.p99.toFixed(2)} ms, ${Math.round(r.bytesPerResponse).toLocaleString("en-US")} B/response${failures}`,
  );
  return ratio;
}
