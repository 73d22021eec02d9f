import { isDatabaseEmpty } from "../../db/queries/database.ts";
import { seedDemo } from "../../db/seed/demo.ts";
import { createApp } from "../../routes/index.ts";
import { startCatalogRunner } from "../server/catalog-pages/job-runner.ts";
import type { Config } from "../server/config.ts";
import { startBackupSchedule } from "./backup-schedule.ts";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import { openAppDatabase } from "./database.ts";

/** `uae-deals serve [--demo]`: lock DATA_DIR, migrate, optionally seed an empty database, then listen. */
export async function serveCommand(config: Config, opts: { demo: boolean }): Promise<void> {
  // Held for the server's life so restore, migrate and seed cannot swap the data under it.
  const lock = acquireDataDirLock(config.dataDir, "serve");
  const db = openAppDatabase(config);
  if (opts.demo && isDatabaseEmpty(db)) {
    const summary = await seedDemo(db, { dataDir: config.dataDir, scale: 1, log: console.log });
    console.log(summary);
  }
  const app = createApp(config);
  const server = Bun.serve({
    port: config.port,
    hostname: config.host,
    fetch: (req, server) => app.fetch(req, server),
    maxRequestBodySize: 64 * 1024 * 1024,
  });
  const schedule = startBackupSchedule(config);
  const catalogRunner = startCatalogRunner({ db, config, log: console.log });
  console.log(
    `uae-deals is serving ${config.dataDir} at http://${config.host}:${server.port} (public origin ${config.publicOrigin})`,
  );
  const stop = async () => {
    schedule.stop();
    await catalogRunner.stop();
    server.stop();
    db.$client.close();
    lock.release();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
