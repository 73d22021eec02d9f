/**
 * drizzle's bun:sqlite driver prepares every query anew (Database.prepare), and SQLite's
 * prepare is a good part of a short query's time. The queries come from a fixed set of
 * builders, so the same SQL texts repeat: keep the prepared statements by their text, a
 * bounded number, least recently used out. Safe because bun:sqlite runs a statement to
 * completion synchronously (drizzle never iterates one lazily) and binds every parameter
 * on each run.
 */
import type { Database, Statement } from "bun:sqlite";
import { LRUCache } from "lru-cache";

/** Distinct SQL texts kept; the site's builders produce a few hundred at most. */
const MAX_STATEMENTS = 500;

export function cacheStatements(sqlite: Database): void {
  const prepare = sqlite.prepare.bind(sqlite);
  // An evicted statement is left to the garbage collector, not finalized: a caller may hold it still.
  const kept = new LRUCache<string, Statement>({ max: MAX_STATEMENTS });
  sqlite.prepare = ((query: string, ...rest: unknown[]) => {
    // Bound parameters given at prepare time would stick to a shared statement: not cached.
    if (rest.length > 0) return (prepare as (...a: unknown[]) => Statement)(query, ...rest);
    let statement = kept.get(query);
    if (!statement) {
      statement = prepare(query);
      kept.set(query, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
  // Closing finalizes what is kept first, so the file is really closed (checkpointed) at once.
  const close = sqlite.close.bind(sqlite);
  sqlite.close = (throwOnError?: boolean) => {
    for (const statement of kept.values()) statement.finalize();
    kept.clear();
    return close(throwOnError);
  };
}
