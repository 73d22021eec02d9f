/**
 * Search to the page, as the /search page and GET /api/search share it: the page size, the
 * URL of a catalogue page, the example searches offered to a shopper, and how a query is
 * bounded for searching, for display and for a link.
 */

import { searchWords } from "./normalize-text.ts";

/** Catalogues per page of results. */
export const SEARCH_PAGE_SIZE = 10;

/**
 * The address of page `n` of catalogue `id` (unprefixed; localize it for /ar); with the search
 * that led there as `?q=` (linkedQuery's form), when it holds a word: the page then highlights
 * its hits.
 */
export function catalogPagePath(id: number, n: number, query?: string): string {
  const q = query ? linkedQuery(query) : "";
  return `/catalogs/${id}/page/${n}${q ? `?q=${encodeURIComponent(q)}` : ""}`;
}

/** Characters of a query a link to a page carries: a dozen words, as many as search reads. */
const LINKED_QUERY_LENGTH = 100;
/** Control characters, direction marks and overrides, and lone surrogates: never part of a link's query. */
const UNSHOWN = /[\p{Cc}\p{Cs}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The query as a link to a page carries it (`?q=`): one line, without control or direction
 * characters, at most LINKED_QUERY_LENGTH characters (cut at a word); "" when it holds no word
 * to look for. A page asked with any other q is sent to this one's address, so each page has
 * one address (and one cache entry) per query.
 */
export function linkedQuery(raw: string): string {
  const line = raw.replace(UNSHOWN, " ").replace(/\s+/g, " ").trim();
  let q = line;
  if (q.length > LINKED_QUERY_LENGTH) {
    // Never half of a surrogate pair; at the last space when the cut falls inside a word.
    const end = /[\ud800-\udbff]/.test(q[LINKED_QUERY_LENGTH - 1]!) ? LINKED_QUERY_LENGTH - 1 : LINKED_QUERY_LENGTH;
    const space = q.lastIndexOf(" ", end);
    q = q.slice(0, q[end] === " " || space <= 0 ? end : space).trim();
  }
  return searchWords(q).length > 0 ? q : "";
}

/** Searches that find something in the demo, in both languages: the start and empty states offer them. */
export const EXAMPLE_SEARCHES = ["milk", "حليب", "TV", "تلفزيون", "rice"] as const;

/**
 * The query as it is searched: trimmed and bounded. The search itself reads at most 12 words,
 * so a pasted page of text costs no more than a sentence (and snippets stay cheap to mark).
 */
export function searchedQuery(raw: string | undefined): string {
  return (raw ?? "").trim().slice(0, 500);
}

/** The query as a page echoes it: one line, at most `max` characters, "…" where it was cut. */
export function displayedQuery(query: string, max = 60): string {
  const line = query.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** The language a short text is written in, for the lang attribute of a link to it. */
export function textLang(text: string): "ar" | "en" {
  return /[\u0600-\u06FF]/.test(text) ? "ar" : "en";
}
