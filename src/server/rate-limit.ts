/**
 * A small in-memory fixed-window rate limiter for anonymous endpoints (tracking,
 * contact form, PDF proxy). Bounded: old windows are dropped as they expire, and the
 * key table is capped so a flood of distinct keys cannot grow memory without end.
 */
import { ApiError } from "./api/errors.ts";

export type RateLimiter = {
  /** Counts one for `key`; throws a 429 ApiError past the limit. */
  hit(key: string, now?: number): void;
  /** Throws the same 429 when `key` has nothing left in its window, without counting (before costly work). */
  check(key: string, now?: number): void;
  /** How many keys it holds now (the memory bound, for tests). */
  size(): number;
};

export function rateLimiter(opts: { limit: number; windowMs: number; message: string; maxKeys?: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const maxKeys = opts.maxKeys ?? 50_000;
  const refuse = (w: { start: number }, now: number): never => {
    const retry = Math.ceil((w.start + opts.windowMs - now) / 1000);
    throw new ApiError(429, opts.message, [], { "Retry-After": String(Math.max(retry, 1)) });
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
