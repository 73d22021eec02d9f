/**
 * An admin table's state (search, sort, page, the missing-Arabic filter) as its address holds
 * it, so a reload keeps it and a form returns to it after Save (issue 24, item 20):
 * /admin/stores?search=al+noor&sort=name&dir=desc&page=2&missingArabic=1. A value that does not
 * fit is its default, as if it had not been sent: a stale or mistyped link still opens the list.
 * Browser-safe: the server reads it for the first render, the table writes it as it changes.
 */

export type ListState = {
  search: string;
  sort: { key: string; desc: boolean } | null;
  page: number;
  missingArabic: boolean;
};

/** What the search box holds (the list APIs refuse longer searches). */
const SEARCH_MAX = 100;
/** Past any real list: a page number beyond it is a typo. */
const PAGE_MAX = 100_000;
const SORT_KEY = /^[a-z]{1,20}$/;

/**
 * The state in `query` (the address's parameters); `sortKeys`, when given, are the only sort keys taken.
 * Example: listStateOf({ sort: "name", dir: "desc" }).sort → { key: "name", desc: true }
 */
export function listStateOf(query: Record<string, string | undefined>, sortKeys?: readonly string[]): ListState {
  const page = Number(query.page);
  const key = query.sort ?? "";
  const sortable = SORT_KEY.test(key) && (!sortKeys || sortKeys.includes(key));
  return {
    search: (query.search ?? "").trim().slice(0, SEARCH_MAX),
    sort: sortable ? { key, desc: query.dir === "desc" } : null,
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
    missingArabic: query.missingArabic === "1",
  };
}

/** The state as a query string without "?", leaving defaults out ("" for a table as it opens). */
export function listStateQuery(state: ListState): string {
  const params = new URLSearchParams();
  if (state.search) params.set("search", state.search);
  if (state.sort) {
    params.set("sort", state.sort.key);
    if (state.sort.desc) params.set("dir", "desc");
  }
  if (state.page > 1) params.set("page", String(state.page));
  if (state.missingArabic) params.set("missingArabic", "1");
  return params.toString();
}
