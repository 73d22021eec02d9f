/**
 * Search to the page, as the /search page and GET /api/search share it: the page size, the
 * URL of a catalogue page, the example searches offered to a shopper, and how a query is
 * bounded for searching and for display.
 */

/** Catalogues per page of results. */
export const SEARCH_PAGE_SIZE = 10;

/** The address of page `n` of catalogue `id` (unprefixed; localize it for /ar). */
export function catalogPagePath(id: number, n: number): string {
  return `/catalogs/${id}/page/${n}`;
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
