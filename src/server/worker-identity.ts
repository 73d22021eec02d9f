/**
 * Which `serve` process this is, when there are several (WORKERS > 1): number 1 is the first
 * one started, which also owns the scheduler; 2..N are the ones it started. Null with one
 * process. /healthz and /metrics say it, because each answer comes from one process.
 */
export type WorkerIdentity = { index: number; of: number };

const KEY = Symbol.for("uae-deals.worker-identity");
const g = globalThis as { [KEY]?: WorkerIdentity };

export function setWorkerIdentity(identity: WorkerIdentity): void {
  g[KEY] = identity;
}

export const workerIdentity = (): WorkerIdentity | null => g[KEY] ?? null;

/** The environment variable that makes a started `serve` a worker (its number), set only by serve itself. */
export const WORKER_ENV = "UAE_DEALS_WORKER";
