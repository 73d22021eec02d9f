/**
 * Remembers figures that are the same for every request until content or the Dubai day
 * changes (the footer's featured stores, the directory's headline counts), so a render does
 * not recompute them. Kept per database under its freshness (db/content-clock.ts), which moves
 * with any content write, this process's or another's, and with the day.
 */

import type { Database } from "bun:sqlite";
import type { Db } from "./client.ts";
import { freshness, storesChangedBetween } from "./content-clock.ts";
import { FreshCache } from "./fresh-cache.ts";

/** A value wrapped, so that undefined and primitives can be kept too. */
type Kept = { value: unknown };
/** Per connection: values any write makes again, and values a store's own details do not feed. */
type Memos = { any: FreshCache<Kept>; wide: FreshCache<Kept> };

// A few dozen figures, and the compare list of each product on the catalogue pages read
// (db/queries/offer-compare.ts: a few hundred products); bounded all the same. Per connection:
// tests open one per file.
const KEY = Symbol.for("uae-deals.data-memos");
const g = globalThis as { [KEY]?: WeakMap<Database, Memos> };
g[KEY] ??= new WeakMap();
const memos = g[KEY];

function memosOf(db: Db): Memos {
  let kept = memos.get(db.$client);
  if (!kept) {
    kept = {
      any: new FreshCache<Kept>({ max: 4000 }),
      // Still right after changes to stores' own details alone (migration 0020_scoped_changes);
      // a branch's change moves counts (the directory's, the popularity order), so it does not keep them.
      wide: new FreshCache<Kept>({
        max: 4000,
        stillRight: (from, to) => storesChangedBetween(db, from, to, ["store"]) !== null,
      }),
    };
    memos.set(db.$client, kept);
  }
  return kept;
}

/**
 * `compute(today)`'s value for `key`, computed again only after a content write or on a new day
 * in Dubai; `today` is the day it is kept under, so a value never mixes two days at midnight.
 * `wide`: the value reads no store's own details (migration 0020: its description, contacts,
 * picture, links), so a change to those alone keeps it (the compare lists, the footer, counts);
 * a branch's change still makes it again.
 */
export function memoByData<T>(db: Db, key: string, compute: (today: string) => T, opts: { wide?: boolean } = {}): T {
  const memos = memosOf(db);
  const memo = opts.wide ? memos.wide : memos.any;
  const now = freshness(db);
  const kept = memo.get(now, key);
  if (kept) return kept.value as T;
  return memo.set(now, now, key, { value: compute(now.day) }).value as T;
}
