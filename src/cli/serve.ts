import { isDatabaseEmpty } from "#db/queries/database.ts";
import { seedDemo } from "#db/seed/demo.ts";
import { startJobs } from "#jobs/tasks.ts";
import { errorText, logEvent, logRequestError, setLogFormat } from "#lib/log.ts";
import { createApp } from "#routes/index.ts";
import type { ServerApp } from "#server/app.ts";
import type { Config } from "#server/config.ts";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import { openAppDatabase } from "./database.ts";

/** A stop that hangs (a task ignoring its abort signal) still ends the process by then. */
const STOP_DEADLINE_MS = 8000;

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
  const app = createApp(config);
  const server = Bun.serve(serveOptions(config, app));
  // Catalogue processing, scheduled backups and pruning: one scheduler, stopped before the database closes.
  const jobs = startJobs(db, config, (line, level, detail) => logEvent(level, detail?.event ?? "job", line, detail));
  const origin = `http://${config.host}:${server.port}`;
  logEvent(
    "info",
    "server.started",
    `uae-deals is serving ${config.dataDir} at ${origin} (public origin ${config.publicOrigin})`,
    {
      dataDir: config.dataDir,
      listen: origin,
      publicOrigin: config.publicOrigin,
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
    await jobs.stop();
    server.stop();
    db.$client.close();
    lock.release();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}
