/**
 * Failed admin login attempts, keyed "user:<name>", "ip:<address block>" or "pair:<address block> <name>". The limits live in
 * src/server/auth/login-throttle.ts; these queries only read and write the table.
 */
import { and, desc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { loginAttempts } from "#db/schema.ts";

/** The times of the newest `limit` failures for `key` at or after `since`, newest first. */
export function listRecentLoginFailures(db: Db, key: string, since: Date, limit: number): Date[] {
  return db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gte(loginAttempts.attemptedAt, since)))
    .orderBy(desc(loginAttempts.attemptedAt))
    .limit(limit)
    .all()
    .map((r) => r.at);
}

/** Records one attempt at `at` under each of `keys`; returns the new rows' ids, in `keys` order. */
export function insertLoginFailures(db: Db, keys: string[], at: Date): number[] {
  return db
    .insert(loginAttempts)
    .values(keys.map((key) => ({ key, attemptedAt: at })))
    .returning({ id: loginAttempts.id })
    .all()
    .map((r) => r.id);
}

/** Forgets the attempts with these row ids. */
export function deleteLoginAttempts(db: Db, ids: number[]): void {
  if (ids.length) db.delete(loginAttempts).where(inArray(loginAttempts.id, ids)).run();
}

/** Forgets failures older than `before` (they no longer count); returns how many. */
export function deleteLoginFailuresBefore(db: Db, before: Date): number {
  return db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, before)).returning({ id: loginAttempts.id }).all()
    .length;
}

/** Forgets every failure recorded under `key` (a successful login clears its account). */
export function deleteLoginFailures(db: Db, key: string): void {
  db.delete(loginAttempts).where(eq(loginAttempts.key, key)).run();
}
