/**
 * `npm test` stopped by a signal (Ctrl-C, `kill -INT` on its process, npm passing one on) stops
 * every stage it runs, and what those stages started, before it exits: none is left running on
 * its own. The stages here are stand-ins that never end (tests/fixtures/stages-run.ts).
 */
import { afterAll, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { until } from "#tests/helpers/cli.ts";

const RUNNER = join(import.meta.dir, "../tests/fixtures/stages-run.ts");
const dir = mkdtempSync(join(tmpdir(), "uae-deals-stages-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Whether a process runs: a zombie (ended, not yet collected) counts as ended. */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
] as const) {
  test(`${signal} stops every stage and the processes they started, then exits ${code} with a closing line`, async () => {
    const stagesDir = mkdtempSync(join(dir, `${signal}-`));
    const runner = Bun.spawn([process.execPath, RUNNER], {
      env: { ...process.env, STAGES_DIR: stagesDir },
      stdout: "pipe",
      stderr: "pipe",
    });
    const files = ["first", "second"].map((name) => join(stagesDir, `${name}.pids`));
    await until(() => files.every((f) => existsSync(f)), 20_000);
    const pids = files.flatMap((f) => readFileSync(f, "utf8").split(" ").map(Number));
    expect(pids.every(running)).toBe(true);

    runner.kill(signal);
    expect(await runner.exited).toBe(code);
    await until(() => !pids.some(running), 5_000);
    const out = await new Response(runner.stdout).text();
    expect(out).toMatch(/^tests: 0 passed, 1 failed$/m);
    expect(await new Response(runner.stderr).text()).toContain(`${signal}: stopping first, second`);
  });
}
