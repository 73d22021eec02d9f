/**
 * A search hit's snippet: a few words of a catalogue page around the first word that matches,
 * as segments to render (matched words marked), cut from the page's own text (its capitals,
 * hamzas and harakat), while the matching uses the normaliser, as the index does. Rendering
 * segments (never HTML) keeps page text from ever being markup.
 */
import { normalizeText, searchWords, withoutArticle } from "./normalize-text.ts";

export type SnippetSegment = { text: string; hit: boolean };

/** A word as the PDF has it: letters with their marks and tatweel, digits. */
export const RAW_WORD = /[\p{L}\p{N}\p{M}\p{Co}\u0640]+/gu;

/**
 * Does the page word `raw` match the query words (the last one as a prefix, as the search
 * does)? Shared with the highlights on a page's image (word-hits.ts).
 */
export function queryMatcher(query: string): (raw: string) => boolean {
  const words = searchWords(query);
  const last = words.length - 1;
  return (raw) => {
    const word = normalizeText(raw);
    const forms = [word, withoutArticle(word)].filter((w): w is string => !!w);
    return words.some((q, i) =>
      forms.some((f) => f === q || f === withoutArticle(q) || (i === last && f.startsWith(withoutArticle(q) ?? q))),
    );
  };
}

/** Up to `size` words of `text` around the first match of `query`, with "…" where it was cut. */
export function searchSnippet(text: string, query: string, size = 24): SnippetSegment[] {
  const tokens = [...text.matchAll(RAW_WORD)];
  if (tokens.length === 0) return [];
  const isHit = queryMatcher(query);
  const first = Math.max(
    0,
    tokens.findIndex((t) => isHit(t[0])),
  );
  // Start with the hit's own line when it began shortly before: a price list reads line by line,
  // and an Arabic hit then opens its snippet in Arabic (it runs in its own direction).
  const lineStart = text.lastIndexOf("\n", tokens[first]!.index) + 1;
  const lineFirst = tokens.findIndex((t) => t.index! >= lineStart);
  const start =
    first - lineFirst <= Math.floor(size / 2)
      ? lineFirst
      : Math.max(0, Math.min(first - Math.floor(size / 3), tokens.length - size));
  const end = Math.min(tokens.length, start + size);
  const segments: SnippetSegment[] = [];
  const push = (piece: string, hit: boolean) => {
    const last = segments.at(-1);
    if (last && last.hit === hit) last.text += piece;
    else if (piece) segments.push({ text: piece, hit });
  };
  if (start > 0) push("… ", false);
  for (let i = start; i < end; i++) {
    const token = tokens[i]!;
    push(token[0], isHit(token[0]));
    const next = tokens[i + 1];
    if (i + 1 < end && next) {
      const gap = text.slice(token.index! + token[0].length, next.index);
      // Lines of the page are kept apart: "Fresh Milk 2L · AED 9.95".
      push(gap.replace(/\s*\n\s*/g, " · ").replace(/\s+/g, " "), false);
    }
  }
  if (end < tokens.length) push(" …", false);
  return segments;
}

/** A found page as the search page and GET /api/search both show it: its text cut to a marked snippet. */
export type SnippetHit = { page: number; width: number; height: number; snippet: SnippetSegment[] };

/** The hits of each found catalogue with their page text replaced by the snippet around `query`. */
export function withSnippets<C extends { hits: { page: number; width: number; height: number; text: string }[] }>(
  catalogs: C[],
  query: string,
): (Omit<C, "hits"> & { hits: SnippetHit[] })[] {
  return catalogs.map((c) => ({
    ...c,
    hits: c.hits.map(({ page, width, height, text }) => ({ page, width, height, snippet: searchSnippet(text, query) })),
  }));
}
