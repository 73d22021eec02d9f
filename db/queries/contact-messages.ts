/** Messages sent through the contact form, and the admin inbox's reads and read flag. */
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contactMessages } from "#db/schema.ts";

export type NewContactMessage = typeof contactMessages.$inferInsert;

/** Stores a message from the contact form (API or no-JavaScript post); returns its id. */
export function insertContactMessage(db: Db, values: NewContactMessage): number {
  return db.insert(contactMessages).values(values).returning({ id: contactMessages.id }).get().id;
}

/** Every message, newest first, for the admin inbox. */
export function listContactMessages(db: Db) {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).all();
}

/** Sets the read flag; returns the message, or undefined when there is none. */
export function setContactMessageRead(db: Db, id: number, read: boolean) {
  return db.update(contactMessages).set({ read }).where(eq(contactMessages.id, id)).returning().get();
}

/** How many messages are unread (dashboard tile). */
export function countUnreadContactMessages(db: Db): number {
  return (
    db.select({ n: sql<number>`count(*)` }).from(contactMessages).where(eq(contactMessages.read, false)).get()?.n ?? 0
  );
}

/** One page of the inbox, newest first, with the total (GET /api/admin/contact-messages?page=&limit=). */
export function pageContactMessages(db: Db, page: number, limit: number) {
  const total = db.select({ n: sql<number>`count(*)` }).from(contactMessages).get()?.n ?? 0;
  const data = db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset((page - 1) * limit)
    .all();
  return { data, total };
}
