import { describe, expect, test } from "bun:test";
import { localized, marks } from "./localized.ts";

describe("localized(): the page's language, else the other one, marked", () => {
  test.each([
    // page, en, ar -> text, lang, dir
    ["ar", "Carrefour", "كارفور", "كارفور", undefined, undefined],
    ["ar", "Nesto", null, "Nesto", "en", "ltr"],
    ["ar", "Nesto", "   ", "Nesto", "en", "ltr"],
    ["en", "Carrefour", "كارفور", "Carrefour", undefined, undefined],
    ["en", "", "مقال عربي", "مقال عربي", "ar", "rtl"],
    ["en", null, null, "", undefined, undefined],
    ["ar", null, undefined, "", undefined, undefined],
  ] as const)("%s page, en=%p ar=%p", (page, en, ar, text, lang, dir) => {
    const value = localized(page, en, ar);
    expect(value).toEqual({ text, ...(lang ? { lang, dir } : {}) });
    expect(marks(value)).toEqual(lang ? { lang, dir } : {});
  });
});
