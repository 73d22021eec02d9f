/**
 * `npm test`: checks formatting, lint rules and dead code (Biome, knip) while it builds the binary,
 * then runs every unit and API test (`bun test`) beside the Playwright journeys against the
 * compiled binary in Debian's Chromium. The journeys' processed demo is made once
 * (tests/e2e/demo-data.ts) while `bun test` runs; the journeys start when both are done, in
 * E2E_LANES Playwright runs (default 2, one per core) that share the journey files
 * (scripts/e2e-lanes.ts), each with its own server, ports and copy of the demo. They start only
 * once the unit tests are done: two lanes beside the unit tests on two cores once made axe over
 * every template take over its 3 minutes. Stops at the first failing stage (ending those still
 * running) with its exit code, or at SIGINT/SIGTERM (scripts/test-stages.ts), and ends with one
 * "N passed, N failed" line adding up both runners.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import installBrowserTools from "../tests/e2e/global-setup.ts";
import { build } from "./build.ts";
import { e2eLanes } from "./e2e-lanes.ts";
import { fail, type Stage, together, totals } from "./test-stages.ts";

const root = join(import.meta.dir, "..");
const run = (stages: Stage[], next?: (done: Stage) => Stage[]) => together(root, stages, next);

const last = (text: string, re: RegExp) => Number([...text.matchAll(re)].pop()?.[1] ?? 0);
const bin = (name: string) => join(root, "node_modules/.bin", name);

// Biome and knip read the sources; the build writes only under dist/.
const building = build().then(
  () => 0,
  (error: unknown) => {
    console.error(error);
    return 1;
  },
);
await run([
  { name: "biome", cmd: [bin("biome"), "ci", "."] },
  { name: "knip", cmd: [bin("knip"), "--no-progress"] },
]);
if ((await building) !== 0) fail("the build", 1);
// Each lane's global setup would install Chromium and Java if missing: once here, not twice at once.
installBrowserTools();

const port = Number(process.env.E2E_PORT ?? 3199);
// Each lane's playwright.config.ts makes a data directory of its own; a shared one would mix them.
delete process.env.E2E_DATA_DIR;
const runDir = mkdtempSync(join(tmpdir(), "uae-deals-e2e-run-"));
process.on("exit", () => rmSync(runDir, { recursive: true, force: true }));
const template = join(runDir, "demo");
const demo: Stage = {
  name: "e2e demo data",
  // --no-orphans: stopped, it takes the processing run it started with it.
  cmd: [process.execPath, "--no-orphans", "tests/e2e/demo-data.ts"],
  env: { E2E_DEMO_TEMPLATE: template },
};
// Lane i serves on E2E_PORT + 4i; a journey's own extra servers use the three ports above it.
const laneCount = Number(process.env.E2E_LANES ?? 2);
if (!Number.isInteger(laneCount) || laneCount < 1 || laneCount > 4) fail(`E2E_LANES=${process.env.E2E_LANES}`, 2);
const lanes: Stage[] = e2eLanes(root, laneCount).map((files, i) => ({
  name: `e2e lane ${i + 1}`,
  cmd: [bin("playwright"), "test", `--output=test-results/lane-${i + 1}`, ...files],
  env: { E2E_PORT: String(port + 4 * i), E2E_DEMO_TEMPLATE: template },
  stopSignal: "SIGINT",
  live: laneCount === 1,
  count: (t) => ({ passed: last(t, /^\s*(\d+) passed/gm), failed: last(t, /^\s*(\d+) failed/gm) }),
}));
// bunfig.toml's [test] timeout is not read by this Bun; password hashing (argon2) on a busy
// machine needs more than the 5 s default. UNIT_WORKERS test files at once (default 2, one per
// core), the slowest first by tests/unit-timings.json. Each worker keeps its modules from file to
// file (--no-isolate), as one process running them all did: the app is imported and the demo
// seeded once per worker, not once per file. --no-orphans: whatever the tests started (servers,
// CLI runs) ends with `bun test` when it is stopped.
const unitWorkers = process.env.UNIT_WORKERS ?? "2";
const unit: Stage = {
  name: "bun test",
  cmd: [
    process.execPath,
    "--no-orphans",
    "test",
    "--timeout=30000",
    `--parallel=${unitWorkers}`,
    "--no-isolate",
    "--timings=tests/unit-timings.json",
  ],
  env: { NODE_ENV: "production" },
  live: true,
  count: (t) => ({ passed: last(t, /^\s*(\d+) pass$/gm), failed: last(t, /^\s*(\d+) fail$/gm) }),
};
// The journeys start once, when the unit tests and the demo are both done.
const waiting = new Set([unit, demo]);
await run([unit, demo], (done) => (waiting.delete(done) && waiting.size === 0 ? lanes : []));
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
