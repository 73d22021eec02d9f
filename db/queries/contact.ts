/** Messages sent through the contact form. */
import { desc, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { contactMessages } from "../schema.ts";

export type NewContactMessage = typeof contactMessages.$inferInsert;

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

export function countUnreadContactMessages(db: Db): number {
  return db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.read, false)).all().length;
}
