/** A visitor session's push subscriptions and what was sent to it (db/schema/push.ts). */
import { and, eq, gt, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { catalogJobs, catalogs, pushSent, pushSubscriptions, storeFollows, stores } from "#db/schema.ts";
import { catalogIsLive, catalogPublishedAt } from "./catalogs.ts";

export type NewSubscription = { endpoint: string; p256dh: string; auth: string; lang: "en" | "ar" };

/** Keeps the browser's subscription under the session (a browser subscribing again replaces its keys); true when new. */
export function savePushSubscription(db: Db, sessionId: string, s: NewSubscription, now = Date.now()): boolean {
  const existed = !!db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, s.endpoint))
    .get();
  db.insert(pushSubscriptions)
    .values({ ...s, sessionId, createdAt: new Date(now) })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...s, sessionId } })
    .run();
  return !existed;
}

/** Removes the session's subscription; false when it has none at that endpoint. */
export function deletePushSubscription(db: Db, sessionId: string, endpoint: string): boolean {
  return (
    db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.sessionId, sessionId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id })
      .all().length > 0
  );
}

/** A subscription the push service says is gone. */
export function dropPushSubscription(db: Db, id: number): void {
  db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id)).run();
}

export const subscriptionCount = (db: Db, sessionId: string) =>
  db
    .select({ n: sql<number>`count(*)` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.sessionId, sessionId))
    .get()?.n ?? 0;

export const subscriptionsOf = (db: Db, sessionId: string) =>
  db.select().from(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId)).all();

/**
 * Catalogues to tell: live with pages, published (catalogPublishedAt) after `since` and after the session followed their
 * store, to sessions that have a subscription and were not told about that catalogue yet.
 */
export function catalogueAlertsDue(db: Db, since: Date, today: string) {
  return db
    .selectDistinct({
      sessionId: storeFollows.sessionId,
      catalogId: catalogs.id,
      title: catalogs.title,
      titleAr: catalogs.titleAr,
      expiryDate: catalogs.expiryDate,
      storeId: stores.id,
      storeName: stores.name,
      storeNameAr: stores.nameAr,
    })
    .from(catalogs)
    .innerJoin(catalogJobs, eq(catalogJobs.catalogId, catalogs.id))
    .innerJoin(stores, eq(stores.id, catalogs.storeId))
    .innerJoin(storeFollows, eq(storeFollows.storeId, catalogs.storeId))
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.sessionId, storeFollows.sessionId))
    .where(
      and(
        gt(catalogPublishedAt(), since.getTime()),
        lt(storeFollows.createdAt, catalogPublishedAt()),
        isNotNull(catalogJobs.liveHash),
        catalogIsLive(today),
        sql`NOT EXISTS (SELECT 1 FROM ${pushSent} WHERE ${pushSent.sessionId} = ${storeFollows.sessionId}
          AND ${pushSent.topic} = 'catalog:' || ${catalogs.id})`,
      ),
    )
    .orderBy(catalogs.id)
    .all();
}

export const wasSent = (db: Db, sessionId: string, topic: string) =>
  !!db
    .select({ t: pushSent.topic })
    .from(pushSent)
    .where(and(eq(pushSent.sessionId, sessionId), eq(pushSent.topic, topic)))
    .get();

export function markSent(db: Db, sessionId: string, topic: string, now = Date.now()): void {
  db.insert(pushSent)
    .values({ sessionId, topic, sentAt: new Date(now) })
    .onConflictDoNothing()
    .run();
}
