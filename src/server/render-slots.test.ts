import { describe, expect, test } from "bun:test";
import { renderSlots } from "./render-slots.ts";

describe("render slots", () => {
  test("run at most `max` renders at once, the rest in order, and free a slot when a render throws", async () => {
    const slots = renderSlots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const work = (i: number) =>
      slots(async () => {
        running++;
        most = Math.max(most, running);
        await Bun.sleep(5);
        running--;
        order.push(i);
        if (i === 1) throw new Error("render failed");
        return i;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map(work));
    expect(most).toBe(2);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled", "fulfilled"]);
    expect(order.slice(2).sort()).toEqual([2, 3, 4]);
    expect(await work(5)).toBe(5);
  });
});
