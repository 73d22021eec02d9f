/**
 * `npm test`: checks formatting, lint rules and dead code (Biome, knip) while it builds the binary,
 * then runs every unit and API test (`bun test`) beside the Playwright journeys against the
 * compiled binary in Debian's Chromium. The journeys' processed demo is made once
 * (tests/e2e/demo-data.ts) while `bun test` runs; the journeys start when both are done, in
 * E2E_LANES Playwright runs (default 1) that share the journey files (scripts/e2e-lanes.ts),
 * each with its own server, ports and copy of the demo. One lane by default: with the unit tests
 * and two lanes at once on two cores, axe over every template took over its 3 minutes.
 * Stops at the first failing stage (ending those still running) with its exit code, and ends
 * with one "N passed, N failed" line adding up both runners.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import installBrowserTools from "../tests/e2e/global-setup.ts";
import { build } from "./build.ts";
import { e2eLanes } from "./e2e-lanes.ts";

const root = join(import.meta.dir, "..");
const totals = { passed: 0, failed: 0 };
type Counts = { passed: number; failed: number };

type Stage = {
  name: string;
  cmd: string[];
  env?: Record<string, string>;
  count?: (text: string) => Counts;
  /** Echoed as it comes (one stage at most); the others' output is printed whole when they end. */
  live?: boolean;
  /** How to ask it to stop when another stage fails (Playwright stops its server on SIGINT). */
  stopSignal?: NodeJS.Signals;
};
type Running = { stage: Stage; child: ReturnType<typeof Bun.spawn>; done: Promise<number>; text: () => string };

function start(stage: Stage): Running {
  console.log(`\n$ ${stage.cmd.join(" ")}${stage.live ? "" : `   (${stage.name}: output when it ends)`}`);
  const started = performance.now();
  const child = Bun.spawn(stage.cmd, {
    cwd: root,
    stdio: ["inherit", "pipe", "pipe"],
    env: { ...process.env, ...stage.env },
  });
  let text = "";
  const pump = async (stream: ReadableStream<Uint8Array>, out: NodeJS.WriteStream) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      if (stage.live) out.write(chunk);
      text += decoder.decode(chunk, { stream: true });
    }
  };
  const done = Promise.all([pump(child.stdout, process.stdout), pump(child.stderr, process.stderr)]).then(async () => {
    const code = await child.exited;
    if (!stage.live) process.stdout.write(`\n--- ${stage.name} ---\n${text}`);
    const counted = stage.count?.(text) ?? { passed: 0, failed: 0 };
    totals.passed += counted.passed;
    totals.failed += counted.failed;
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`--- ${stage.name}: exit code ${code} after ${seconds} s`);
    return code;
  });
  return { stage, child, done, text: () => text };
}

function fail(what: string, code: number): never {
  console.error(`\n${what} failed with exit code ${code}`);
  console.log(`tests: ${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
  process.exit(code);
}

/**
 * Runs stages side by side; `next(stage)` may give stages to start once one has passed. The first
 * that fails stops the others (waiting until they have ended) and ends the test run with its code.
 */
async function together(stages: Stage[], next: (done: Stage) => Stage[] = () => []) {
  const running = new Set<Running>();
  const launch = (stage: Stage) => {
    const run = start(stage);
    running.add(run);
    return run;
  };
  for (const stage of stages) launch(stage);
  while (running.size > 0) {
    const [run, code] = await Promise.race([...running].map((r) => r.done.then((c) => [r, c] as const)));
    running.delete(run);
    if (code !== 0) {
      for (const other of running) other.child.kill(other.stage.stopSignal ?? "SIGTERM");
      await Promise.all([...running].map((r) => r.done));
      fail(run.stage.cmd.join(" "), code);
    }
    for (const stage of next(run.stage)) launch(stage);
  }
}

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
await together([
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
  cmd: [process.execPath, "tests/e2e/demo-data.ts"],
  env: { E2E_DEMO_TEMPLATE: template },
};
// Lane i serves on E2E_PORT + 4i; a journey's own extra servers use the three ports above it.
const laneCount = Number(process.env.E2E_LANES ?? 1);
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
// machine needs more than the 5 s default.
const unit: Stage = {
  name: "bun test",
  cmd: [process.execPath, "test", "--timeout=30000"],
  env: { NODE_ENV: "production" },
  live: true,
  count: (t) => ({ passed: last(t, /^\s*(\d+) pass$/gm), failed: last(t, /^\s*(\d+) fail$/gm) }),
};
// The journeys start once, when the unit tests and the demo are both done.
const waiting = new Set([unit, demo]);
await together([unit, demo], (done) => (waiting.delete(done) && waiting.size === 0 ? lanes : []));
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
