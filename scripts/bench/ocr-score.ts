/**
 * Word accuracy and search recall of OCR text against the true text, with the product's own
 * search normalisation (searchWords: case, diacritics, alef forms, digits folded; punctuation
 * splits words). Accuracy is order-insensitive: per word, min(true count, OCR count), summed,
 * over the number of true words; split by script (a word with an Arabic letter is "ar", one of
 * digits only is "num", anything else is "en"). Recall@page: the share of the page's distinct
 * true words of 2+ characters that a search would find on the OCR text of that page (the
 * word itself, or it without / with the Arabic article, as the index holds both forms).
 */
import { searchWords, withoutArticle } from "#lib/normalize-text.ts";

const ARABIC = /[\u0600-\u06ff]/;
export type Lang = "en" | "ar" | "num";
export const langOf = (w: string): Lang => (ARABIC.test(w) ? "ar" : /^\d+$/.test(w) ? "num" : "en");

export type Score = Record<Lang, { matched: number; total: number; found: number; distinct: number }>;

export function score(truth: string, ocr: string): Score {
  const zero = () => ({ matched: 0, total: 0, found: 0, distinct: 0 });
  const s: Score = { en: zero(), ar: zero(), num: zero() };
  const counts = new Map<string, number>();
  for (const w of searchWords(ocr)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const index = new Set<string>();
  for (const w of counts.keys()) {
    index.add(w);
    const bare = withoutArticle(w);
    if (bare) index.add(bare);
  }
  const left = new Map(counts);
  const seen = new Set<string>();
  for (const w of searchWords(truth)) {
    const l = s[langOf(w)];
    l.total++;
    const n = left.get(w) ?? 0;
    if (n > 0) {
      l.matched++;
      left.set(w, n - 1);
    }
    if (w.length >= 2 && !seen.has(w)) {
      seen.add(w);
      l.distinct++;
      if (index.has(w) || index.has(withoutArticle(w) ?? "\0")) l.found++;
    }
  }
  return s;
}

export function add(a: Score, b: Score): Score {
  const out = structuredClone(a);
  for (const k of ["en", "ar", "num"] as const)
    for (const f of ["matched", "total", "found", "distinct"] as const) out[k][f] += b[k][f];
  return out;
}

/** The true words that the OCR text lacks (with repeats), for reading what a page got wrong. */
export function missingWords(truth: string, ocr: string): string[] {
  const left = new Map<string, number>();
  for (const w of searchWords(ocr)) left.set(w, (left.get(w) ?? 0) + 1);
  return searchWords(truth).filter((w) => {
    const n = left.get(w) ?? 0;
    if (n > 0) left.set(w, n - 1);
    return n === 0;
  });
}
