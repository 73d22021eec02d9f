import { describe, expect, test } from "bun:test";
import { MAX_PAGE_WORDS, MAX_WORD_TEXT, packWords, readStoredWords, wordsWithin } from "./stored-words.ts";

const word = (text: string, x = 0.1, y = 0.2, width = 0.05, height = 0.02) => ({ text, x, y, width, height });

describe("packWords", () => {
  test("keeps each word's text and box in ten-thousandths of the page (4 decimals)", () => {
    expect(packWords([word("Milk", 0.15512, 0.152349, 0.0654, 0.02)])).toEqual([["Milk", 1551, 1523, 654, 200]]);
    // As JSON it is a short array per word.
    expect(JSON.stringify(packWords([word("حليب", 0.865, 0.078, 0.078, 0.025)]))).toBe('[["حليب",8650,780,780,250]]');
  });

  test("drops what no search can find (no letter or digit) and what has no place on the page", () => {
    const packed = packWords([
      word("—"),
      word("-"),
      word("9.95"),
      word("AED"),
      word("x", Number.NaN),
      word("y", 0.1, 0.1, Number.POSITIVE_INFINITY),
    ]);
    expect(packed.map((w) => w[0])).toEqual(["9.95", "AED"]);
  });

  test("clamps boxes to the page", () => {
    expect(packWords([word("edge", -0.2, 1.3, 2, -1)])).toEqual([["edge", 0, 10000, 10000, 0]]);
  });

  test("is bounded: a word's text, the words of a page and their characters", () => {
    expect(packWords([word("a".repeat(500))])[0]![0]).toHaveLength(MAX_WORD_TEXT);
    // A word cut inside a pair of surrogates keeps no half of it.
    expect(packWords([word(`${"a".repeat(MAX_WORD_TEXT - 1)}😀`)])[0]![0]).toBe("a".repeat(MAX_WORD_TEXT - 1));
    const hostile = Array.from({ length: 100_000 }, (_, i) => word(`w${i}`));
    const started = performance.now();
    const packed = packWords(hostile);
    expect(performance.now() - started).toBeLessThan(500);
    expect(packed).toHaveLength(MAX_PAGE_WORDS);
    expect(JSON.stringify(packed).length).toBeLessThan(100_000);
    expect(packWords(hostile, 20).map((w) => w[0])).toEqual([
      "w0",
      "w1",
      "w2",
      "w3",
      "w4",
      "w5",
      "w6",
      "w7",
      "w8",
      "w9",
    ]);
  });
});

describe("wordsWithin", () => {
  test("keeps the words whose characters fit in the page's stored text", () => {
    const packed = packWords([word("Fresh"), word("Milk"), word("2L")]);
    expect(wordsWithin(packed, 100)).toEqual(packed);
    expect(wordsWithin(packed, 9).map((w) => w[0])).toEqual(["Fresh", "Milk"]);
    expect(wordsWithin(packed, 0)).toEqual([]);
  });
});

describe("readStoredWords", () => {
  test("reads what packWords stored; a page stored before words were kept has none (null)", () => {
    const packed = packWords([word("Milk"), word("حليب")]);
    expect(readStoredWords(JSON.stringify(packed))).toEqual(packed);
    expect(readStoredWords(null)).toBeNull();
    expect(readStoredWords(undefined)).toBeNull();
  });

  test("anything else reads as no words, never an error", () => {
    for (const bad of ["", "{", "{}", "[1,2]", '[["a",1,2,3]]', '[["a","1",2,3,4]]', "[[1,1,2,3,4]]", "null"])
      expect(readStoredWords(bad)).toEqual([]);
    // The good entries of a partly bad list are kept.
    expect(readStoredWords('[["ok",1,2,3,4],["bad"]]')).toEqual([["ok", 1, 2, 3, 4]]);
  });
});
