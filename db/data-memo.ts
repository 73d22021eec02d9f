/**
 * Remembers figures that are the same for every request until the data or the Dubai day
 * changes (the footer's featured stores, the directory's headline counts), so a render
 * does not recompute them. Checked on every use against db/queries/database.ts
 * contentVersion, which moves with any content write, this process's or another's.
 */

import { dubaiToday } from "../src/lib/dates.ts";
import type { Db } from "./client.ts";
import { contentVersion } from "./queries/database.ts";

type Memo = { signature: string; day: string; values: Map<string, unknown> };
const memos = new WeakMap<Db, Memo>();

/**
 * `compute(today)`'s value for `key`, computed again only after a content write or on a new day
 * in Dubai; `today` is the day it is kept under, so a value never mixes two days at midnight.
 */
export function memoByData<T>(db: Db, key: string, compute: (today: string) => T): T {
  const signature = contentVersion(db);
  const day = dubaiToday();
  let memo = memos.get(db);
  if (!memo || memo.signature !== signature || memo.day !== day) {
    memo = { signature, day, values: new Map() };
    memos.set(db, memo);
  }
  if (memo.values.has(key)) return memo.values.get(key) as T;
  const value = compute(day);
  memo.values.set(key, value);
  return value;
}
