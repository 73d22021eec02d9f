/**
 * drizzle queries built once per connection: a hot page query's SQL text and row mapping made
 * the first time and run with placeholders after (`sql.placeholder`). Building a query (drizzle's
 * sql.js and dialect) was an eighth of a store page's render (issue 28); SQLite's own prepare is
 * already kept by text (statement-cache.ts). Per connection, as a prepared query holds its
 * connection's statement (tests open one per file).
 */
import type { Database } from "bun:sqlite";
import { type Placeholder, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "./client.ts";

const built = new WeakMap<Database, Map<string, unknown>>();

/** The query `name` of `db`, made by `build` the first time. */
export function preparedOnce<T>(db: Db, name: string, build: () => T): T {
  let queries = built.get(db.$client);
  if (!queries) {
    queries = new Map();
    built.set(db.$client, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build();
    queries.set(name, query);
  }
  return query;
}

/**
 * SQL: `column` is one of the ids in the JSON array bound to `ids`, so a list of any length is
 * one statement (inArray writes a parameter per id: a new SQL text for each length).
 */
export const inIdList = (column: SQLWrapper, ids: Placeholder): SQL =>
  sql`${column} IN (SELECT value FROM json_each(${ids}))`;
