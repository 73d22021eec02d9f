/** Anonymous visitor sessions, their activity and the achievements they earn. */
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { achievements, activityEvents, earnedAchievements, visitorSessions } from "#db/schema.ts";

/** Creates the session if it is new; true when it was created. */
export function ensureVisitorSession(db: Db, id: string, now = Date.now()): boolean {
  const inserted = db
    .insert(visitorSessions)
    .values({ id, createdAt: new Date(now), lastSeenAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ id: visitorSessions.id })
    .all();
  return inserted.length > 0;
}

/** True when the visitor session exists (activity is only recorded for known sessions). */
export function visitorSessionExists(db: Db, id: string): boolean {
  return !!db.select({ id: visitorSessions.id }).from(visitorSessions).where(eq(visitorSessions.id, id)).get();
}

/** How many activity events the session has recorded since `since`, and when the oldest of them was (its activity is capped per day). */
export function sessionEventsSince(db: Db, sessionId: string, since: Date): { count: number; oldest: Date | null } {
  const row = db
    .select({ count: sql<number>`count(*)`, oldest: sql<number | null>`min(${activityEvents.createdAt})` })
    .from(activityEvents)
    .where(and(eq(activityEvents.sessionId, sessionId), gte(activityEvents.createdAt, since)))
    .get();
  return { count: row?.count ?? 0, oldest: row?.oldest == null ? null : new Date(row.oldest) };
}

/** Records one activity event and marks the session as seen now. */
export function recordActivity(
  db: Db,
  e: { sessionId: string; type: string; subject: string | null; detail: Record<string, string> | null },
  now = Date.now(),
): void {
  db.transaction((tx) => {
    tx.insert(activityEvents)
      .values({ ...e, createdAt: new Date(now) })
      .run();
    tx.update(visitorSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(visitorSessions.id, e.sessionId))
      .run();
  });
}

/** Every achievement with its rule, in display order. */
export function listAchievements(db: Db) {
  return db
    .select({
      id: achievements.id,
      title: achievements.title,
      description: achievements.description,
      icon: achievements.icon,
      rule: achievements.rule,
    })
    .from(achievements)
    .orderBy(asc(achievements.sortOrder))
    .all();
}

/** How far a session is towards each achievement, and whether it has earned it. */
export function sessionProgress(db: Db, sessionId: string) {
  const earned = new Map(
    db
      .select()
      .from(earnedAchievements)
      .where(eq(earnedAchievements.sessionId, sessionId))
      .all()
      .map((e) => [e.achievementId, e.earnedAt]),
  );
  const counts = db
    .select({
      type: activityEvents.type,
      total: sql<number>`count(*)`,
      subjects: sql<number>`count(DISTINCT ${activityEvents.subject})`,
      emirates: sql<number>`count(DISTINCT json_extract(${activityEvents.detail}, '$.emirate'))`,
    })
    .from(activityEvents)
    .where(eq(activityEvents.sessionId, sessionId))
    .groupBy(activityEvents.type)
    .all();
  const byType = new Map(counts.map((c) => [c.type, c]));
  const list = listAchievements(db).map((a) => {
    const c = byType.get(a.rule.type);
    const current = !c
      ? 0
      : a.rule.distinct === "subject"
        ? c.subjects
        : a.rule.distinct === "emirate"
          ? c.emirates
          : c.total;
    const at = earned.get(a.id);
    return {
      id: a.id,
      title: a.title,
      description: a.description,
      icon: a.icon,
      earned: !!at,
      earnedAt: at ? at.toISOString() : null,
      progress: { current: Math.min(current, a.rule.count), target: a.rule.count },
    };
  });
  return {
    sessionId,
    activity: Object.fromEntries(
      ["store_view", "catalog_view", "branch_view", "blog_read", "search"].map((t) => [t, byType.get(t)?.total ?? 0]),
    ),
    achievements: list,
    earnedCount: list.filter((a) => a.earned).length,
    totalCount: list.length,
  };
}

/** Awards every achievement whose rule is now met and was not earned before; returns only those. */
export function awardAchievements(db: Db, sessionId: string, now = Date.now()) {
  return db.transaction((tx) => {
    const progress = sessionProgress(tx as unknown as Db, sessionId);
    const fresh = progress.achievements.filter((a) => !a.earned && a.progress.current >= a.progress.target);
    for (const a of fresh) {
      tx.insert(earnedAchievements)
        .values({ sessionId, achievementId: a.id, earnedAt: new Date(now) })
        .onConflictDoNothing()
        .run();
    }
    return fresh.map(({ id, title, description, icon }) => ({
      id,
      title,
      description,
      icon,
      earnedAt: new Date(now).toISOString(),
    }));
  });
}

/**
 * Deletes up to `limit` sessions last seen before `before`, their activity and achievements
 * with them (foreign keys cascade); returns how many sessions went. Pruning calls it in
 * batches so one statement never holds the database for long.
 */
export function deleteVisitorSessionsSeenBefore(db: Db, before: Date, limit: number): number {
  const stale = db
    .select({ id: visitorSessions.id })
    .from(visitorSessions)
    .where(lt(visitorSessions.lastSeenAt, before))
    .limit(limit);
  return db
    .delete(visitorSessions)
    .where(inArray(visitorSessions.id, stale))
    .returning({ id: visitorSessions.id })
    .all().length;
}

/** Deletes up to `limit` activity events recorded before `before`; returns how many (batched as above). */
export function deleteActivityEventsBefore(db: Db, before: Date, limit: number): number {
  const old = db
    .select({ id: activityEvents.id })
    .from(activityEvents)
    .where(lt(activityEvents.createdAt, before))
    .limit(limit);
  return db.delete(activityEvents).where(inArray(activityEvents.id, old)).returning({ id: activityEvents.id }).all()
    .length;
}

/** The session was used now (a list written): kept by the daily prune for another retention period. */
export function touchVisitorSession(db: Db, sessionId: string, now = new Date()): void {
  db.update(visitorSessions).set({ lastSeenAt: now }).where(eq(visitorSessions.id, sessionId)).run();
}
