/**
 * The text catalogue processing stores for a page reads as the page does, whichever program
 * made the PDF: each fixture's PDFium text (mended) against the truth typed beside it
 * (fixtures/producers/README.md says how each PDF was made).
 */
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { searchWords } from "#lib/normalize-text.ts";
import { figure, seen, storedPage, textAgreement, truthOf, wordsAgreement } from "#tests/helpers/page-agreement.ts";

const FIXTURES = join(import.meta.dir, "fixtures");

/** Page 1's text as catalogue processing stores it. */
const stored = async (file: string) => (await storedPage(join(FIXTURES, file))).text;
const truth = (file: string) => truthOf(join(FIXTURES, file));

const ARABIC_FIXTURES = [
  "arabic",
  "bilingual",
  "producers/luatex-arabic",
  "producers/xetex-arabic",
  "producers/luatex-naskh",
  "producers/xetex-naskh",
  "producers/libreoffice-arabic",
];

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

  test("LuaTeX in Noto Naskh: harakat PDFium lists away from the line's visual order go back on their letters", async () => {
    const text = await stored("producers/luatex-naskh.pdf");
    expect(seen(text)).toBe(truth("producers/luatex-naskh.txt"));
    expect(text).toContain("اللغة العربيّة، مُحَمَّد يُقدِّم الشّاي".normalize("NFKC"));
    expect(text).toContain("آيفون Apple بسعر 4,299 درهم");
  });

  test("XeTeX in Noto Naskh: lam-alef reads لا (not the U+061D PDFium gives its alef), harakat on their letters", async () => {
    const text = await stored("producers/xetex-naskh.pdf");
    expect(seen(text)).toBe(truth("producers/xetex-naskh.txt"));
    expect(text).not.toContain("\u061d");
    expect(text).toContain("لابتوب سلام بلاستيك الإمارات");
    expect(text).toContain("اللغة العربيّة، مُحَمَّد يُقدِّم الشّاي".normalize("NFKC"));
  });

  test("LibreOffice Writer: prices, mixed-direction lines and mirrored brackets read as the page does", async () => {
    const text = await stored("producers/libreoffice-arabic.pdf");
    expect(seen(text)).toBe(truth("producers/libreoffice-arabic.txt"));
    expect(text).toContain("حليب طازج ١٢٫٥٠ درهم");
    // Latin inside an Arabic line, and Arabic inside an English line, each in its own reading order.
    expect(text).toContain("بسعر 4,299 درهم (AED 12.50 للتوصيل)");
    expect(text).toContain("Fresh milk 2L حليب طازج for AED 12.50 only");
    expect(text).toContain("لا تفوّتوها".normalize("NFKC"));
    // Soft hyphens at line ends join their words; one inside a line is not shown at all.
    expect(text).toContain("Refrigerators, dishwashers and supermarket specials");
    expect(text).toContain("weekend.");
  });

  test("a Persian word written with ZWNJ is one word, and the search finds it with or without the ZWNJ", async () => {
    const files = ["xetex-arabic", "luatex-arabic", "xetex-naskh", "luatex-naskh", "libreoffice-arabic"];
    for (const file of files.map((name) => `producers/${name}.pdf`)) {
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
        ...textAgreement(await stored(`${name}.pdf`), truth(`${name}.txt`)),
      })),
    );
    console.log(`Arabic fixtures, stored text: ${figure(figures)} agree with the page`);
    expect(figures.filter((f) => f.missing.length > 0)).toEqual([]);
  });

  test("on every Arabic fixture, the page's words (offers, highlighting) read as the page shows them", async () => {
    const figures = await Promise.all(
      ARABIC_FIXTURES.map(async (name) => ({
        name,
        ...wordsAgreement((await storedPage(join(FIXTURES, `${name}.pdf`))).words, truth(`${name}.txt`)),
      })),
    );
    console.log(`Arabic fixtures, page words: ${figure(figures)} agree with the page`);
    expect(figures.filter((f) => f.missing.length > 0)).toEqual([]);
  });
});

describe("words broken at a line end", () => {
  test("pdfTeX's line-end hyphens (U+FFFE from PDFium) are gone and the word is whole", async () => {
    const text = await stored("producers/hyphens.pdf");
    for (const marker of ["\u0002", "\ufffe", "\u00ad"]) expect(text).not.toContain(marker);
    expect(text).toContain("unbeatable");
    expect(textAgreement(text, truth("producers/hyphens.txt")).missing).toEqual([]);
  });
});
