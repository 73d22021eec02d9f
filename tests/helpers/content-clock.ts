/**
 * A content change as the triggers record it (db/content-clock.ts), with no content changed:
 * what any admin save, seed or catalogue becoming ready does to every cache.
 */
import type { Db } from "#db/client.ts";

export function bumpContentClock(db: Db): void {
  db.$client.run("UPDATE content_clock SET version = version + 1");
}

/**
 * A change that can take a page away (a deletion, a slug, an unpublished post: migration
 * 0019_removal_clock): every cache drops what it keeps at once, nothing is served stale.
 */
export function bumpRemovalClock(db: Db): void {
  db.$client.run("UPDATE content_clock SET version = version + 1, removals = removals + 1");
}
