/**
 * Answers from cached pages (src/server/page-cache.ts), with their headers worked out once per
 * page, encoding and kind (a Headers object is copied into a Response faster than a list is
 * parsed): the same answer whether it comes through Hono or through the fast path.
 */
import { chooseEncoding } from "./accept-encoding.ts";
import type { Config } from "./config.ts";
import { ROOT_VARY } from "./language.ts";
import { type CachedPage, type Encoding, pageBody } from "./page-cache.ts";
import { etagFor, matchesEtag } from "./page-etags.ts";
import { polishWhenRead } from "./page-polish.ts";
import { isFramablePath, securityHeaderList } from "./security-headers.ts";

/**
 * Browsers revalidate every time (max-age=0: a 304 costs little); a shared cache keeps a
 * page 60 s, so an edit reaches every visitor within a minute without a purge. Up to five
 * minutes more it may answer with the old copy once while it fetches a fresh one in the
 * background — no longer, as a page a day old could still list catalogues that ended at
 * midnight — and while this server is down (a restart, an outage) it may keep serving the
 * last copy for a day. At ~50,000 cached answers a second here, one fetch per URL per
 * minute from each CDN location costs nothing.
 */
export const PUBLIC_PAGE_CACHE_CONTROL =
  "public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400";

/**
 * A page served stale while it is rendered again (seconds at most): a shared cache may keep it
 * but asks again before each use (a 304 while it is still the page served), so the refreshed
 * page reaches it within seconds, not in s-maxage's minute.
 */
export const STALE_PAGE_CACHE_CONTROL = "public, no-cache, stale-if-error=86400";

/** The English root, with or without a query: the only page whose answer depends on more than its URL. */
export const isRoot = (key: string) => key === "/" || key.startsWith("/?");

export function cachedPageResponder(config: Config) {
  const options = { https: config.publicOrigin.startsWith("https://"), tileOrigin: config.map?.origin };
  const security = securityHeaderList(options);
  const framable = securityHeaderList({ ...options, framable: true });
  const headersFor = (key: string, page: CachedPage, encoding: Encoding, notModified: boolean, stale: boolean) => {
    const list: [string, string][] = [
      ...(isFramablePath(key) ? framable : security),
      ["Content-Type", "text/html; charset=utf-8"],
      ["Cache-Control", stale ? STALE_PAGE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL],
      ["Vary", isRoot(key) ? ROOT_VARY : "Accept-Encoding"],
      ["ETag", etagFor(page, encoding)],
    ];
    // Rendered before the latest edit, served while it is rendered again.
    if (stale) list.push(["X-Cache", "stale"]);
    // A 304 carries no body, so no Content-Encoding either.
    if (encoding !== "identity" && !notModified) list.push(["Content-Encoding", encoding]);
    return new Headers(list);
  };
  const headers = (key: string, page: CachedPage, encoding: Encoding, notModified: boolean, stale: boolean) => {
    const slot = `${encoding}${notModified ? "304" : ""}${stale ? "stale" : ""}`;
    page.headers ??= {};
    page.headers[slot] ??= headersFor(key, page, encoding, notModified, stale);
    return page.headers[slot];
  };

  return (req: Request, key: string, page: CachedPage, stale = false): Response => {
    const encoding = chooseEncoding(req.headers.get("Accept-Encoding"));
    const ifNoneMatch = req.headers.get("If-None-Match");
    if (page.status === 200 && ifNoneMatch && matchesEtag(ifNoneMatch, page)) {
      return new Response(null, { status: 304, headers: headers(key, page, encoding, true, stale) });
    }
    const body = pageBody(page, encoding);
    // After pageBody: this answer may have made the brotli a page read often is polished from.
    if (!stale) polishWhenRead(page);
    if (req.method === "HEAD") {
      // The GET's length, without its body.
      const head = new Headers(headers(key, page, encoding, false, stale));
      head.set("Content-Length", String(body.byteLength));
      return new Response(null, { status: page.status, headers: head });
    }
    return new Response(body, { status: page.status, headers: headers(key, page, encoding, false, stale) });
  };
}
