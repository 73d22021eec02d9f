import { describe, expect, test } from "bun:test";
import type { StoredWord } from "./stored-words.ts";
import { MAX_DRAWN_HITS, wordHits } from "./word-hits.ts";

/** A line of words, one after the other, each 1000 wide (a tenth of the page). */
const line = (...texts: string[]): StoredWord[] => texts.map((t, i) => [t, i * 1000, 500, 900, 200]);
const texts = (words: StoredWord[], query: string) => {
  const { boxes } = wordHits(words, query);
  return boxes.map((b) => words.find((w) => w[1] === Math.round(b.x * 10_000))![0]);
};

describe("wordHits", () => {
  test("finds the page's words the way search finds the page: case, harakat, article, digits, hamza", () => {
    const page = line("Fresh", "MILK", "2L", "حليب", "الحليب", "مُحَمَّد", "٥٥", "أرز", "Milk,", "(milk)");
    expect(texts(page, "milk")).toEqual(["MILK", "Milk,", "(milk)"]);
    expect(texts(page, "Milk")).toEqual(["MILK", "Milk,", "(milk)"]);
    // "الحليب" and "حليب" find each other, as the index holds both forms.
    expect(texts(page, "الحليب")).toEqual(["حليب", "الحليب"]);
    expect(texts(page, "حليب")).toEqual(["حليب", "الحليب"]);
    expect(texts(page, "محمد")).toEqual(["مُحَمَّد"]);
    expect(texts(page, "55")).toEqual(["٥٥"]);
    expect(texts(page, "٥٥")).toEqual(["٥٥"]);
    expect(texts(page, "ارز")).toEqual(["أرز"]);
  });

  test("every word of the query is looked for, the last as a prefix (as people type)", () => {
    const page = line("Fresh", "Milk", "Milky", "Way", "fresher");
    expect(texts(page, "fresh milk")).toEqual(["Fresh", "Milk", "Milky"]);
    expect(texts(page, "milk fresh")).toEqual(["Fresh", "Milk", "fresher"]);
  });

  test("boxes are fractions of the page; the count is every match", () => {
    const hits = wordHits([["Milk", 1551, 1523, 654, 200]], "milk");
    expect(hits).toEqual({ count: 1, boxes: [{ x: 0.1551, y: 0.1523, width: 0.0654, height: 0.02 }] });
  });

  test("nothing matching, no words stored or no word in the query: no boxes", () => {
    expect(wordHits(line("Dates", "1kg"), "milk")).toEqual({ count: 0, boxes: [] });
    expect(wordHits([], "milk")).toEqual({ count: 0, boxes: [] });
    expect(wordHits(line("Milk"), "")).toEqual({ count: 0, boxes: [] });
    expect(wordHits(line("Milk"), "!!! …")).toEqual({ count: 0, boxes: [] });
  });

  test("a query that matches every word draws a bounded number of boxes, and says how many there are", () => {
    const page = Array.from({ length: 2000 }, (_, i): StoredWord => [`a${i}`, 0, 0, 1, 1]);
    const hits = wordHits(page, "a");
    expect(hits.count).toBe(2000);
    expect(hits.boxes).toHaveLength(MAX_DRAWN_HITS);
  });

  test("odd input is only text: marks, controls, isolates, lone surrogates, a huge query", () => {
    const page = line("Milk", "حليب");
    for (const q of ["\u202emilk", "\u0000milk", "m\u0301ilk", "\ud800", "😀".repeat(5000), "milk ".repeat(5000)])
      expect(() => wordHits(page, q)).not.toThrow();
    expect(texts(page, "\u202emilk")).toEqual(["Milk"]);
  });
});
