import { isDatabaseEmpty } from "../../db/queries/database.ts";
import { seedDemo } from "../../db/seed/demo.ts";
import { createApp } from "../../routes/index.ts";
import { startCatalogRunner } from "../jobs/catalog-pages/job-runner.ts";
import { startBackupSchedule } from "../jobs/scheduled-backup.ts";
import { throttle } from "../lib/throttle.ts";
import type { Config } from "../server/config.ts";
import { invalidatePages } from "../server/page-cache.ts";
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
    fetch: app.fetch,
    maxRequestBodySize: 64 * 1024 * 1024,
  });
  const schedule = startBackupSchedule(config);
  // Catalogue PDFs become page text and images in the background; a catalogue that becomes
  // ready changes public pages, so the page cache is dropped — at most once a second, since a
  // fresh demo (or a restore) makes dozens ready in a row and each drop means re-rendering.
  const onReady = throttle(invalidatePages, 1000);
  const catalogRunner = startCatalogRunner({ db, config, log: console.log, onReady });
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
