/**
 * Issue 21's findings 6-9 measured against one checkout, so before and after come from the
 * same command (findings 1 and 3 are scripts/bench/hostile-clients.ts):
 *
 *   bun scripts/bench/hostile-findings.ts --source <checkout dir> [--only 6,7,8,9]
 *       [--pages 120] [--page-chars 120000] [--seconds 20]
 *
 * Everything runs from `<checkout>/src/cli/main.ts` (that checkout's CLI makes a fresh
 * temporary DATA_DIR: migrate, create-admin; `serve` listens on 127.0.0.1 with
 * TRUSTED_PROXY_HEADER=X-Forwarded-For), so an older commit in a worktree (`git worktree add
 * --detach DIR COMMIT`, node_modules linked in) is measured by this bench as it is today.
 * One row per finding, each preceded by the load average, since the figures move with it:
 *   6  /healthz (polled every 10 ms) while a catalogue whose small PDF holds `pages` x
 *      `page-chars` characters of invisible text is processed: p50, p99, max; stored text
 *   7  10 wrong admin passwords from address A, then the right one from A and from B
 *   8  `seconds` of visitor-tracking events from one client (an IPv4 address; an IPv6 /64):
 *      events stored, database growth, server RSS
 *   9  `restore` of a gzip bomb, a 300-character entry name and a planted trigger: exit code,
 *      first line, peak bytes written into DATA_DIR, peak RSS
 * Bounded: one server at a time, at most 8 requests in flight, temporary directories removed.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { adminLockout } from "./hostile/admin-lockout.ts";
import { healthzStall } from "./hostile/healthz-stall.ts";
import { restoreArchives } from "./hostile/restore-archives.ts";
import { trackingFlood } from "./hostile/tracking-flood.ts";

const { values } = parseArgs({
  options: {
    source: { type: "string" },
    only: { type: "string", default: "6,7,8,9" },
    pages: { type: "string", default: "120" },
    "page-chars": { type: "string", default: "120000" },
    seconds: { type: "string", default: "20" },
  },
});
if (!values.source) throw new Error("--source <checkout dir> is required");
const source = resolve(values.source);
const only = new Set(values.only.split(",").map((s) => s.trim()));

const commit = Bun.spawnSync(["git", "-C", source, "rev-parse", "--short", "HEAD"]).stdout.toString().trim();
const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
console.log(`hostile findings from ${source} (${commit || "not a git checkout"})`);

const findings: Record<string, () => Promise<string | string[]>> = {
  "6": () => healthzStall(source, Number(values.pages), Number(values["page-chars"])),
  "7": () => adminLockout(source),
  "8": () => trackingFlood(source, Number(values.seconds)),
  "9": () => restoreArchives(source),
};
for (const [n, run] of Object.entries(findings)) {
  if (!only.has(n)) continue;
  const at = load();
  const rows = [await run()].flat();
  for (const row of rows) console.log(`${n} | load ${at} | ${row}`);
}
