/**
 * The query a public page is handed and cached under: only the parameters that page reads
 * (its route's `query`, and what every page reads), each once (its first value), in the order
 * the URL gave them. /stores?junk=1 is then the page of /stores, from its cache entry: a
 * parameter no page reads (a tracking tag, a cache-busting number) can neither make a render nor
 * fill the cache.
 */
import type { PageTable } from "./site.ts";

export type CanonicalQuery = { query: Record<string, string>; search: string };

/** For a page id, the parameters it reads. */
export function pageReads(table: PageTable): (page: string) => ReadonlySet<string> {
  const every = table.everyPage ?? [];
  const byPage = new Map(table.routes.map((r) => [r.page, new Set([...(r.query ?? []), ...every])]));
  const others = new Set(every);
  return (page) => byPage.get(page) ?? others;
}

/**
 * The query kept from `rawSearch` ("?a=1&b=2" as the request gave it, or "") and its search
 * string: the request's own when nothing was dropped (so the cache key is the address as sent,
 * which the fast path looks up), otherwise the kept parameters written anew.
 */
export function canonicalQuery(rawSearch: string, reads: ReadonlySet<string>): CanonicalQuery {
  const query: Record<string, string> = {};
  let dropped = false;
  for (const [k, v] of new URLSearchParams(rawSearch)) {
    if (reads.has(k) && !Object.hasOwn(query, k)) query[k] = v;
    else dropped = true;
  }
  if (!dropped) return { query, search: rawSearch.length > 1 ? rawSearch : "" };
  const search = new URLSearchParams(query).toString();
  return { query, search: search ? `?${search}` : "" };
}
