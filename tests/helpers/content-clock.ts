/**
 * A content change as the triggers record it (db/content-clock.ts), with no content changed:
 * what any admin save, seed or catalogue becoming ready does to every cache.
 */
import type { Db } from "#db/client.ts";

export function bumpContentClock(db: Db): void {
  db.$client.run("UPDATE content_clock SET version = version + 1");
}
