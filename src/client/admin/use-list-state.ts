/**
 * An admin table's search, sort, page and missing-Arabic filter, kept in the page's address
 * (src/lib/admin-list-state.ts) as they change, so a reload opens the same list and an edit
 * screen leads back to it (`listQuery` rides along on the edit links as ?list=). The list starts
 * from the address the server rendered it for. Imported only by client modules.
 */
import { useEffect, useRef, useState } from "react";
import { type ListState, listStateQuery } from "#lib/admin-list-state.ts";
import type { SortState } from "./table-paging.tsx";

/** How long typing pauses before the server is asked. */
const SEARCH_DELAY_MS = 250;

export function useListState(initial: ListState, sortKeys: readonly string[]) {
  // What the box holds, and the search asked of the server once typing pauses.
  const [query, setQuery] = useState(initial.search);
  const [search, setSearch] = useState(initial.search);
  const [page, setPage] = useState(initial.page);
  const [sort, setSort] = useState<SortState | null>(() =>
    initial.sort && sortKeys.includes(initial.sort.key) ? initial.sort : null,
  );
  const [missingOnly, setMissingOnly] = useState(initial.missingArabic);

  // Words typed into the server's HTML before React took the box over stay in the box: search for them.
  const searchBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = searchBox.current?.value ?? "";
    setQuery(typed);
    setSearch(typed.trim());
  }, []);
  // The server is asked once typing pauses; a new search starts at page 1 (the same words again change nothing).
  const asked = useRef(search);
  asked.current = search;
  useEffect(() => {
    const next = query.trim();
    if (next === asked.current) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const listQuery = listStateQuery({ search, sort, page, missingArabic: missingOnly });
  // The address follows the list (replaced, not pushed: Back leaves the list, as before).
  useEffect(() => {
    const url = new URL(window.location.href);
    url.search = listQuery ? `?${listQuery}` : "";
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url);
  }, [listQuery]);

  return {
    query,
    setQuery,
    search,
    page,
    setPage,
    sort,
    /** Orders by `key`; again, the other way. Back to page 1. */
    sortBy: (key: string) => {
      setSort((s) => (s?.key === key ? { key, desc: !s.desc } : { key, desc: false }));
      setPage(1);
    },
    missingOnly,
    filterMissing: (on: boolean) => {
      setMissingOnly(on);
      setPage(1);
    },
    searchBox,
    /** The state as a query ("" as the list opens), for the edit links' ?list=. */
    listQuery,
  };
}
