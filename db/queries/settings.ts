/** Key/value settings stored as JSON (e.g. the sitemap's last generation). */
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { settings } from "#db/schema.ts";

/** The setting stored under `key`, parsed from JSON, or null when it was never set. */
export function getSetting<T>(db: Db, key: string): T | null {
  const row = db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).get();
  return row ? (JSON.parse(row.value) as T) : null;
}

/** Stores `value` as JSON under `key`, replacing any earlier value. */
export function setSetting(db: Db, key: string, value: unknown): void {
  const json = JSON.stringify(value);
  db.insert(settings)
    .values({ key, value: json })
    .onConflictDoUpdate({ target: settings.key, set: { value: json, updatedAt: new Date() } })
    .run();
}
