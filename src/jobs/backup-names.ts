/**
 * How backups and folders kept aside are named: shared by the CLI (backup, restore,
 * pre-migrate copies) and the scheduled backups here, so both sort and prune alike. Here, not
 * in src/lib, because it uses node:path and src/lib stays safe for the browser.
 */
import { join } from "node:path";

/** YYYYMMDD-HHMMSS (UTC): names backups and folders kept aside; sorts in time order. */
export const stampOf = (now: Date) => now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);

/** DATA_DIR/backups/uae-deals-<label>-YYYYMMDD-HHMMSS.tar.gz (UTC), the name of a backup archive. */
export function timestampedArchivePath(dataDir: string, label = "backup", now = new Date()): string {
  return join(dataDir, "backups", `uae-deals-${label}-${stampOf(now)}.tar.gz`);
}
