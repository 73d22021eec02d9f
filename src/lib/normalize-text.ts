/**
 * The one text normaliser of the product (browser-safe): the search indexes are written
 * with it and every query goes through it, so both sides fold text the same way.
 *
 * - case, and Latin diacritics: NFKD splits "é" into "e" + a combining mark, and marks go;
 *   NFKD also turns Arabic presentation forms (text copied out of PDFs) into plain letters;
 * - Arabic diacritics (tashkeel U+064B–U+065F, superscript alef U+0670, Quranic marks) and
 *   tatweel (U+0640), which are decoration, not spelling;
 * - alef forms (أ إ آ ٱ -> ا), hamza carriers (ؤ -> و, ئ -> ي: NFKD splits the hamza off
 *   as a mark), ta marbuta (ة -> ه), alef maqsura (ى -> ي), Persian yeh and keheh
 *   (ی -> ي, ک -> ك): the spellings people use interchangeably when they type;
 * - Arabic-Indic (٠-٩) and Persian (۰-۹) digits -> 0-9;
 * - invisible format characters (RLM, ZWNJ, BOM…) dropped, whitespace collapsed.
 *
 * Example: normalizeText("  إلكترونيـــات  ٢٠٢٥ ") === "الكترونيات 2025"
 */

// Quranic small letters that are letters (Lm), not marks, so \p{M} keeps them.
const QURANIC_LETTERS = /[\u06e5\u06e6]/g;
const TATWEEL = /\u0640/g;
const MARKS = /\p{M}/gu;
const FORMAT = /\p{Cf}/gu;

const LETTERS: Record<string, string> = {
  "\u0671": "\u0627", // ٱ alef wasla -> ا (أ إ آ lose their hamza/madda as marks)
  "\u0629": "\u0647", // ة -> ه
  "\u0649": "\u064a", // ى -> ي
  "\u06cc": "\u064a", // ی Persian yeh -> ي
  "\u06a9": "\u0643", // ک keheh -> ك
};
const LETTER_RE = /[\u0671\u0629\u0649\u06cc\u06a9]/g;
const DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

export function normalizeText(text: string): string {
  // Lower-case first ("İ" becomes "i" + a combining dot, which the mark rule drops) and again
  // last (NFKD turns compatibility letters such as "ℌ" into capitals).
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(MARKS, "")
    .replace(TATWEEL, "")
    .replace(QURANIC_LETTERS, "")
    .replace(FORMAT, "")
    .replace(LETTER_RE, (ch) => LETTERS[ch] ?? ch)
    .replace(DIGITS, (d) => String(d.codePointAt(0)! - (d >= "\u06f0" ? 0x06f0 : 0x0660)))
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** Letters and digits in any script; everything else separates words, as SQLite FTS5's unicode61 tokenizer does. */
const WORD = /[\p{L}\p{N}\p{Co}]+/gu;

/** The words of `text`, normalised: what the search indexes hold and what a search looks for. */
export function searchWords(text: string): string[] {
  return normalizeText(text).match(WORD) ?? [];
}

/**
 * A normalised word without the Arabic definite article, which is written joined to its
 * word ("الصيدليات" is "صيدليات" with it), or null when it does not start with one. The
 * indexes hold both forms and a search tries both, so either spelling finds the other.
 */
export function withoutArticle(word: string): string | null {
  return /^\u0627\u0644\p{L}{2}/u.test(word) ? word.slice(2) : null;
}
