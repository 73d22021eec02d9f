/**
 * One of the extra `serve` processes (WORKERS > 1; serve-workers.ts starts them). It only
 * answers requests: the first process has taken the DATA_DIR lock, migrated the database and
 * runs the scheduler, so a worker opens the database as it is, counts rate limits in the shared
 * store, and listens on the shared port. It tells the first process it listens, and that it is
 * alive while its event loop turns (IPC), ends
 * cleanly on SIGTERM or SIGINT (counted events written first), and ends at once if the first
 * process is gone (its stdin closes).
 */
import { openDatabase, useDatabase } from "#db/client.ts";
import { dieWithParent } from "#jobs/catalog-pages/parent-watch.ts";
import { errorText, logEvent, setLogFormat } from "#lib/log.ts";
import { createApp } from "#routes/index.ts";
import { analyticsBuffer } from "#server/analytics/event-buffer.ts";
import type { Config } from "#server/config.ts";
import { shareCounters } from "#server/metrics-share.ts";
import { keepPagesOnDisk, sharedPages } from "#server/page-store.ts";
import { limitsFile, openLimitStore, shareLimits } from "#server/rate-limit-store.ts";
import { setWorkerIdentity } from "#server/worker-identity.ts";
import { STOP_DEADLINE_MS, serveOptions, startRenderThread } from "./serve.ts";

export async function serveWorker(config: Config, index: number): Promise<void> {
  setLogFormat(config.logFormat);
  dieWithParent();
  const crashed = (error: unknown) => {
    logEvent("error", "worker.crashed", `worker ${index} crashed: ${errorText(error)}`, { error: errorText(error) });
    process.exit(1);
  };
  process.on("uncaughtException", crashed);
  process.on("unhandledRejection", crashed);
  setWorkerIdentity({ index, of: config.workers });
  shareCounters(config.dataDir, index, config.workers);
  const db = useDatabase(openDatabase(config.dbFile));
  const limits = openLimitStore(limitsFile(config.dataDir));
  shareLimits(limits);
  await keepPagesOnDisk(config, db.$client);
  const stopRenders = startRenderThread(config);
  const server = Bun.serve({ ...serveOptions(config, createApp(config)), reusePort: true });
  process.send?.({ listening: true });
  // Said three times per hang limit: a worker whose event loop is stuck says nothing, and the
  // first process kills it and starts another (serve-workers.ts).
  setInterval(() => process.send?.({ alive: true }), (config.workerHangSeconds * 1000) / 3).unref();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      logEvent("error", "worker.stop_timeout", `worker ${index}: still stopping after ${STOP_DEADLINE_MS} ms`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    // Answers already started are finished (for up to half the deadline: a client that keeps its
    // connection open must not cost the events); no new connection comes here once it stops listening.
    await Promise.race([server.stop(), Bun.sleep(STOP_DEADLINE_MS / 2)]);
    stopRenders();
    analyticsBuffer().flush();
    db.$client.close();
    limits.close();
    sharedPages()?.close();
    logEvent("info", "worker.stopped", `worker ${index} stopped (${signal})`, { worker: index, signal });
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}
