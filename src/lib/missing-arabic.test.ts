import { describe, expect, test } from "bun:test";
import { twinFields } from "./missing-arabic.ts";

describe("twinFields", () => {
  test("a kind's English fields and their Arabic twins, in the rule's order", () => {
    expect(twinFields("branches")).toEqual({
      en: ["name", "address", "hours"],
      ar: ["nameAr", "addressAr", "hoursAr"],
    });
    expect(twinFields("categories")).toEqual({ en: ["name"], ar: ["nameAr"] });
  });
});
