/**
 * The rate limits shared by the processes of `serve` (WORKERS > 1): two connections to one
 * limits file stand for two processes. One window per key for both, restarting when it ends,
 * limiters kept apart by name, and the table kept bounded.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rateLimiter } from "./rate-limit.ts";
import { type LimitStore, openLimitStore, sharedLimits, shareLimits } from "./rate-limit-store.ts";

const dir = mkdtempSync(join(tmpdir(), "uae-deals-limits-"));
const file = join(dir, "limits.db");
const stores: LimitStore[] = [];
afterAll(() => {
  for (const s of stores) s.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A limiter as one process makes it: over its own connection to the shared file. */
function limiterInProcess(name: string, limit = 3) {
  const store = openLimitStore(file);
  stores.push(store);
  const before = sharedLimits();
  shareLimits(store);
  try {
    return rateLimiter({ name, limit, windowMs: 60_000, message: "Too many." });
  } finally {
    if (before) shareLimits(before);
  }
}

const status = (hit: () => void) => {
  try {
    hit();
    return 200;
  } catch (error) {
    return (error as { status: number }).status;
  }
};

describe("limits shared through one file", () => {
  test("two processes' hits count in one window: the limit holds for both together", () => {
    const [a, b] = [limiterInProcess("contact"), limiterInProcess("contact")];
    const got = [a, b, a, b, a].map((l, i) => status(() => l.hit("1.2.3.4", 1000 + i)));
    expect(got).toEqual([200, 200, 200, 429, 429]);
    expect(status(() => a.check("1.2.3.4", 2000))).toBe(429);
    expect(status(() => b.check("5.6.7.8", 2000))).toBe(200); // another address, its own window
  });

  test("the window restarts when it has ended, for every process", () => {
    const [a, b] = [limiterInProcess("window", 1), limiterInProcess("window", 1)];
    expect(status(() => a.hit("k", 0))).toBe(200);
    expect(status(() => b.hit("k", 59_999))).toBe(429);
    expect(status(() => b.hit("k", 60_000))).toBe(200);
    expect(status(() => a.hit("k", 60_001))).toBe(429);
  });

  test("a refusal says when to come back (Retry-After from the shared window's start)", () => {
    const a = limiterInProcess("retry", 1);
    a.hit("k", 10_000);
    try {
      a.hit("k", 25_500);
      throw new Error("not refused");
    } catch (error) {
      expect((error as { headers: Record<string, string> }).headers["Retry-After"]).toBe("45");
    }
  });

  test("limiters of other names keep their own counts", () => {
    const [x, y] = [limiterInProcess("x", 1), limiterInProcess("y", 1)];
    expect(status(() => x.hit("k", 0))).toBe(200);
    expect(status(() => y.hit("k", 0))).toBe(200);
  });

  test("expired windows are deleted as hits go on (the file stays small)", () => {
    const store = openLimitStore(file);
    stores.push(store);
    for (let i = 0; i < 1000; i++) store.hit(`old-${i}`, 1000, 0);
    for (let i = 0; i < 1000; i++) store.hit(`new-${i}`, 1000, 5000);
    expect(store.peek("old-1", 5000)).toBeNull();
    expect(store.peek("new-1", 5000)).toEqual({ start: 5000, count: 1 });
  });
});

test("a client past its limit is turned away from memory: the store is not written again in that window", () => {
  const store = openLimitStore(file);
  stores.push(store);
  let writes = 0;
  const counting: LimitStore = {
    ...store,
    hit(...a) {
      writes++;
      return store.hit(...a);
    },
  };
  shareLimits(counting);
  const limiter = rateLimiter({ name: "flood", limit: 3, windowMs: 60_000, message: "Too many." });
  const got = Array.from({ length: 1000 }, (_, i) => status(() => limiter.hit("9.9.9.9", 1000 + i)));
  expect(got.filter((s) => s === 200)).toHaveLength(3);
  expect(writes).toBe(4); // three counted, the fourth refused by the store; the rest from memory
  expect(status(() => limiter.hit("9.9.9.9", 61_000))).toBe(200); // a new window asks the store again
  expect(writes).toBe(5);
});
