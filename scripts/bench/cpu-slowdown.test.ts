import { describe, expect, test } from "bun:test";
import { calibratedSlowdown } from "./cpu-slowdown.ts";

describe("calibratedSlowdown", () => {
  test("a host as fast as the desktop Lighthouse's 4x is made for keeps 4x, and a faster one is not slowed more", () => {
    expect(calibratedSlowdown(1600)).toBe(4);
    expect(calibratedSlowdown(2400)).toBe(4);
  });
  test("slower hosts get the guide's smaller multipliers: about 2x for 800-1,000, never below 1x", () => {
    expect(calibratedSlowdown(1000)).toBe(2.5);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(300)).toBe(1);
  });
  test("an index Lighthouse could not measure keeps its default", () => {
    expect(calibratedSlowdown(Number.NaN)).toBe(4);
    expect(calibratedSlowdown(0)).toBe(4);
  });
});
