/**
 * The scheduler on a hand-driven clock: time moves only when a test says so, and each run is
 * a promise the test settles, so "still running when it falls due" is exact, never a race.
 */
import { describe, expect, test } from "bun:test";
import { createScheduler, type SchedulerClock, type Task } from "./scheduler.ts";

function handClock() {
  let now = 0;
  let timers: { at: number; fire: () => void }[] = [];
  const clock: SchedulerClock = {
    after(ms, fire) {
      const timer = { at: now + ms, fire };
      timers.push(timer);
      return { cancel: () => (timers = timers.filter((t) => t !== timer)) };
    },
    now: () => now,
  };
  /** Moves time on by `ms`, firing what falls due in order and letting each run's promises settle. */
  const advance = async (ms: number) => {
    const end = now + ms;
    for (;;) {
      const next = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      timers = timers.filter((t) => t !== next);
      now = next.at;
      next.fire();
      await settle();
    }
    now = end;
  };
  return { clock, advance, pending: () => timers.length };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A task whose runs wait until the test ends them. */
function heldTask(over: Partial<Task> = {}) {
  const runs: { signal: AbortSignal; end: (what?: string) => void; fail: (e: Error) => void }[] = [];
  const task: Task = {
    name: "held",
    everyMs: 1000,
    run: (signal) =>
      new Promise<string | undefined>((resolve, reject) => runs.push({ signal, end: resolve, fail: reject })),
    ...over,
  };
  return { task, runs };
}

describe("the scheduler", () => {
  test("runs a task every period, logging its start and its end with the duration and what it did", async () => {
    const { clock, advance } = handClock();
    const log: string[] = [];
    const scheduler = createScheduler((line, level) => log.push(`${level} ${line}`), clock);
    const { task, runs } = heldTask({ name: "tidying" });
    scheduler.register(task);
    scheduler.start();
    await advance(999);
    expect(runs).toHaveLength(0);
    await advance(1);
    expect(log).toEqual(["info tidying: started"]);
    await advance(250);
    runs[0]!.end("3 things tidied");
    await settle();
    expect(log).toEqual(["info tidying: started", "info tidying: ended in 250 ms (3 things tidied)"]);
    await advance(750); // on its grid: 1000 ms after the last start
    expect(runs).toHaveLength(2);
    runs[1]!.end();
    await scheduler.stop();
  });

  test("an atStart task runs at once", async () => {
    const { clock, advance } = handClock();
    const scheduler = createScheduler(() => {}, clock);
    const { task, runs } = heldTask({ atStart: true });
    scheduler.register(task);
    scheduler.start();
    await advance(0);
    expect(runs).toHaveLength(1);
    runs[0]!.end();
    await scheduler.stop();
  });

  test("a task is never run twice at once: turns that fall due while it runs are skipped", async () => {
    const { clock, advance } = handClock();
    const scheduler = createScheduler(() => {}, clock);
    const { task, runs } = heldTask();
    scheduler.register(task);
    scheduler.start();
    await advance(1000);
    await advance(3500); // three more turns fall due meanwhile
    expect(runs).toHaveLength(1);
    runs[0]!.end();
    await settle();
    await advance(499); // the next turn on its grid is at 5000 (started at 1000, ran 3500)
    expect(runs).toHaveLength(1);
    await advance(1);
    expect(runs).toHaveLength(2);
    runs[1]!.end();
    await scheduler.stop();
  });

  test("a task that throws is logged with the reason and runs again next turn; other tasks go on", async () => {
    const { clock, advance } = handClock();
    const log: { line: string; level: string }[] = [];
    const scheduler = createScheduler((line, level) => log.push({ line, level }), clock);
    let calls = 0;
    scheduler.register({
      name: "fragile",
      everyMs: 1000,
      run: () => {
        calls++;
        throw new Error("disk full");
      },
    });
    const steady = heldTask({ name: "steady", everyMs: 1500 });
    scheduler.register(steady.task);
    scheduler.start();
    await advance(1000);
    expect(log).toEqual([
      { line: "fragile: started", level: "info" },
      { line: "fragile: failed after 0 ms: disk full", level: "error" },
    ]);
    await advance(1000);
    expect(calls).toBe(2);
    expect(steady.runs).toHaveLength(1); // at 1500
    steady.runs[0]!.fail(new Error("network down"));
    await settle();
    expect(log.at(-1)).toEqual({ line: "steady: failed after 500 ms: network down", level: "error" });
    await advance(1000);
    expect(steady.runs).toHaveLength(2);
    steady.runs[1]!.end();
    await scheduler.stop();
  });

  test("due() false skips a turn without a log line; a due() that throws is logged", async () => {
    const { clock, advance } = handClock();
    const log: string[] = [];
    const scheduler = createScheduler((line) => log.push(line), clock);
    let work: boolean | "broken" = false;
    const { task, runs } = heldTask({
      due: () => {
        if (work === "broken") throw new Error("no such table");
        return work;
      },
    });
    scheduler.register(task);
    scheduler.start();
    await advance(5000);
    expect(runs).toHaveLength(0);
    expect(log).toEqual([]);
    work = true;
    await advance(1000);
    expect(runs).toHaveLength(1);
    runs[0]!.end();
    await settle();
    work = "broken";
    await advance(1000);
    expect(log.at(-1)).toBe("held: failed after 0 ms (looking for work): no such table");
    await scheduler.stop();
  });

  test("stop() aborts the running task, waits for it to hand back, and plans nothing more", async () => {
    const { clock, advance, pending } = handClock();
    const scheduler = createScheduler(() => {}, clock);
    const { task, runs } = heldTask();
    const idle = heldTask({ name: "idle", everyMs: 60_000 });
    scheduler.register(task);
    scheduler.register(idle.task);
    scheduler.start();
    await advance(1000);
    const running = runs[0]!;
    let handedBack = false;
    running.signal.addEventListener("abort", () =>
      setImmediate(() => {
        handedBack = true;
        running.end("handed back");
      }),
    );
    const stopping = scheduler.stop().then(() => handedBack);
    expect(running.signal.aborted).toBe(true);
    expect(await stopping).toBe(true); // resolved only after the run had handed back
    expect(pending()).toBe(0);
    await advance(120_000);
    expect(runs).toHaveLength(1);
    expect(idle.runs).toHaveLength(0);
  });
});
