/**
 * The ETags of a cached page (page-cache.ts): one per encoding, the page's hash under each, and
 * If-None-Match read as RFC 9110 asks.
 */
import type { CachedPage, Encoding } from "./page-cache.ts";

/**
 * The ETag of `page` in `encoding`: one per representation, the same hash under each (the polished
 * brotli, other bytes of the same page, has its own: page-polish.ts).
 */
export function etagFor(page: CachedPage, encoding: Encoding): string {
  if (encoding === "identity") return `"${page.hash}"`;
  return `"${page.hash}-${encoding === "gzip" ? "gz" : page.polished ? "bq" : "br"}"`;
}

/**
 * Whether an If-None-Match header names this page in any encoding: the list form
 * (`"a", "b"`), weak tags (`W/"a"`, as browsers send back what they were given) and `*`.
 * Weak comparison, as RFC 9110 asks for If-None-Match.
 */
export function matchesEtag(header: string, page: CachedPage): boolean {
  if (header.trim() === "*") return true;
  for (const raw of header.split(",")) {
    let tag = raw.trim();
    if (tag.startsWith("W/")) tag = tag.slice(2);
    if (!tag.startsWith('"') || !tag.endsWith('"')) continue;
    tag = tag.slice(1, -1);
    const dash = tag.lastIndexOf("-");
    if ((dash === -1 ? tag : tag.slice(0, dash)) === page.hash) return true;
  }
  return false;
}
