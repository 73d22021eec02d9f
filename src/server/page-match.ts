/** Which page answers a path (without the /ar prefix): a route table matched by Hono's router. */
import { TrieRouter } from "hono/router/trie-router";
import type { PageTable } from "./site.ts";

export type PageMatch = { page: string; params: Record<string, string> };

export function pageMatcher(table: PageTable): (path: string) => PageMatch {
  const router = new TrieRouter<string>();
  for (const route of table.routes) router.add("GET", route.path, route.page);
  const notFound = { page: table.notFound, params: {} };
  return (path) => {
    // TrieRouter answers parameters by name, still percent-encoded, in registration order.
    const [hit] = router.match("GET", path)[0];
    if (!hit) return notFound;
    const params: Record<string, string> = {};
    try {
      for (const [name, value] of Object.entries(hit[1] as Record<string, string>))
        params[name] = decodeURIComponent(value);
    } catch {
      return notFound;
    }
    return { page: hit[0], params };
  };
}
