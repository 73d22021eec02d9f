/**
 * The text catalogue processing stores for a page reads as the page does, whichever program
 * made the PDF: each fixture's PDFium text (mended) against the truth typed beside it
 * (fixtures/producers/README.md says how each PDF was made).
 */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { searchWords } from "#lib/normalize-text.ts";
import { openPdf } from "./pdfium.ts";

const FIXTURES = join(import.meta.dir, "fixtures");

/** Page 1's text as catalogue processing stores it. */
async function stored(file: string): Promise<string> {
  const doc = await openPdf(join(FIXTURES, file));
  try {
    const page = doc.page(1);
    try {
      return page.text();
    } finally {
      page.close();
    }
  } finally {
    doc.close();
  }
}

/**
 * What a reader sees, in one form: harakat in canonical order (a page does not show the
 * order they were typed in), and no ZWNJ — a PDF carries no code for it when the producer
 * only used it to shape the glyphs, and the search folds it away.
 */
const seen = (text: string) => text.normalize("NFKC").replaceAll("\u200c", "").trim();
const truth = (file: string) => seen(readFileSync(join(FIXTURES, file), "utf8"));

/** The share of the truth's words (as a multiset) found among the stored words. */
function wordAgreement(stored: string, truth: string): { words: number; agree: number; missing: string[] } {
  const left = seen(stored).split(/\s+/);
  const missing: string[] = [];
  const words = truth.split(/\s+/);
  for (const word of words) {
    const at = left.indexOf(word);
    if (at < 0) missing.push(word);
    else left.splice(at, 1);
  }
  return { words: words.length, agree: words.length - missing.length, missing };
}

const ARABIC_FIXTURES = ["arabic", "bilingual", "producers/luatex-arabic", "producers/xetex-arabic"];

describe("Arabic text reads as the page does", () => {
  test("LuaTeX (visual order, no spaces): each line in reading order, spaces back, lam-alef right", async () => {
    const text = await stored("producers/luatex-arabic.pdf");
    expect(seen(text)).toBe(truth("producers/luatex-arabic.txt"));
    expect(text).toContain("ام كلثوم كلمات اغاني كوكب الشرق");
    expect(text).toContain("فقرة عربية");
    expect(text).toContain("لابتوب سلام بلاستيك الإمارات");
    // Digits and Latin inside the line still read left to right.
    expect(text).toContain("بسعر 4,299 درهم");
    expect(text).toContain("تخفيضات ٢٠٢٦ حتى");
  });

  test("XeTeX (reading order): no blank before a haraka, a stray fatha back on its letter, ZWNJ no space", async () => {
    const text = await stored("producers/xetex-arabic.pdf");
    expect(seen(text)).toBe(truth("producers/xetex-arabic.txt"));
    expect(text).not.toMatch(/\s\p{M}/u);
    expect(text).toContain("العربيّة".normalize("NFKC"));
    expect(text).toContain("مُحَمَّد".normalize("NFKC"));
  });

  test("Chromium: harakat placed apart and glyph slices out of order make one word again", async () => {
    const text = await stored("arabic.pdf");
    expect(seen(text)).toBe(truth("arabic.txt"));
    expect(text.split("\n")[2]).toStartWith("مُحَمَّد".normalize("NFKC"));
  });

  test("a Persian word written with ZWNJ is one word, and the search finds it with or without the ZWNJ", async () => {
    for (const file of ["producers/xetex-arabic.pdf", "producers/luatex-arabic.pdf"]) {
      const words = searchWords(await stored(file));
      expect(words).toContain(searchWords("می‌توانید")[0]!);
      expect(words).toContain(searchWords("میتوانید")[0]!);
      expect(words).not.toContain(searchWords("توانید")[0]!);
    }
  });

  test("on every Arabic fixture, 100% of the page's words are stored as the page shows them", async () => {
    const figures = await Promise.all(
      ARABIC_FIXTURES.map(async (name) => ({
        name,
        ...wordAgreement(await stored(`${name}.pdf`), truth(`${name}.txt`)),
      })),
    );
    const words = figures.reduce((n, f) => n + f.words, 0);
    const agree = figures.reduce((n, f) => n + f.agree, 0);
    console.log(`Arabic fixtures: ${agree}/${words} words agree (${((100 * agree) / words).toFixed(1)}%)`);
    expect(figures.filter((f) => f.missing.length > 0)).toEqual([]);
  });
});

describe("words broken at a line end", () => {
  test("pdfTeX's line-end hyphens (U+FFFE from PDFium) are gone and the word is whole", async () => {
    const text = await stored("producers/hyphens.pdf");
    for (const marker of ["\u0002", "\ufffe", "\u00ad"]) expect(text).not.toContain(marker);
    expect(text).toContain("unbeatable");
    expect(wordAgreement(text, truth("producers/hyphens.txt")).missing).toEqual([]);
  });
});
