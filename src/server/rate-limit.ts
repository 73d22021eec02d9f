/**
 * A small in-memory fixed-window rate limiter for anonymous endpoints (tracking,
 * contact form, PDF proxy). Bounded: old windows are dropped as they expire, and the
 * key table is capped so a flood of distinct keys cannot grow memory without end.
 */
import { ApiError } from "./api/errors.ts";

export type RateLimiter = {
  hit(key: string, now?: number): void;
  /** How many keys it holds now (the memory bound, for tests). */
  size(): number;
};

export function rateLimiter(opts: { limit: number; windowMs: number; message: string; maxKeys?: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const maxKeys = opts.maxKeys ?? 50_000;
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
      if (w.count > opts.limit) {
        const retry = Math.ceil((w.start + opts.windowMs - now) / 1000);
        throw new ApiError(429, opts.message, [], { "Retry-After": String(Math.max(retry, 1)) });
      }
    },
    size: () => windows.size,
  };
}
