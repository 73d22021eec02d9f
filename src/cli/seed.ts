import { seedDemo } from "#db/seed/demo.ts";
import type { Config } from "#server/config.ts";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import { openAppDatabase } from "./database.ts";

/** `uae-deals seed --demo [--scale N]` (refused while a server uses DATA_DIR) */
export async function seedCommand(config: Config, opts: { scale: number }): Promise<number> {
  const lock = acquireDataDirLock(config.dataDir, "seed");
  try {
    const db = openAppDatabase(config);
    const summary = await seedDemo(db, { dataDir: config.dataDir, scale: opts.scale, log: console.log });
    console.log(summary);
    return 0;
  } finally {
    lock.release();
  }
}
