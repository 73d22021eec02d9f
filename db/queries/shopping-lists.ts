/**
 * A visitor's shopping lists (db/schema/shopping-lists.ts): every query takes the session that
 * owns them, so one session can never read or change another's (a list not its own is "not
 * found"). Shared lists are read by their token alone, read-only.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { shoppingListItems, shoppingLists } from "#db/schema.ts";

export type ListSummary = {
  id: number;
  name: string;
  shareToken: string | null;
  itemCount: number;
  openCount: number;
  updatedAt: Date;
};

// Written out: drizzle leaves a lone table's columns unqualified, which inside the subquery would name the item's own id.
const summary = {
  id: shoppingLists.id,
  name: shoppingLists.name,
  shareToken: shoppingLists.shareToken,
  itemCount: sql<number>`(SELECT count(*) FROM ${shoppingListItems} i WHERE i.list_id = "shopping_lists"."id")`,
  openCount: sql<number>`(SELECT count(*) FROM ${shoppingListItems} i WHERE i.list_id = "shopping_lists"."id" AND i.ticked = 0)`,
  updatedAt: shoppingLists.updatedAt,
};

/** The session's lists, oldest first, with how many items each holds (and how many are not ticked). */
export function listShoppingLists(db: Db, sessionId: string): ListSummary[] {
  return db
    .select(summary)
    .from(shoppingLists)
    .where(eq(shoppingLists.sessionId, sessionId))
    .orderBy(asc(shoppingLists.id))
    .all();
}

/** How many lists the session keeps (capped at MAX_LISTS). */
export function countShoppingLists(db: Db, sessionId: string): number {
  return db.select({ n: count() }).from(shoppingLists).where(eq(shoppingLists.sessionId, sessionId)).get()?.n ?? 0;
}

/** List `id` if it is the session's own; undefined otherwise (another's list is not found). */
export function findOwnList(db: Db, sessionId: string, id: number): ListSummary | undefined {
  return db
    .select(summary)
    .from(shoppingLists)
    .where(and(eq(shoppingLists.id, id), eq(shoppingLists.sessionId, sessionId)))
    .get();
}

/** A new, empty list of the session's. */
export function createShoppingList(db: Db, sessionId: string, name: string): ListSummary {
  const { id } = db.insert(shoppingLists).values({ sessionId, name }).returning({ id: shoppingLists.id }).get();
  return findOwnList(db, sessionId, id)!;
}

/** Renames the session's list `id`; false when it is not the session's. */
export function renameShoppingList(db: Db, sessionId: string, id: number, name: string): boolean {
  return (
    db
      .update(shoppingLists)
      .set({ name, updatedAt: new Date() })
      .where(and(eq(shoppingLists.id, id), eq(shoppingLists.sessionId, sessionId)))
      .returning({ id: shoppingLists.id })
      .all().length > 0
  );
}

/** Deletes the session's list `id` with its items; false when it is not the session's. */
export function deleteShoppingList(db: Db, sessionId: string, id: number): boolean {
  return (
    db
      .delete(shoppingLists)
      .where(and(eq(shoppingLists.id, id), eq(shoppingLists.sessionId, sessionId)))
      .returning({ id: shoppingLists.id })
      .all().length > 0
  );
}

/** Marks the list changed (its share page and the owner's list show when). */
export function touchShoppingList(db: Db, id: number, now = new Date()): void {
  db.update(shoppingLists).set({ updatedAt: now }).where(eq(shoppingLists.id, id)).run();
}

/** 128 random bits, base64url: the share link's secret. */
function newShareToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64url");
}

/** The list's share token, made on first call and kept after; undefined when the list is not the session's. */
export function shareShoppingList(db: Db, sessionId: string, id: number): string | undefined {
  const list = findOwnList(db, sessionId, id);
  if (!list) return undefined;
  if (list.shareToken) return list.shareToken;
  const token = newShareToken();
  db.update(shoppingLists).set({ shareToken: token }).where(eq(shoppingLists.id, id)).run();
  return token;
}

/** Revokes the share link (the old token answers 404 from now on); false when the list is not the session's. */
export function unshareShoppingList(db: Db, sessionId: string, id: number): boolean {
  return (
    db
      .update(shoppingLists)
      .set({ shareToken: null })
      .where(and(eq(shoppingLists.id, id), eq(shoppingLists.sessionId, sessionId)))
      .returning({ id: shoppingLists.id })
      .all().length > 0
  );
}

/** The list shared under `token` (read-only), or undefined for a token nobody holds. */
export function findSharedList(db: Db, token: string): ListSummary | undefined {
  return db.select(summary).from(shoppingLists).where(eq(shoppingLists.shareToken, token)).get();
}
