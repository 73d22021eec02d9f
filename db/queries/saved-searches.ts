/**
 * A visitor session's saved searches (issue 25): the words and the /search filters, at most
 * SAVED_SEARCH_LIMIT each. A filter not chosen is stored as '' (see db/schema/follows.ts) and
 * read back as null.
 */
import { and, asc, count, eq, exists, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { pushSubscriptions, savedSearches } from "#db/schema.ts";

export const SAVED_SEARCH_LIMIT = 50;

export type SavedSearch = {
  id: number;
  q: string;
  emirate: string | null;
  category: string | null;
  store: string | null;
  createdAt: Date;
};

type Input = { q: string; emirate?: string; category?: string; store?: string };

const toSaved = (r: typeof savedSearches.$inferSelect): SavedSearch => ({
  id: r.id,
  q: r.query,
  emirate: r.emirate || null,
  category: r.category || null,
  store: r.store || null,
  createdAt: r.createdAt,
});

/** Saves the search; an equal one already saved is returned as it is; "full" past the limit. */
export function saveSearch(
  db: Db,
  sessionId: string,
  s: Input,
  now = Date.now(),
): { result: "created" | "existing"; search: SavedSearch } | { result: "full" } {
  const values = { sessionId, query: s.q, emirate: s.emirate ?? "", category: s.category ?? "", store: s.store ?? "" };
  return db.transaction((tx) => {
    const same = tx
      .select()
      .from(savedSearches)
      .where(
        and(
          eq(savedSearches.sessionId, sessionId),
          eq(savedSearches.query, values.query),
          eq(savedSearches.emirate, values.emirate),
          eq(savedSearches.category, values.category),
          eq(savedSearches.store, values.store),
        ),
      )
      .get();
    if (same) return { result: "existing" as const, search: toSaved(same) };
    const n = tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.sessionId, sessionId)).get()?.n ?? 0;
    if (n >= SAVED_SEARCH_LIMIT) return { result: "full" as const };
    const row = tx
      .insert(savedSearches)
      .values({ ...values, createdAt: new Date(now) })
      .returning()
      .get();
    return { result: "created" as const, search: toSaved(row) };
  });
}

/** Deletes the session's saved search; false when it has none with that id. */
export function deleteSavedSearch(db: Db, sessionId: string, id: number): boolean {
  return (
    db
      .delete(savedSearches)
      .where(and(eq(savedSearches.sessionId, sessionId), eq(savedSearches.id, id)))
      .returning({ id: savedSearches.id })
      .all().length > 0
  );
}

/** The session's saved searches, oldest first. */
export function listSavedSearches(db: Db, sessionId: string): SavedSearch[] {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.sessionId, sessionId))
    .orderBy(asc(savedSearches.id))
    .all()
    .map(toSaved);
}

/** Every saved search of a session that has a push subscription (the saved-search alerts, src/jobs/alerts.ts). */
export function savedSearchesToAlert(db: Db): (SavedSearch & { sessionId: string })[] {
  return db
    .select()
    .from(savedSearches)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.sessionId, savedSearches.sessionId)),
      ),
    )
    .orderBy(asc(savedSearches.id))
    .all()
    .map((r) => ({ ...toSaved(r), sessionId: r.sessionId }));
}
