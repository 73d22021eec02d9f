/**
 * Every periodic task `serve` runs, registered with the one scheduler. A new task is a
 * function returning a Task (scheduler.ts) in its own file here, and one register() line below.
 */
import type { Db } from "#db/client.ts";
import type { Config } from "#server/config.ts";
import { alertsTask } from "./alerts.ts";
import { analyticsRollupTask } from "./analytics-rollup.ts";
import { catalogProcessingTask } from "./catalog-pages/job-runner.ts";
import { pruneTask } from "./prune.ts";
import { scheduledBackupTask } from "./scheduled-backup.ts";
import { createScheduler, type JobLog, type Scheduler } from "./scheduler.ts";
import { uploadSweepTask } from "./upload-sweep.ts";

/** Starts the background work over `db`; stop() the scheduler before closing the database. */
export function startJobs(db: Db, config: Config, log: JobLog): Scheduler {
  const scheduler = createScheduler(log);
  scheduler.register(catalogProcessingTask({ db, config, log }));
  const backup = scheduledBackupTask(config);
  if (backup) scheduler.register(backup);
  scheduler.register(pruneTask(db, config));
  scheduler.register(uploadSweepTask(db, config));
  scheduler.register(alertsTask(db, config));
  scheduler.register(analyticsRollupTask(db));
  scheduler.start();
  return scheduler;
}
