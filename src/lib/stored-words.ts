/**
 * A page's words as stored with it (catalog_pages.words, migration 0012), for highlighting a
 * search's hits on the page image: each word's text and box, the box in ten-thousandths of the
 * page's width and height (4 decimals, origin top-left) as whole numbers, which keeps the JSON
 * short: `[["Milk",1551,1523,654,200],…]`, ~25 bytes a word.
 *
 * Bounded like the page's text: at most MAX_PAGE_WORDS words and MAX_PAGE_TEXT characters of
 * them a page (a hostile page of 100,000 glyphs stores under ~100 KB), and the catalogue's text
 * budget holds for them too (wordsWithin). A page processed before words were kept has none
 * (null): its image is shown without highlights.
 */
import { MAX_PAGE_TEXT } from "./catalog-processing.ts";

/** Text, x, y, width, height; the box in ten-thousandths of the page. */
export type StoredWord = [text: string, x: number, y: number, width: number, height: number];

/** A word as processing finds it (src/jobs/catalog-pages/page-words.ts): its box in fractions of the page. */
type BoxedWord = { text: string; x: number; y: number; width: number; height: number };

/** Words kept of one page: a dense price list has under a thousand. */
export const MAX_PAGE_WORDS = 2000;
/** Characters kept of one word (search reads 64 of a word). */
export const MAX_WORD_TEXT = 64;

const SCALE = 10_000;
/** What a search can find: a letter or a digit in any script. */
const SEARCHABLE = /[\p{L}\p{N}]/u;

const unit = (v: number) => Math.min(SCALE, Math.max(0, Math.round(v * SCALE)));

/** `text` cut to `max` UTF-16 units without splitting a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text[max - 1]!) ? max - 1 : max;
  return text.slice(0, end);
}

/**
 * The words of a page as stored: searchable ones only (not a dash or a rule), each placed on
 * the page, in the order found, until MAX_PAGE_WORDS words or `maxChars` characters.
 */
export function packWords(words: readonly BoxedWord[], maxChars = MAX_PAGE_TEXT): StoredWord[] {
  const out: StoredWord[] = [];
  let chars = 0;
  for (const w of words) {
    if (out.length >= MAX_PAGE_WORDS) break;
    if (![w.x, w.y, w.width, w.height].every(Number.isFinite) || !SEARCHABLE.test(w.text)) continue;
    const text = cut(w.text, MAX_WORD_TEXT);
    chars += text.length;
    if (chars > maxChars) break;
    const x = unit(w.x);
    const y = unit(w.y);
    out.push([text, x, y, Math.min(SCALE - x, unit(w.width)), Math.min(SCALE - y, unit(w.height))]);
  }
  return out;
}

/** The first of `words` whose characters add up to at most `maxChars` (the page's stored text, which the catalogue's budget may have cut). */
export function wordsWithin(words: readonly StoredWord[], maxChars: number): StoredWord[] {
  let chars = 0;
  const out: StoredWord[] = [];
  for (const w of words) {
    chars += w[0].length;
    if (chars > maxChars) break;
    out.push(w);
  }
  return out;
}

const isStoredWord = (w: unknown): w is StoredWord =>
  Array.isArray(w) &&
  w.length === 5 &&
  typeof w[0] === "string" &&
  w.slice(1).every((n) => typeof n === "number" && Number.isFinite(n));

/** A page's stored words; null when it has none stored (processed before they were kept). Never throws. */
export function readStoredWords(json: string | null | undefined): StoredWord[] | null {
  if (json === null || json === undefined) return null;
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter(isStoredWord) : [];
  } catch {
    return [];
  }
}
