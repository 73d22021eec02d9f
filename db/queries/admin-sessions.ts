/**
 * Admin session rows. The rules (token format, hashing, lifetimes) live in
 * src/server/auth/session.ts; these queries only read and write the table.
 */
import { eq, lt, or } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { adminSessions, adminUsers } from "#db/schema.ts";

/** Stores a new session with its secret's hash. */
export function insertAdminSession(db: Db, row: { id: string; userId: number; secretHash: string; at: Date }): void {
  db.insert(adminSessions)
    .values({ id: row.id, userId: row.userId, secretHash: row.secretHash, createdAt: row.at, lastVerifiedAt: row.at })
    .run();
}

/** The session with this id and its admin's username, or undefined (validating a cookie). */
export function findAdminSession(db: Db, id: string) {
  return db
    .select({
      id: adminSessions.id,
      userId: adminSessions.userId,
      secretHash: adminSessions.secretHash,
      createdAt: adminSessions.createdAt,
      lastVerifiedAt: adminSessions.lastVerifiedAt,
      username: adminUsers.username,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(eq(adminSessions.id, id))
    .get();
}

/** Records that the session was used at `at` (its inactivity clock restarts). */
export function touchAdminSession(db: Db, id: string, at: Date): void {
  db.update(adminSessions).set({ lastVerifiedAt: at }).where(eq(adminSessions.id, id)).run();
}

/** Deletes one session (logout, expiry). */
export function deleteAdminSession(db: Db, id: string): void {
  db.delete(adminSessions).where(eq(adminSessions.id, id)).run();
}

/** The ids of every session of an admin (ending the others after a password change). */
export function listAdminSessionIds(db: Db, userId: number): string[] {
  return db
    .select({ id: adminSessions.id })
    .from(adminSessions)
    .where(eq(adminSessions.userId, userId))
    .all()
    .map((s) => s.id);
}

/** Deletes sessions last used before `idleBefore` or created before `createdBefore`; returns how many. */
export function deleteStaleAdminSessions(db: Db, idleBefore: Date, createdBefore: Date): number {
  return db
    .delete(adminSessions)
    .where(or(lt(adminSessions.lastVerifiedAt, idleBefore), lt(adminSessions.createdAt, createdBefore)))
    .returning({ id: adminSessions.id })
    .all().length;
}
