import { describe, expect, test } from "bun:test";
import { preferredLanguage } from "./language.ts";

describe("preferredLanguage", () => {
  test("a stored choice wins over the browser's languages", () => {
    expect(preferredLanguage("en", "ar-AE,ar;q=0.9")).toBe("en");
    expect(preferredLanguage("ar", "en-US")).toBe("ar");
  });

  test("without a stored choice the browser's most preferred language decides", () => {
    expect(preferredLanguage(undefined, "ar-AE,ar;q=0.9,en;q=0.8")).toBe("ar");
    expect(preferredLanguage(undefined, "en-GB,ar;q=0.5")).toBe("en");
    expect(preferredLanguage(undefined, "fr;q=0.4,ar;q=0.9")).toBe("ar");
    expect(preferredLanguage(undefined, undefined)).toBeNull();
    expect(preferredLanguage("xx", "")).toBeNull();
  });
});
