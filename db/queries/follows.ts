/** The stores a visitor session follows (issue 25): at most FOLLOW_LIMIT each. */
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { storeFollows, stores } from "#db/schema.ts";

export const FOLLOW_LIMIT = 100;

export type FollowResult = "created" | "existing" | "full";

/** Follows the store; "full" (nothing written) when the session already follows FOLLOW_LIMIT others. */
export function followStore(db: Db, sessionId: string, storeId: number, now = Date.now()): FollowResult {
  return db.transaction((tx) => {
    const mine = and(eq(storeFollows.sessionId, sessionId), eq(storeFollows.storeId, storeId));
    if (tx.select({ id: storeFollows.storeId }).from(storeFollows).where(mine).get()) return "existing";
    const n = tx.select({ n: count() }).from(storeFollows).where(eq(storeFollows.sessionId, sessionId)).get()?.n ?? 0;
    if (n >= FOLLOW_LIMIT) return "full";
    tx.insert(storeFollows)
      .values({ sessionId, storeId, createdAt: new Date(now) })
      .run();
    return "created";
  });
}

/** Stops following; false when this session did not follow that store. */
export function unfollowStore(db: Db, sessionId: string, storeId: number): boolean {
  return (
    db
      .delete(storeFollows)
      .where(and(eq(storeFollows.sessionId, sessionId), eq(storeFollows.storeId, storeId)))
      .returning({ id: storeFollows.storeId })
      .all().length > 0
  );
}

/** The session's followed stores, by name. */
export function listFollows(db: Db, sessionId: string) {
  return db
    .select({
      storeId: stores.id,
      slug: stores.slug,
      name: stores.name,
      nameAr: stores.nameAr,
      logo: stores.logo,
      followedAt: storeFollows.createdAt,
    })
    .from(storeFollows)
    .innerJoin(stores, eq(stores.id, storeFollows.storeId))
    .where(eq(storeFollows.sessionId, sessionId))
    .orderBy(asc(stores.name))
    .all();
}
