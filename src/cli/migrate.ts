import type { Config } from "#server/config.ts";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import { openAppDatabase } from "./database.ts";

/** `uae-deals migrate` (refused while a server uses DATA_DIR) */
export function migrateCommand(config: Config): number {
  const lock = acquireDataDirLock(config.dataDir, "migrate");
  try {
    const lines: string[] = [];
    openAppDatabase(config, (line) => lines.push(line));
    for (const line of lines) console.log(line);
    if (lines.length === 0) console.log(`The database ${config.dbFile} is up to date`);
    return 0;
  } finally {
    lock.release();
  }
}
