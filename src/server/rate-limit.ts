/**
 * A small in-memory fixed-window rate limiter for anonymous endpoints (tracking,
 * contact form, PDF proxy). Bounded: old windows are dropped as they expire, and the
 * key table is capped so a flood of distinct keys cannot grow memory without end.
 * Under `serve` with several processes the windows are counted in the shared store instead
 * (rate-limit-store.ts), so a limit holds for the site, not for each process.
 */
import { ApiError } from "./api/errors.ts";
import { type LimitStore, sharedLimits, storeFailed } from "./rate-limit-store.ts";

export type RateLimiter = {
  /** Counts one for `key`; throws a 429 ApiError past the limit. */
  hit(key: string, now?: number): void;
  /** Throws the same 429 when `key` has nothing left in its window, without counting (before costly work). */
  check(key: string, now?: number): void;
  /** How many keys it holds now (the memory bound, for tests). */
  size(): number;
};

type LimiterOptions = { limit: number; windowMs: number; message: string; maxKeys?: number };

/** `name` keeps this limiter's keys apart from the others' in the shared store. */
export function rateLimiter(opts: LimiterOptions & { name?: string }): RateLimiter {
  const store = sharedLimits();
  const local = memoryLimiter(opts);
  return store && opts.name ? sharedLimiter(store, `${opts.name}\t`, opts, local) : local;
}

function refusal(opts: LimiterOptions, start: number, now: number): ApiError {
  const retry = Math.ceil((start + opts.windowMs - now) / 1000);
  return new ApiError(429, opts.message, [], { "Retry-After": String(Math.max(retry, 1)) });
}

/**
 * Counts in the store shared by the processes; in memory (`local`) when the store fails. A key
 * the store has refused is remembered here until its window ends, so a client past its limit
 * (a flood) is turned away from memory, and the store takes about `limit` writes a key a window
 * from each process whatever the flood's rate.
 */
function sharedLimiter(store: LimitStore, prefix: string, opts: LimiterOptions, local: RateLimiter): RateLimiter {
  const refused = new Map<string, { start: number; until: number }>();
  const maxKeys = opts.maxKeys ?? 50_000;
  const remembered = (key: string, now: number) => {
    const r = refused.get(key);
    if (r && now < r.until) throw refusal(opts, r.start, now);
  };
  const remember = (key: string, start: number, now: number) => {
    if (refused.size >= maxKeys) {
      for (const [k, r] of refused) if (now >= r.until) refused.delete(k);
      if (refused.size >= maxKeys) refused.delete(refused.keys().next().value!);
    }
    refused.set(key, { start, until: start + opts.windowMs });
  };
  return {
    hit(key, now = Date.now()) {
      remembered(key, now);
      let w: { start: number; count: number };
      try {
        w = store.hit(prefix + key, opts.windowMs, now);
      } catch (error) {
        storeFailed(error);
        return local.hit(key, now);
      }
      if (w.count > opts.limit) {
        remember(key, w.start, now);
        throw refusal(opts, w.start, now);
      }
    },
    check(key, now = Date.now()) {
      remembered(key, now);
      let w: { start: number; count: number } | null;
      try {
        w = store.peek(prefix + key, now);
      } catch (error) {
        storeFailed(error);
        return local.check(key, now);
      }
      if (w && w.count >= opts.limit) throw refusal(opts, w.start, now);
    },
    size: () => local.size() + refused.size,
  };
}

function memoryLimiter(opts: LimiterOptions): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const maxKeys = opts.maxKeys ?? 50_000;
  const refuse = (w: { start: number }, now: number): never => {
    throw refusal(opts, w.start, now);
  };
  return {
    hit(key, now = Date.now()) {
      let w = windows.get(key);
      if (!w || now - w.start >= opts.windowMs) {
        if (!w && windows.size >= maxKeys) {
          for (const [k, v] of windows) if (now - v.start >= opts.windowMs) windows.delete(k);
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        }
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      w.count++;
      if (w.count > opts.limit) refuse(w, now);
    },
    check(key, now = Date.now()) {
      const w = windows.get(key);
      if (w && now - w.start < opts.windowMs && w.count >= opts.limit) refuse(w, now);
    },
    size: () => windows.size,
  };
}
