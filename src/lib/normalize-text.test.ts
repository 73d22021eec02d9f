import { describe, expect, test } from "bun:test";
import { normalizeText, searchWords, withoutArticle } from "./normalize-text.ts";

describe("normalizeText: each pair is the same text to a search", () => {
  const SAME: [string, string, string][] = [
    // Arabic
    ["tashkeel", "كَارْفُور", "كارفور"],
    ["shadda and tanween", "مُحَمَّدٌ", "محمد"],
    ["superscript alef", "هٰذا", "هذا"],
    ["Quranic marks", "الرَّحِيمِۖ", "الرحيم"],
    ["tatweel", "حـــليب", "حليب"],
    ["alef with hamza below", "إلكترونيات", "الكترونيات"],
    ["alef with hamza above", "أبوظبي", "ابوظبي"],
    ["alef with madda", "آيفون", "ايفون"],
    ["alef wasla", "ٱلعين", "العين"],
    ["hamza on waw", "مسؤول", "مسوول"],
    ["hamza on yeh", "هيئة", "هييه"],
    ["ta marbuta", "مكتبة", "مكتبه"],
    ["alef maqsura", "مستشفى", "مستشفي"],
    ["Persian yeh and keheh", "کیک", "كيك"],
    ["Arabic-Indic digits", "١٢٣", "123"],
    ["Persian digits", "۴۵۶", "456"],
    ["digits inside text", "خصم ٥٠٪", "خصم 50٪"],
    ["presentation forms (text from PDFs)", "ﻛﺎﺭﻓﻮﺭ", "كارفور"],
    ["lam-alef ligature", "ﻻ", "لا"],
    ["right-to-left mark and ZWNJ", "\u200fلولو\u200c", "لولو"],
    ["several rules at once", "  إِلكترونيـــاتٌ   ٢٠٢٥ ", "الكترونيات 2025"],
    // English and other Latin text
    ["case", "CARREFOUR", "carrefour"],
    ["umlauts", "Ünïcode", "unicode"],
    ["acute accent", "Café", "cafe"],
    ["cedilla and tilde", "Façade Señor", "facade senor"],
    ["dotted capital I", "İstanbul", "istanbul"],
    ["compatibility letters", "ﬁle Ｆｕｌｌ", "file full"],
    ["whitespace", " Sharaf \t\n DG  ", "sharaf dg"],
  ];

  test.each(SAME)("%s: %p ≡ %p", (_rule, a, b) => {
    expect(normalizeText(a)).toBe(normalizeText(b));
    expect(normalizeText(a)).toBe(b.toLowerCase().replace(/\s+/g, " ").trim());
  });

  const DIFFERENT: [string, string][] = [
    ["كارفور", "كافور"],
    ["حليب", "حلب"],
    ["cafe", "cave"],
    ["123", "124"],
  ];
  test.each(DIFFERENT)("%p and %p stay different", (a, b) => {
    expect(normalizeText(a)).not.toBe(normalizeText(b));
  });

  test("punctuation stays (the search index splits words on it); the empty string stays empty", () => {
    expect(normalizeText('"C&A" (50%)')).toBe('"c&a" (50%)');
    expect(normalizeText("  \u200f ")).toBe("");
  });

  test("it is idempotent", () => {
    for (const [, a] of SAME) expect(normalizeText(normalizeText(a))).toBe(normalizeText(a));
  });
});

describe("search words", () => {
  test("are the normalised letters and digits, split on everything else", () => {
    expect(searchWords('Sharaf-DG: "iPhone 17" (٥٠٪ off)')).toEqual(["sharaf", "dg", "iphone", "17", "50", "off"]);
    expect(searchWords("الإلكترونيات، والهواتف")).toEqual(["الالكترونيات", "والهواتف"]);
    expect(searchWords(" *()[]{}:-^ ")).toEqual([]);
  });

  test.each([
    ["الصيدليات", "صيدليات"],
    ["الالكترونيات", "الكترونيات"],
    ["الكترونيات", "كترونيات"], // "إلكترونيات" starts like an article; both sides strip it alike
    ["ال", null],
    ["الف", null], // too short to be an article and a word
    ["كارفور", null],
    ["alpha", null],
  ])("without the article, %p is %p", (word, bare) => {
    expect(withoutArticle(word)).toBe(bare);
  });
});
