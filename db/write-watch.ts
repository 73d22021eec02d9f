/**
 * Tells the freshness clock (db/content-clock.ts) when this connection may have written, so a
 * write made by this process is seen by every cache on the very next read, while a process that
 * only reads checks the clock's row at most every few milliseconds. Whether it was content is
 * the triggers' business: a visitor's write makes the clock look again and find it unmoved.
 *
 * Every statement goes through one of the connection's prepare, query or run; a statement whose
 * text cannot write (SELECT, a PRAGMA read, EXPLAIN) is left as it is, any other one reports
 * after each execution. Misreading a read as a write only costs one extra look at the clock.
 */
import type { Database, Statement } from "bun:sqlite";
import { noteWrite } from "./content-clock.ts";

const READS = /^\s*(select\b|explain\b|pragma\s+[\w.]+\s*(\(\s*[\w.]*\s*\))?\s*;?\s*$)/i;
const WITH_WRITE = /^\s*with\b[\s\S]*\b(insert|update|delete|replace)\b/i;

/** True when `sql` may change the database. */
function mayWrite(sql: string): boolean {
  if (/^\s*with\b/i.test(sql)) return WITH_WRITE.test(sql);
  return !READS.test(sql);
}

// Not iterate(): our queries never read lazily, and a lazy read has no "after" to report at.
const EXECUTE = ["run", "get", "all", "values"] as const;

export function watchWrites(sqlite: Database): void {
  const watched = new WeakSet<Statement>();
  const watch = (statement: Statement, sql: string): Statement => {
    if (watched.has(statement) || !mayWrite(sql)) return statement;
    watched.add(statement);
    const target = statement as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of EXECUTE) {
      const execute = target[name]!.bind(statement);
      target[name] = (...args: unknown[]) => {
        try {
          return execute(...args);
        } finally {
          noteWrite(sqlite);
        }
      };
    }
    return statement;
  };
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((sql: string, ...rest: unknown[]) =>
    watch((prepare as (...a: unknown[]) => Statement)(sql, ...rest), sql)) as typeof sqlite.prepare;
  const query = sqlite.query.bind(sqlite);
  sqlite.query = ((sql: string) => watch(query(sql), sql)) as typeof sqlite.query;
  const run = sqlite.run.bind(sqlite);
  sqlite.run = ((sql: string, ...rest: unknown[]) => {
    try {
      return (run as (...a: unknown[]) => ReturnType<typeof run>)(sql, ...rest);
    } finally {
      if (mayWrite(sql)) noteWrite(sqlite);
    }
  }) as typeof sqlite.run;
  sqlite.exec = sqlite.run;
}
