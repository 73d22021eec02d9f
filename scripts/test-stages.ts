/**
 * How `npm test` (scripts/test.ts) runs its stages: each a child process, several side by side,
 * its output echoed as it comes or printed whole when it ends, its tests counted. The first
 * stage that fails stops the others and ends the run with its exit code. SIGINT, SIGTERM or
 * SIGHUP to this process (Ctrl-C, `kill -INT`, npm passing either on) stops every running stage
 * the same way, waits until each has ended, and exits 128 + the signal's number: no stage is
 * left running on its own.
 */

export type Counts = { passed: number; failed: number };

export type Stage = {
  name: string;
  cmd: string[];
  env?: Record<string, string>;
  count?: (text: string) => Counts;
  /** Echoed as it comes (one stage at most); the others' output is printed whole when they end. */
  live?: boolean;
  /** How to ask it to stop when another stage fails (Playwright stops its server on SIGINT). */
  stopSignal?: NodeJS.Signals;
};

type Running = { stage: Stage; child: ReturnType<typeof Bun.spawn>; done: Promise<number> };

/** What every stage that has ended counted, for the run's closing line. */
export const totals: Counts = { passed: 0, failed: 0 };
const running = new Set<Running>();
let stopping: Promise<never> | undefined;

function start(stage: Stage, cwd: string): Running {
  console.log(`\n$ ${stage.cmd.join(" ")}${stage.live ? "" : `   (${stage.name}: output when it ends)`}`);
  const started = performance.now();
  const child = Bun.spawn(stage.cmd, {
    cwd,
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
  const run = { stage, child, done };
  running.add(run);
  void done.then(() => running.delete(run));
  return run;
}

/** Asks every running stage to stop (its stopSignal, else SIGTERM) and waits until all have ended. */
async function stopAll(): Promise<void> {
  const others = [...running];
  for (const other of others) other.child.kill(other.stage.stopSignal ?? "SIGTERM");
  await Promise.all(others.map((r) => r.done));
}

/** Prints the closing line (counting this failure) and exits with `code`. */
export function fail(what: string, code: number): never {
  console.error(`\n${what} failed with exit code ${code}`);
  console.log(`tests: ${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
  process.exit(code);
}

const SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const;
for (const signal of Object.keys(SIGNAL_NUMBERS) as (keyof typeof SIGNAL_NUMBERS)[]) {
  process.on(signal, () => {
    stopping ??= (async () => {
      const names = [...running].map((r) => r.stage.name);
      console.error(`\n${signal}: stopping ${names.length > 0 ? names.join(", ") : "the run"}`);
      await stopAll();
      fail(`the run (${signal})`, 128 + SIGNAL_NUMBERS[signal]);
    })();
  });
}

/**
 * Runs stages side by side (from `cwd`); `next(stage)` may give stages to start once one has
 * passed. The first that fails stops the others (waiting until they have ended) and ends the
 * test run with its code.
 */
export async function together(cwd: string, stages: Stage[], next: (done: Stage) => Stage[] = () => []) {
  const mine = new Set(stages.map((stage) => start(stage, cwd)));
  while (mine.size > 0) {
    const [run, code] = await Promise.race([...mine].map((r) => r.done.then((c) => [r, c] as const)));
    mine.delete(run);
    // A signal is stopping the run: it ends the process once every stage has ended.
    if (stopping) await stopping;
    if (code !== 0) {
      await stopAll();
      fail(run.stage.cmd.join(" "), code);
    }
    for (const stage of next(run.stage)) mine.add(start(stage, cwd));
  }
}
