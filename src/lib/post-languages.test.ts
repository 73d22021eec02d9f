import { describe, expect, test } from "bun:test";
import { postText, postVersions, shownVersion } from "./post-languages.ts";

describe("a post's language versions", () => {
  test("which versions exist; unknown values are English, as older posts are", () => {
    expect(postVersions("both")).toEqual(["en", "ar"]);
    expect(postVersions("ar")).toEqual(["ar"]);
    expect(postVersions("en")).toEqual(["en"]);
    expect(postVersions(null)).toEqual(["en"]);
  });

  test("a page shows its own language's version when published, else the one there is", () => {
    expect(shownVersion("both", "ar")).toBe("ar");
    expect(shownVersion("both", "en")).toBe("en");
    expect(shownVersion("en", "ar")).toBe("en");
    expect(shownVersion("ar", "en")).toBe("ar");
  });

  test("the shown version's text, marked when its language is not the page's", () => {
    // An English-only post keeps its English title on /ar even when a draft Arabic title exists.
    expect(postText("ar", "en", "Deals", "عروض")).toEqual({ text: "Deals", lang: "en", dir: "ltr" });
    expect(postText("ar", "ar", "Deals", "عروض")).toEqual({ text: "عروض" });
    expect(postText("en", "ar", "Deals", "عروض")).toEqual({ text: "عروض", lang: "ar", dir: "rtl" });
    // An Arabic version without an Arabic excerpt shows the English one, marked as English.
    expect(postText("ar", "ar", "Short", null)).toEqual({ text: "Short", lang: "en", dir: "ltr" });
    expect(postText("en", "en", "Deals", null)).toEqual({ text: "Deals" });
  });
});
