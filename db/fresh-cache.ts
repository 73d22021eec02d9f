/**
 * The one bounded cache type for values made from content (rendered pages, kept API answers,
 * memoised figures): an LRU (the `lru-cache` package: bounded by count or by bytes, least
 * recently used out) whose values are valid for one Freshness (db/content-clock.ts). Reading
 * with a newer freshness empties it first; a value made under an older one is handed back to
 * its caller but not kept, since it may show what a change replaced.
 *
 * With `keepStale` (the page cache), values survive an ordinary edit (mayServeStale): their
 * owner serves them marked stale while it makes them again; a removal or a new day still
 * empties the cache.
 *
 * Example: const kept = new FreshCache<string>({ max: 100 });
 *          kept.get(freshness(db), "home") ?? kept.set(freshness(db), madeUnder, "home", html)
 */
import { LRUCache } from "lru-cache";
import { type Freshness, mayServeStale } from "./content-clock.ts";

type Bound<V> = ({ max: number } | { maxBytes: number; sizeOf: (value: V, key: string) => number }) & {
  keepStale?: boolean;
  /** Values made under `from` are still right under `to` (fresh, not stale): kept as they are. */
  stillRight?: (from: Freshness, to: Freshness) => boolean;
};

export class FreshCache<V extends object> {
  readonly #lru: LRUCache<string, V>;
  #fresh: Freshness | null = null;
  readonly #keepStale: boolean;
  readonly #stillRight: Bound<V>["stillRight"];

  constructor(bound: Bound<V>) {
    this.#keepStale = bound.keepStale ?? false;
    this.#stillRight = bound.stillRight;
    this.#lru =
      "max" in bound
        ? new LRUCache<string, V>({ max: bound.max })
        : new LRUCache<string, V>({
            maxSize: bound.maxBytes,
            // lru-cache refuses sizes below 1; an empty value still takes its key's bytes.
            sizeCalculation: (value, key) => Math.max(1, bound.sizeOf(value, key)),
          });
  }

  /** Empties the cache when `now` is not what its values were made under. */
  #at(now: Freshness): LRUCache<string, V> {
    if (now !== this.#fresh) {
      const kept =
        this.#fresh && (this.#stillRight?.(this.#fresh, now) || (this.#keepStale && mayServeStale(this.#fresh, now)));
      if (!kept) this.#lru.clear();
      this.#fresh = now;
    }
    return this.#lru;
  }

  /** The value kept for `key` under `now` (most recently used from here on). */
  get(now: Freshness, key: string): V | undefined {
    return this.#at(now).get(key);
  }

  /**
   * Keeps `value` for `key` when it was made under `now` (`madeUnder`, read before its inputs
   * were), and returns it either way. A value bigger than the whole bound is not kept.
   */
  set(now: Freshness, madeUnder: Freshness, key: string, value: V): V {
    if (madeUnder === now) this.#at(now).set(key, value);
    return value;
  }

  /** The value kept for `key`, without making it the most recently used. */
  peek(key: string): V | undefined {
    return this.#lru.peek(key);
  }

  /** Drops the value kept for `key`. */
  delete(key: string): void {
    this.#lru.delete(key);
  }

  /** Every kept value (keepStale: to find the stale ones). */
  values(): IterableIterator<V> {
    return this.#lru.values();
  }

  /** Counts `value`'s size again after it grew (another encoding of a page), if it is still kept. */
  resized(key: string, value: V): void {
    // Set anew: lru-cache keeps the old size when the same value is set again.
    if (this.#lru.peek(key) !== value) return;
    this.#lru.delete(key);
    this.#lru.set(key, value);
  }

  /** Kept values and their counted size (tests, metrics). */
  get stats(): { entries: number; size: number } {
    return { entries: this.#lru.size, size: this.#lru.calculatedSize };
  }
}
