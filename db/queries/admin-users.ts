/** Admin accounts: creating or resetting one (CLI), and the lookups login and password change need. */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { adminSessions, adminUsers } from "#db/schema.ts";

/** SQL: the admin's username is `username`, case-insensitively (usernames are unique that way). */
const usernameIs = (username: string) => eq(sql`lower(${adminUsers.username})`, username.toLowerCase());

const credentials = { id: adminUsers.id, username: adminUsers.username, passwordHash: adminUsers.passwordHash };

/** Creates the admin `username`, or replaces its password hash; ends its sessions on a change. */
export function upsertAdminUser(db: Db, username: string, passwordHash: string): { id: number; created: boolean } {
  return db.transaction((tx) => {
    const existing = tx.select({ id: adminUsers.id }).from(adminUsers).where(usernameIs(username)).get();
    if (existing) {
      tx.update(adminUsers).set({ passwordHash, updatedAt: new Date() }).where(eq(adminUsers.id, existing.id)).run();
      tx.delete(adminSessions).where(eq(adminSessions.userId, existing.id)).run();
      return { id: existing.id, created: false };
    }
    const row = tx.insert(adminUsers).values({ username, passwordHash }).returning({ id: adminUsers.id }).get();
    return { id: row.id, created: true };
  });
}

/** The admin with this username (case-insensitive), for login. */
export function findAdminByUsername(db: Db, username: string) {
  return db.select(credentials).from(adminUsers).where(usernameIs(username)).get();
}

/** The admin with this id, for password checks. */
export function findAdminById(db: Db, id: number) {
  return db.select(credentials).from(adminUsers).where(eq(adminUsers.id, id)).get();
}

/** Stores a new password hash for the admin. */
export function setAdminPassword(db: Db, id: number, passwordHash: string): void {
  db.update(adminUsers).set({ passwordHash, updatedAt: new Date() }).where(eq(adminUsers.id, id)).run();
}
