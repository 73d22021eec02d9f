/**
 * The processes `serve` starts beside itself when WORKERS > 1: the same program (the compiled
 * binary re-running itself, or bun with main.ts from source) with UAE_DEALS_WORKER set, each
 * listening on the same port (SO_REUSEPORT: Linux spreads the connections over them). The
 * first process keeps everything there is one of: the DATA_DIR lock, migrations, the
 * scheduler and its processing child. A worker that ends by itself is started again after a
 * pause that doubles with each quick crash (1 s up to 30 s); one that has not said it is alive
 * for `hangMs` (its event loop stuck: connections the kernel hands it would wait forever) is
 * killed, and so started again. stop() ends them all.
 *
 * Each worker's stdin is a pipe from here, never written: if this process dies in any way
 * (kill -9 included) the pipe closes and the worker ends itself (parent-watch.ts), so no
 * worker outlives its server. Their output is this process's output (one log).
 */
import type { Subprocess } from "bun";
import { logEvent } from "#lib/log.ts";
import { ownCli } from "#server/own-binary.ts";
import { WORKER_ENV } from "#server/worker-identity.ts";

const FIRST_PAUSE_MS = 1000;
const LONGEST_PAUSE_MS = 30_000;
/** A worker that ran this long before it ended starts again after the first pause. */
const HEALTHY_AFTER_MS = 30_000;
/** A worker that has not said it listens by then is taken as failed (and its start as failed). */
const READY_WITHIN_MS = 30_000;

export type Workers = {
  /** Resolves when every worker listens; rejects with why one could not start. */
  ready: Promise<void>;
  /** SIGTERM to every worker, and resolves once all have exited (SIGKILL past `deadlineMs`). */
  stop(signal: "SIGTERM" | "SIGINT", deadlineMs: number): Promise<void>;
  pids(): number[];
};

type Slot = {
  index: number;
  proc: Subprocess | null;
  startedAt: number;
  pause: number;
  timer?: Timer;
  /** When the running worker last said it listens or is alive; null before it listens. */
  heardAt: number | null;
};

/** Starts workers 2..`count` (this process is number 1). */
export function startWorkers(count: number, hangMs: number): Workers {
  let stopping = false;
  const slots: Slot[] = [];
  const firstStarts: Promise<void>[] = [];

  const spawn = (slot: Slot, onReady?: () => void, onFail?: (why: Error) => void) => {
    slot.startedAt = Date.now();
    slot.heardAt = null;
    let listened = false;
    const proc = Bun.spawn(ownCli("serve"), {
      env: { ...process.env, [WORKER_ENV]: String(slot.index) },
      stdin: "pipe",
      stdout: "inherit",
      stderr: "inherit",
      ipc(message) {
        slot.heardAt = Date.now();
        if (!(message as { listening?: boolean }).listening) return;
        listened = true;
        clearTimeout(failTimer);
        onReady?.();
      },
      serialization: "json",
    });
    slot.proc = proc;
    const failTimer = onFail
      ? setTimeout(
          () => onFail(new Error(`worker ${slot.index} did not start within ${READY_WITHIN_MS} ms`)),
          READY_WITHIN_MS,
        )
      : undefined;
    proc.exited.then((code) => {
      clearTimeout(failTimer);
      slot.proc = null;
      if (stopping) return;
      const how = proc.signalCode ? `signal ${proc.signalCode}` : `code ${code}`;
      if (!listened && onFail) return onFail(new Error(`worker ${slot.index} exited with ${how} before it listened`));
      // Quick crashes in a row wait longer each time; one that ran a while starts again soon.
      slot.pause = Date.now() - slot.startedAt >= HEALTHY_AFTER_MS ? FIRST_PAUSE_MS : slot.pause;
      logEvent(
        "error",
        "worker.exited",
        `worker ${slot.index} (pid ${proc.pid}) exited with ${how}: starting it again in ${slot.pause} ms`,
        { worker: slot.index, pid: proc.pid, code, signal: proc.signalCode ?? null, restartInMs: slot.pause },
      );
      slot.timer = setTimeout(() => {
        slot.timer = undefined;
        if (stopping) return;
        spawn(slot, () =>
          logEvent("info", "worker.restarted", `worker ${slot.index} started again (pid ${slot.proc?.pid})`, {
            worker: slot.index,
            pid: slot.proc?.pid,
          }),
        );
      }, slot.pause);
      slot.pause = Math.min(slot.pause * 2, LONGEST_PAUSE_MS);
    });
  };

  const watch = setInterval(() => {
    for (const slot of slots) {
      const proc = slot.proc;
      if (stopping || !proc || slot.heardAt === null || Date.now() - slot.heardAt < hangMs) continue;
      logEvent(
        "error",
        "worker.hung",
        `worker ${slot.index} (pid ${proc.pid}) did not answer for ${Math.round(hangMs / 1000)} s: stopping it to start it again`,
        { worker: slot.index, pid: proc.pid },
      );
      slot.heardAt = null; // once: its exit starts the next one
      proc.kill("SIGKILL");
    }
  }, hangMs / 3);
  watch.unref();

  for (let index = 2; index <= count; index++) {
    const slot: Slot = { index, proc: null, startedAt: 0, pause: FIRST_PAUSE_MS, heardAt: null };
    slots.push(slot);
    // A first start that fails is the caller's to report; once listening, an exit is a crash to restart.
    firstStarts.push(new Promise<void>((resolve, reject) => spawn(slot, resolve, reject)));
  }
  const ready = Promise.all(firstStarts).then(() => {});

  return {
    ready,
    async stop(signal, deadlineMs) {
      stopping = true;
      clearInterval(watch);
      for (const slot of slots) clearTimeout(slot.timer);
      const running = slots.flatMap((s) => (s.proc ? [s.proc] : []));
      for (const proc of running) proc.kill(signal === "SIGINT" ? "SIGINT" : "SIGTERM");
      const late = setTimeout(() => {
        for (const proc of running) if (proc.exitCode === null) proc.kill("SIGKILL");
      }, deadlineMs);
      await Promise.all(running.map((p) => p.exited));
      clearTimeout(late);
    },
    pids: () => slots.flatMap((s) => (s.proc ? [s.proc.pid] : [])),
  };
}
