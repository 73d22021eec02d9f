import { isDatabaseEmpty } from "#db/queries/database.ts";
import { seedDemo } from "#db/seed/demo.ts";
import { startJobs } from "#jobs/tasks.ts";
import { errorText, logEvent, logRequestError, setLogFormat } from "#lib/log.ts";
import { createApp } from "#routes/index.ts";
import { analyticsBuffer } from "#server/analytics/event-buffer.ts";
import type { ServerApp } from "#server/app.ts";
import type { Config } from "#server/config.ts";
import { isDevMode } from "#server/dev-reload.ts";
import { resetWorkersDir, shareCounters } from "#server/metrics-share.ts";
import { keepPagesOnDisk, sharedPages } from "#server/page-store.ts";
import { vapidKeys } from "#server/push/vapid.ts";
import { limitsFile, openLimitStore, shareLimits } from "#server/rate-limit-store.ts";
import { useRenderThread } from "#server/render-thread.ts";
import { setWorkerIdentity } from "#server/worker-identity.ts";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import { openAppDatabase } from "./database.ts";
import { Refusal } from "./errors.ts";
import { startWorkers, type Workers } from "./serve-workers.ts";

/** A stop that hangs (a task ignoring its abort signal) still ends the process by then. */
export const STOP_DEADLINE_MS = 8000;

/**
 * Bun.serve's options. Never Bun's development mode, whatever NODE_ENV says: its error page
 * shows stack frames, bundle source and the working directory. An error that escapes the app
 * (its own error handler failing) is a plain 500 with nothing of the error in it.
 */
export function serveOptions(config: Config, app: ServerApp) {
  return {
    port: config.port,
    hostname: config.host,
    development: false,
    // Said outright: with development off Bun sets SO_REUSEPORT, and a second uae-deals started on
    // the same port would then share it with the first (each answering some requests) instead of failing.
    reusePort: false,
    fetch: (req: Request, server: unknown) => app.fetch(req, server),
    error(error: Error) {
      logRequestError("serve", error);
      return new Response("Internal server error\n", {
        status: 500,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    },
    maxRequestBodySize: 64 * 1024 * 1024,
  } as const;
}

/** Why the server could not listen, as the one line the operator reads (not Bun's code frame and stack). */
function listenRefusal(config: Config, error: unknown): Refusal {
  const where = `${config.host}:${config.port}`;
  if ((error as { code?: string }).code === "EADDRINUSE")
    return new Refusal(
      `Port ${config.port} on ${config.host} is already in use (another uae-deals, or another program): stop it, or set PORT to a free port.`,
    );
  return new Refusal(`Cannot listen on ${where}: ${errorText(error)} (check HOST and PORT).`);
}

/**
 * Listens for the first of several processes. Sharing the port (SO_REUSEPORT) would also let it
 * share with another program already there, so the port is first taken alone for a moment: a
 * port in use fails as it does with one process.
 */
function listenShared(config: Config, app: ServerApp) {
  Bun.serve(serveOptions(config, app)).stop(true);
  return Bun.serve({ ...serveOptions(config, app), reusePort: true });
}

/**
 * What there is one of for the whole site, made before other processes start: the push key
 * pair (two processes making it at once would each hand browsers their own), the shared
 * rate-limit counts, and the folder where each process leaves its metrics counters.
 */
async function prepareWorkers(config: Config, db: ReturnType<typeof openAppDatabase>) {
  await vapidKeys(db);
  shareLimits(openLimitStore(limitsFile(config.dataDir)));
  setWorkerIdentity({ index: 1, of: config.workers });
  resetWorkersDir(config.dataDir);
  shareCounters(config.dataDir, 1, config.workers);
}

/**
 * Pages render on a thread of their own unless RENDER_THREAD=0, or in development, where the
 * build output changes under the server and only this thread reloads it. Returns how to stop it.
 */
export function startRenderThread(config: Config): () => void {
  const hangMs = config.workerHangSeconds * 1000;
  return config.renderThread && !isDevMode() ? useRenderThread(config.dbFile, hangMs) : () => {};
}

/** `uae-deals serve [--demo]`: lock DATA_DIR, migrate, optionally seed an empty database, then listen. */
export async function serveCommand(config: Config, opts: { demo: boolean }): Promise<void> {
  setLogFormat(config.logFormat);
  // A crash says why in one line before the process ends (the kernel's OOM killer leaves no line: journalctl -k).
  const crashed = (error: unknown) => {
    logEvent("error", "server.crashed", `uae-deals crashed: ${errorText(error)}`, { error: errorText(error) });
    process.exit(1);
  };
  process.on("uncaughtException", crashed);
  process.on("unhandledRejection", crashed);
  // Held for the server's life so restore, migrate and seed cannot swap the data under it.
  const lock = acquireDataDirLock(config.dataDir, "serve");
  const db = openAppDatabase(config, (line) => logEvent("info", "database.opened", line));
  if (opts.demo && isDatabaseEmpty(db)) {
    const log = (line: string) => logEvent("info", "demo.seeded", line);
    log(await seedDemo(db, { dataDir: config.dataDir, scale: 1, log }));
  }
  const shared = config.workers > 1;
  if (shared) await prepareWorkers(config, db);
  // Pages kept on disk, checked before the other processes open them.
  await keepPagesOnDisk(config, db.$client);
  const app = createApp(config);
  const stopRenders = startRenderThread(config);
  let server: ReturnType<typeof Bun.serve>;
  try {
    server = shared ? listenShared(config, app) : Bun.serve(serveOptions(config, app));
  } catch (error) {
    db.$client.close();
    lock.release();
    throw listenRefusal(config, error);
  }
  let workers: Workers | null = null;
  if (shared) {
    workers = startWorkers(config.workers, config.workerHangSeconds * 1000);
    try {
      await workers.ready;
    } catch (error) {
      await workers.stop("SIGTERM", STOP_DEADLINE_MS);
      server.stop(true);
      db.$client.close();
      lock.release();
      throw new Refusal(`Cannot start the other serve processes: ${errorText(error)} (or set WORKERS=1).`);
    }
  }
  // Catalogue processing, scheduled backups and pruning: one scheduler, stopped before the database closes.
  const jobs = startJobs(db, config, (line, level, detail) => logEvent(level, detail?.event ?? "job", line, detail));
  const origin = `http://${config.host}:${server.port}`;
  logEvent(
    "info",
    "server.started",
    `uae-deals is serving ${config.dataDir} at ${origin} (public origin ${config.publicOrigin})${shared ? ` with ${config.workers} processes (pids ${[process.pid, ...workers!.pids()].join(", ")}; this one runs the scheduler)` : ""}`,
    {
      dataDir: config.dataDir,
      listen: origin,
      publicOrigin: config.publicOrigin,
      ...(shared ? { workers: config.workers, pids: [process.pid, ...workers!.pids()].join(" ") } : {}),
    },
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logEvent("info", "server.stopping", `${signal}: stopping (the running background task hands back its work)`, {
      signal,
    });
    setTimeout(() => {
      logEvent("error", "server.stop_timeout", `Still stopping after ${STOP_DEADLINE_MS} ms: exiting anyway`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    // The other processes finish their answers and write their counted events meanwhile.
    await Promise.all([
      workers?.stop(signal === "SIGINT" ? "SIGINT" : "SIGTERM", STOP_DEADLINE_MS - 1000),
      jobs.stop(),
    ]);
    server.stop();
    stopRenders();
    // Counted events still in memory are written before the database closes.
    analyticsBuffer().flush();
    sharedPages()?.close();
    db.$client.close();
    lock.release();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}
