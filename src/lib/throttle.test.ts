import { describe, expect, test } from "bun:test";
import { throttle } from "./throttle.ts";

describe("throttle", () => {
  test("runs the first call at once and folds a burst into one more run at the window's end", async () => {
    let runs = 0;
    const drop = throttle(() => runs++, 50);
    drop();
    expect(runs).toBe(1);
    for (let i = 0; i < 44; i++) drop();
    expect(runs).toBe(1);
    await Bun.sleep(80);
    expect(runs).toBe(2);
  });

  test("a call after a quiet window runs at once again", async () => {
    let runs = 0;
    const drop = throttle(() => runs++, 30);
    drop();
    await Bun.sleep(50);
    drop();
    expect(runs).toBe(2);
  });

  test("never more than one run per window over a long burst", async () => {
    const times: number[] = [];
    const drop = throttle(() => times.push(Date.now()), 40);
    const end = Date.now() + 200;
    while (Date.now() < end) {
      drop();
      await Bun.sleep(2);
    }
    await Bun.sleep(60);
    expect(times.length).toBeGreaterThanOrEqual(2);
    expect(times.length).toBeLessThanOrEqual(7);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(38);
  });
});
