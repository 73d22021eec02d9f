import { describe, expect, test } from "bun:test";
import { mostListed } from "./counted-choices.ts";

const choices = [
  { value: "a", count: 1 },
  { value: "b", count: 5 },
  { value: "c", count: 0 },
  { value: "d", count: 5 },
  { value: "e", count: 3 },
];

describe("mostListed", () => {
  test("keeps every choice when they fit", () => {
    expect(mostListed(choices, 5)).toEqual({ shown: choices, more: false });
  });

  test("keeps the ones that list the most, in their order, and says some were left out", () => {
    const { shown, more } = mostListed(choices, 3);
    expect(shown.map((c) => c.value)).toEqual(["b", "d", "e"]);
    expect(more).toBe(true);
  });

  test("the chosen one stays even when it lists little", () => {
    expect(mostListed(choices, 2, "c").shown.map((c) => c.value)).toEqual(["b", "c", "d"]);
  });
});
