/**
 * A search's hits on a page image: the page's stored words (stored-words.ts) that match the
 * query as the search matches them (search-snippet.ts's matcher over the one normaliser: case,
 * harakat, tatweel, alef forms, the article "ال", Arabic-Indic digits; the last word a prefix).
 * A stored word is cut into the words search sees ("(milk)" holds "milk"), and is a hit when one
 * of them matches.
 */
import { searchWords } from "./normalize-text.ts";
import { queryMatcher, RAW_WORD } from "./search-snippet.ts";
import type { StoredWord } from "./stored-words.ts";

/** A hit's box in fractions of the page (origin top-left). */
export type HitBox = { x: number; y: number; width: number; height: number };

/** Boxes drawn at most: a one-letter query can match every word of a dense page. */
export const MAX_DRAWN_HITS = 300;

// What search reads of a query (db/queries/text-search.ts): a pasted page costs no more than a sentence.
const MAX_QUERY_WORDS = 12;
const MAX_QUERY_WORD_LENGTH = 64;

const SCALE = 10_000;

/** The words of the page matching `query`: how many, and the boxes to draw (the first MAX_DRAWN_HITS). */
export function wordHits(words: readonly StoredWord[], query: string): { count: number; boxes: HitBox[] } {
  const searched = searchWords(query)
    .slice(0, MAX_QUERY_WORDS)
    .map((w) => w.slice(0, MAX_QUERY_WORD_LENGTH));
  if (searched.length === 0) return { count: 0, boxes: [] };
  const isHit = queryMatcher(searched.join(" "));
  let count = 0;
  const boxes: HitBox[] = [];
  for (const [text, x, y, width, height] of words) {
    if (!Array.from(text.matchAll(RAW_WORD), (m) => m[0]).some(isHit)) continue;
    count++;
    if (boxes.length < MAX_DRAWN_HITS)
      boxes.push({ x: x / SCALE, y: y / SCALE, width: width / SCALE, height: height / SCALE });
  }
  return { count, boxes };
}
