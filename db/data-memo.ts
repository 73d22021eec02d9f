/**
 * Remembers figures that are the same for every request until content or the Dubai day
 * changes (the footer's featured stores, the directory's headline counts), so a render does
 * not recompute them. Kept per database under its freshness (db/content-clock.ts), which moves
 * with any content write, this process's or another's, and with the day.
 */

import type { Database } from "bun:sqlite";
import type { Db } from "./client.ts";
import { freshness } from "./content-clock.ts";
import { FreshCache } from "./fresh-cache.ts";

/** A value wrapped, so that undefined and primitives can be kept too. */
type Kept = { value: unknown };

// A few dozen figures, and the compare list of each product on the catalogue pages read
// (db/queries/offer-compare.ts: a few hundred products); bounded all the same. Per connection:
// tests open one per file.
const KEY = Symbol.for("uae-deals.data-memos");
const g = globalThis as { [KEY]?: WeakMap<Database, FreshCache<Kept>> };
g[KEY] ??= new WeakMap();
const memos = g[KEY];

/**
 * `compute(today)`'s value for `key`, computed again only after a content write or on a new day
 * in Dubai; `today` is the day it is kept under, so a value never mixes two days at midnight.
 */
export function memoByData<T>(db: Db, key: string, compute: (today: string) => T): T {
  let memo = memos.get(db.$client);
  if (!memo) {
    memo = new FreshCache<Kept>({ max: 4000 });
    memos.set(db.$client, memo);
  }
  const now = freshness(db);
  const kept = memo.get(now, key);
  if (kept) return kept.value as T;
  return memo.set(now, now, key, { value: compute(now.day) }).value as T;
}
