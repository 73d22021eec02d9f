/**
 * The one scheduler of background work: `serve` starts it, every periodic task registers with
 * it (tasks.ts), and stop() ends it. Each task runs every `everyMs`, never twice at once: the
 * next turn is planned only when a run has ended, on the task's own grid (a run longer than
 * its period skips the turns it overlapped rather than queueing them). Every run logs one
 * line when it starts and one when it ends (with its duration) or fails (with the reason);
 * a task that throws is logged and tried again next turn, and never stops the others.
 */
import type { LogFields, LogLevel } from "#lib/log.ts";

export type Task = {
  /** Names the task in the log ("catalogue processing"). */
  name: string;
  everyMs: number;
  /** First run as soon as the scheduler starts; otherwise one period after. */
  atStart?: boolean;
  /** A cheap look for work (a queue's head); false skips the turn without a log line. */
  due?: () => boolean;
  /**
   * The work. `signal` aborts when the scheduler stops: hand back fast, leaving the work where
   * it can resume. What it returns ends the "ended" line (what it did).
   */
  run: (signal: AbortSignal) => Promise<string | undefined> | string | undefined;
};

/**
 * A log line; failures are "error" so an operator can grep stderr. `detail` names the event
 * and its facts for LOG_FORMAT=json (src/lib/log.ts).
 */
export type JobLog = (line: string, level: LogLevel, detail?: { event: string } & LogFields) => void;

/** setTimeout and the clock, replaceable in tests. */
export type SchedulerClock = {
  after(ms: number, fire: () => void): { cancel(): void };
  now(): number;
};

const realClock: SchedulerClock = {
  after(ms, fire) {
    const id = setTimeout(fire, ms);
    return { cancel: () => clearTimeout(id) };
  },
  now: () => performance.now(),
};

export type Scheduler = {
  register(task: Task): void;
  start(): void;
  /** Stops planning, aborts the running tasks and resolves once they have returned. */
  stop(): Promise<void>;
};

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createScheduler(log: JobLog, clock: SchedulerClock = realClock): Scheduler {
  const tasks: Task[] = [];
  const timers = new Set<{ cancel(): void }>();
  const running = new Set<Promise<void>>();
  const stopping = new AbortController();
  let started = false;

  const plan = (task: Task, ms: number) => {
    const timer = clock.after(ms, () => {
      timers.delete(timer);
      const run = turn(task);
      running.add(run);
      void run.finally(() => running.delete(run));
    });
    timers.add(timer);
  };

  const turn = async (task: Task) => {
    if (stopping.signal.aborted) return;
    const began = clock.now();
    let logged = false;
    try {
      if (task.due && !task.due()) return;
      log(`${task.name}: started`, "info", { event: "task.started", task: task.name });
      logged = true;
      const what = await task.run(stopping.signal);
      const ms = Math.round(clock.now() - began);
      log(`${task.name}: ended in ${ms} ms${what ? ` (${what})` : ""}`, "info", {
        event: "task.ended",
        task: task.name,
        ms,
        result: what,
      });
    } catch (error) {
      const ms = Math.round(clock.now() - began);
      log(`${task.name}: failed after ${ms} ms${logged ? "" : " (looking for work)"}: ${reason(error)}`, "error", {
        event: "task.failed",
        task: task.name,
        ms,
        error: reason(error),
      });
    } finally {
      if (!stopping.signal.aborted) {
        const late = (clock.now() - began) % task.everyMs;
        plan(task, task.everyMs - late);
      }
    }
  };

  return {
    register(task) {
      if (!(task.everyMs > 0)) throw new Error(`${task.name}: everyMs must be above 0`);
      tasks.push(task);
      if (started) plan(task, task.atStart ? 0 : task.everyMs);
    },
    start() {
      if (started) return;
      started = true;
      for (const task of tasks) plan(task, task.atStart ? 0 : task.everyMs);
    },
    async stop() {
      stopping.abort();
      for (const timer of timers) timer.cancel();
      timers.clear();
      await Promise.all(running);
    },
  };
}
