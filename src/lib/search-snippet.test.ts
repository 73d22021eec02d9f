import { describe, expect, test } from "bun:test";
import { searchSnippet } from "./search-snippet.ts";

const marked = (text: string, query: string, size?: number) =>
  searchSnippet(text, query, size)
    .map((s) => (s.hit ? `[${s.text}]` : s.text))
    .join("");

describe("searchSnippet", () => {
  test("marks the page's own words, matched the way the index matches them", () => {
    expect(marked("Fresh Milk 2L\nAED 9.95", "milk")).toBe("Fresh [Milk] 2L · AED 9.95");
    expect(marked("حليب طازج 2 لتر", "حليب")).toBe("[حليب] طازج 2 لتر");
    // Hamza, ta marbuta and the article fold as in search; the text keeps its letters.
    expect(marked("عروض الأسبوع على الحليب الطازج", "اسبوع حليب")).toBe("عروض [الأسبوع] على [الحليب] الطازج");
    expect(marked("تلفزيون ذكي بشاشة ٥٥ بوصة", "55")).toBe("تلفزيون ذكي بشاشة [٥٥] بوصة");
  });

  test("a hit shortly into its line starts the snippet at that line, so an Arabic hit opens in Arabic", () => {
    const page = "Fresh Milk 2L\nAED 9.95 AED 14.95\nحليب طازج 2 لتر\n9.95 درهم 14.95 درهم";
    expect(marked(page, "حليب", 8)).toBe("… [حليب] طازج 2 لتر · 9.95 درهم 14 …");
  });

  test("the last word is a prefix, the others whole words", () => {
    expect(marked("Smart TV and TV stand", "smart t")).toBe("[Smart] [TV] and [TV] stand");
    expect(marked("milky milk tv", "milk tv")).toBe("milky [milk] [tv]");
  });

  test("a long page is cut around the first match, with ellipses", () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
    words[40] = "Milk";
    const out = marked(words.join(" "), "milk", 12);
    expect(out.startsWith("… ")).toBe(true);
    expect(out.endsWith(" …")).toBe(true);
    expect(out).toContain("[Milk]");
    expect(out.split(" ").filter((w) => /^\[?w|^\[/.test(w)).length).toBe(12);
  });

  test("no match shows the start of the page; no text, no segments", () => {
    expect(marked("Dates 1kg AED 24.95", "milk", 3)).toBe("Dates 1kg AED …");
    expect(searchSnippet("", "milk")).toEqual([]);
  });

  test("page text is returned as text, never read as markup", () => {
    // Segments are plain strings for React to escape; the text before the first word is dropped.
    expect(marked("<b>Milk</b> & eggs", "milk")).toBe("b>[Milk]</b> & eggs");
  });
});
