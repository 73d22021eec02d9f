import { describe, expect, test } from "bun:test";
import { renderSlots, sharedRenders } from "./render-slots.ts";

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

describe("background renders", () => {
  test("go only when no request renders or waits, and never ahead of a request that waits", async () => {
    const slots = renderSlots(2);
    const log: string[] = [];
    const gates = new Map<string, () => void>();
    const held = (label: string) => async () => {
      log.push(`start ${label}`);
      await new Promise<void>((resolve) => gates.set(label, resolve));
      log.push(`end ${label}`);
      return label;
    };
    const a = slots(held("a"));
    const b = slots(held("b"));
    const background = slots.background(held("refresh"));
    const c = slots(held("c")); // waits for a slot, and goes before the background render
    expect(log).toEqual(["start a", "start b"]);
    gates.get("a")!();
    await a;
    await Bun.sleep(0);
    expect(log).toEqual(["start a", "start b", "end a", "start c"]);
    gates.get("b")!();
    gates.get("c")!();
    await Promise.all([b, c]);
    await Bun.sleep(0);
    expect(log.slice(-1)).toEqual(["start refresh"]);
    // A request arriving while the background render runs does not wait for it.
    const d = slots(held("d"));
    expect(log.slice(-1)).toEqual(["start d"]);
    gates.get("refresh")!();
    gates.get("d")!();
    expect(await Promise.all([background, d])).toEqual(["refresh", "d"]);
    // Idle: a background render starts at once.
    const e = slots.background(held("e"));
    expect(log.slice(-1)).toEqual(["start e"]);
    gates.get("e")!();
    expect(await e).toBe("e");
  });
});

describe("shared renders", () => {
  test("a request joins the running render of its URL, but not one that began before a content change", async () => {
    let generation = 0;
    const shared = sharedRenders<string, number>(() => generation);
    const starts: string[] = [];
    const releases: (() => void)[] = [];
    const render = (label: string) =>
      shared("/stores", async (began) => {
        began();
        starts.push(label);
        await new Promise<void>((resolve) => releases.push(resolve));
        return label;
      });
    const first = render("first");
    const joined = render("joined");
    expect(starts).toEqual(["first"]);
    generation++; // a write lands while the first render runs
    const after = render("after");
    expect(starts).toEqual(["first", "after"]);
    for (const release of releases) release();
    expect(await Promise.all([first, joined, after])).toEqual(["first", "first", "after"]);
    // Both finished: the next request renders anew.
    const next = render("next");
    releases.at(-1)!();
    expect(await next).toBe("next");
  });

  test("a render still waiting for its slot has read nothing yet, so any request joins it", async () => {
    let generation = 0;
    const shared = sharedRenders<number, number>(() => generation);
    let release!: () => void;
    let began!: () => number;
    const first = shared("/", (b) => {
      began = b;
      return new Promise<number>((resolve) => {
        release = () => resolve(began());
      });
    });
    generation++;
    const second = shared("/", async () => -1);
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(1);
  });
});
