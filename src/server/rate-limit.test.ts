import { describe, expect, test } from "bun:test";
import { rateLimiter } from "./rate-limit.ts";

const message = "Too many requests.";

/** The error a refused hit throws, or undefined when the hit is allowed. */
function refusal(hit: () => void) {
  try {
    hit();
  } catch (error) {
    return error as { status: number; message: string; headers: Record<string, string> };
  }
  return undefined;
}

describe("a fixed window per key", () => {
  test("allows `limit` hits a window, then refuses with 429 and the seconds left in Retry-After", () => {
    const limiter = rateLimiter({ limit: 2, windowMs: 60_000, message });
    expect(refusal(() => limiter.hit("1.2.3.4", 0))).toBeUndefined();
    expect(refusal(() => limiter.hit("1.2.3.4", 1_000))).toBeUndefined();
    const refused = refusal(() => limiter.hit("1.2.3.4", 15_500));
    expect(refused).toMatchObject({ status: 429, message });
    expect(refused?.headers["Retry-After"]).toBe("45");
    expect(refusal(() => limiter.hit("5.6.7.8", 15_500))).toBeUndefined(); // another key, its own count
  });

  test("a new window starts when the old one has ended", () => {
    const limiter = rateLimiter({ limit: 1, windowMs: 60_000, message });
    limiter.hit("k", 0);
    expect(refusal(() => limiter.hit("k", 59_999))?.status).toBe(429);
    expect(refusal(() => limiter.hit("k", 60_000))).toBeUndefined();
    expect(refusal(() => limiter.hit("k", 60_001))?.status).toBe(429);
  });
});

describe("memory stays bounded", () => {
  test("a flood of distinct keys never holds more than maxKeys; the oldest key goes first", () => {
    const limiter = rateLimiter({ limit: 1, windowMs: 60_000, message, maxKeys: 100 });
    for (let i = 0; i < 10_000; i++) limiter.hit(`flood-${i}`, 1_000);
    expect(limiter.size()).toBe(100);
    // The newest keys are still counted; the first ones were dropped and start afresh.
    expect(refusal(() => limiter.hit("flood-9999", 1_000))?.status).toBe(429);
    expect(refusal(() => limiter.hit("flood-0", 1_000))).toBeUndefined();
  });

  test("when the table is full, windows that have ended go before any live one", () => {
    const limiter = rateLimiter({ limit: 1, windowMs: 1_000, message, maxKeys: 2 });
    limiter.hit("a", 0);
    limiter.hit("b", 100);
    limiter.hit("a", 1_000); // a's window restarts; a stays first in the table
    limiter.hit("c", 1_150); // full: b's window has ended, so b goes, not a
    expect(limiter.size()).toBe(2);
    expect(refusal(() => limiter.hit("a", 1_150))?.status).toBe(429);
    expect(refusal(() => limiter.hit("b", 1_150))).toBeUndefined();
  });

  test("a full table drops every window that has ended, not just one key", () => {
    const limiter = rateLimiter({ limit: 5, windowMs: 1_000, message, maxKeys: 3 });
    for (const key of ["a", "b", "c"]) limiter.hit(key, 0);
    limiter.hit("d", 5_000);
    expect(limiter.size()).toBe(1);
  });

  test("check refuses a key with nothing left, without counting, and allows one with hits left", () => {
    const limiter = rateLimiter({ limit: 2, windowMs: 60_000, message });
    limiter.check("a", 0);
    limiter.check("a", 0);
    limiter.hit("a", 0);
    limiter.check("a", 1);
    limiter.hit("a", 1);
    expect(refusal(() => limiter.check("a", 2))?.headers["Retry-After"]).toBe("60");
    expect(refusal(() => limiter.check("b", 2))).toBeUndefined();
    expect(refusal(() => limiter.check("a", 60_000))).toBeUndefined();
  });
});
