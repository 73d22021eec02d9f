import { eq, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { adminSessions, adminUsers } from "../schema.ts";

/** Creates the admin `username`, or replaces its password hash; ends its sessions on a change. */
export function upsertAdminUser(db: Db, username: string, passwordHash: string): { id: number; created: boolean } {
  return db.transaction((tx) => {
    const existing = tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(sql`lower(${adminUsers.username})`, username.toLowerCase()))
      .get();
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
  return db
    .select({ id: adminUsers.id, username: adminUsers.username, passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.username})`, username.toLowerCase()))
    .get();
}

/** The admin with this id, for password checks. */
export function findAdminById(db: Db, id: number) {
  return db.select({ id: adminUsers.id, username: adminUsers.username, passwordHash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, id)).get();
}

/** Stores a new password hash for the admin. */
export function setAdminPassword(db: Db, id: number, passwordHash: string): void {
  db.update(adminUsers).set({ passwordHash, updatedAt: new Date() }).where(eq(adminUsers.id, id)).run();
}
