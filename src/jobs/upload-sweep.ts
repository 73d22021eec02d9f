/**
 * The upload sweep: files under media/uploads and media/remote that no record names
 * (src/server/media-files.ts) are deleted once they are a day old: the upload of a form never
 * saved, a catalogue's old file after it was given another, the kept copy of a remote PDF no
 * catalogue names any more. A day's grace spares the upload of a form still open (the file is
 * written when chosen, the record only when saved). A deleted record's files go at once with it.
 */
import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "#db/client.ts";
import type { Config } from "#server/config.ts";
import { mediaFilesInUse, RECORD_FILE_DIRS } from "#server/media-files.ts";
import type { Task } from "./scheduler.ts";

const HOUR_MS = 60 * 60 * 1000;
/** How long an upload no record names is kept (a form may stay open that long before it is saved). */
const UNUSED_UPLOAD_GRACE_MS = 24 * HOUR_MS;

/** Deletes the unused files written more than UNUSED_UPLOAD_GRACE_MS before `now` (ms); returns how many. */
export function sweepUnusedUploads(db: Db, config: Pick<Config, "dataDir">, now: number): number {
  const inUse = mediaFilesInUse(db.$client);
  let removed = 0;
  for (const dir of RECORD_FILE_DIRS) {
    let names: string[];
    try {
      names = readdirSync(join(config.dataDir, "media", dir));
    } catch {
      continue; // no such folder yet
    }
    for (const name of names) {
      const path = join(config.dataDir, "media", dir, name);
      if (inUse.has(`${dir}/${name}`)) continue;
      const stat = statSync(path, { throwIfNoEntry: false });
      if (!stat?.isFile() || now - stat.mtimeMs < UNUSED_UPLOAD_GRACE_MS) continue;
      rmSync(path, { force: true });
      removed++;
    }
  }
  return removed;
}

/** The sweep as a scheduler task: at start, then hourly (a file goes within an hour of its day's grace). */
export function uploadSweepTask(db: Db, config: Config, now: () => number = Date.now): Task {
  return {
    name: "upload sweep",
    everyMs: HOUR_MS,
    atStart: true,
    run: () => `${sweepUnusedUploads(db, config, now())} unused upload(s) deleted`,
  };
}
