/**
 * Public page handler: redirects that depend on the URL (empty query values, the root's
 * language), the full-page cache, then the RSC pipeline. A public page is a function of
 * its URL alone (the root `/` aside: src/server/language.ts), so it may be cached by URL
 * here and by a shared cache in front (Cache-Control s-maxage; README, "behind a CDN").
 */
import type { Context } from "hono";
import type { RedirectStatusCode } from "hono/utils/http-status";
import { getDb } from "#db/client.ts";
import type { Freshness } from "#db/content-clock.ts";
import { type Lang, localizedPath, splitLangPrefix } from "#i18n/languages.ts";
import type { PageContext } from "#lib/page-context.ts";
import { chooseEncoding } from "./accept-encoding.ts";
import { ApiError } from "./api/errors.ts";
import { mayCarrySession, readSessionCookie } from "./auth/cookie.ts";
import { validateSession } from "./auth/session.ts";
import { pageAssets } from "./build-output.ts";
import { busyResponse } from "./busy-page.ts";
import { cachedPageResponder, isRoot, PUBLIC_PAGE_CACHE_CONTROL } from "./cached-page-response.ts";
import { canonicalQuery, pageReads } from "./canonical-query.ts";
import { networkClientIp } from "./client-ip.ts";
import type { Config } from "./config.ts";
import { isDevMode } from "./dev-reload.ts";
import { emirateAllRedirect } from "./emirate-choice.ts";
import { ROOT_VARY, rememberDetectedLanguage, wantsArabicHome } from "./language.ts";
import { loadLayoutData } from "./layout-data.ts";
import {
  type CachedPage,
  dropCachedPage,
  type Encoding,
  keptEncodings,
  lookupPage,
  pageFreshness,
  peekCachedPage,
  setCachedPage,
} from "./page-cache.ts";
import { pageMatcher } from "./page-match.ts";
import { pokePageRefresh, startPageRefresh } from "./page-refresh.ts";
import { pageSettings } from "./page-settings.ts";
import type { KeepOnDisk } from "./page-store.ts";
import type { RateLimiter } from "./rate-limit.ts";
import { renderPage } from "./render.tsx";
import { RenderQueueFull, renderSlots, sharedRenders } from "./render-slots.ts";
import { redirectLocal } from "./safe-redirect.ts";
import type { PageTable } from "./site.ts";

export { PUBLIC_PAGE_CACHE_CONTROL, STALE_PAGE_CACHE_CONTROL } from "./cached-page-response.ts";

/** The query without empty values ("?a=&b=1" -> "?b=1"), or null when nothing is empty. */
function withoutEmptyParams(params: URLSearchParams): string | null {
  if (![...params.values()].some((v) => v === "")) return null;
  const kept = new URLSearchParams([...params].filter(([, v]) => v !== ""));
  const search = kept.toString();
  return search ? `?${search}` : "";
}

/**
 * "/stores?page=2" from "http://host:port/stores?page=2": the cache key, without parsing the URL.
 * A bare path (no usable Host; answered 400 before this: src/server/request-target.ts) is its own key.
 */
export function pathAndQuery(url: string): string {
  if (url.startsWith("/")) return url;
  const scheme = url.indexOf("://");
  const start = scheme === -1 ? -1 : url.indexOf("/", scheme + 3);
  return start === -1 ? "/" : url.slice(start);
}

/**
 * The cached-page fast path, asked before Hono routes a request: a GET whose path and query
 * are cached is answered from the cache with no routing, URL parsing or middleware. Only
 * URLs that no redirect can apply to are ever cached (redirects are not), so the answer is
 * what the full path would give; the root asks its language question first.
 */
export function cachedPageFastPath(config: Config): (req: Request) => Response | null {
  const respond = cachedPageResponder(config);
  return (req) => {
    if (req.method !== "GET") return null;
    const key = pathAndQuery(req.url);
    const found = lookupPage(key);
    if (!found) return null;
    // A stale page for someone who may be a signed-in admin: the handler checks the session.
    if (found.stale && mayCarrySession(req.headers.get("Cookie"))) return null;
    if (isRoot(key) && wantsArabicHome(req, config.publicOrigin)) return null;
    if (found.stale) pokePageRefresh();
    return respond(req, key, found.page, found.stale);
  };
}

/** Renders at once (src/server/render-slots.ts): two, so one can run while the other awaits. */
const RENDER_SLOTS = 2;
/**
 * Renders that may wait for a slot: at ~20-50 ms a render, the last waits a second or two. Past
 * it a 503 at once, rather than holding more requests (and sockets) open for longer.
 */
const RENDERS_WAITING = 32;
/** Seconds a 503 asks a client to wait. */
const BUSY_RETRY_SECONDS = 5;

/** `perClient`: counts each new render a client starts (a page from the cache is not counted). */
export function pageHandler(config: Config, table: PageTable, perClient: RateLimiter) {
  const matchPage = pageMatcher(table);
  const readsOf = pageReads(table);
  const respond = cachedPageResponder(config);
  const slots = renderSlots(RENDER_SLOTS, RENDERS_WAITING);
  const shared = sharedRenders<
    { entry: CachedPage } | { entry?: undefined; location: string; status: RedirectStatusCode },
    Freshness
  >(() => pageFreshness());
  // One render of `key`, kept in the cache in `encoding`; a page that answers with a redirect
  // instead (a query in another spelling, an earlier address) is not kept, nor its older copy.
  const renderAndKeep = async (
    key: string,
    route: PageRequest,
    encoding: Encoding | Encoding[],
    madeUnder: Freshness,
  ) => {
    const keep = { key, version: madeUnder.version, removals: madeUnder.removals, day: madeUnder.day };
    const page = await renderPublicPage(config, matchPage, route, [encoding].flat(), keep);
    if (page.location) {
      dropCachedPage(key);
      const status = page.status >= 300 && page.status < 400 ? page.status : 302;
      return { location: page.location, status: status as RedirectStatusCode };
    }
    const entry = setCachedPage(key, page.encoded ?? page.html, page.status, encoding, madeUnder, page);
    return { entry };
  };
  // Renders a stale page again for the background refresh (src/server/page-refresh.ts), in the
  // encodings its clients asked for. It waits for a turn no request wants (render-slots.ts) before
  // it claims its URL, so a request for that page never joins a render still waiting behind requests.
  startPageRefresh((key) =>
    slots.background(() =>
      shared(key, async (began) => {
        const madeUnder = began();
        const url = new URL(key, config.publicOrigin);
        const { lang, path } = splitLangPrefix(url.pathname);
        const { query } = canonicalQuery(url.search, readsOf(matchPage(path).page));
        const kept = peekCachedPage(key);
        return renderAndKeep(key, { lang, path, query }, kept ? keptEncodings(kept) : "gzip", madeUnder);
      }),
    ),
  );
  const signedIn = (c: Context) =>
    mayCarrySession(c.req.header("Cookie") ?? null) &&
    validateSession(getDb(), readSessionCookie(c, config.secureCookies)) !== null;
  return async (c: Context) => {
    const url = new URL(c.req.url);
    const { lang, path } = splitLangPrefix(url.pathname);
    // GET forms submit empty fields ("?search=&emirate="); answer with the clean URL so
    // shared links stay short and one page has one cache entry.
    const cleaned = withoutEmptyParams(url.searchParams);
    if (cleaned !== null) return redirectLocal(c, url.pathname + cleaned, 302);
    // Only what the page reads keys and renders it: src/server/canonical-query.ts.
    const raw = pathAndQuery(c.req.url);
    const q = raw.indexOf("?");
    const { query, search } = canonicalQuery(q === -1 ? "" : raw.slice(q), readsOf(matchPage(path).page));
    const key = (q === -1 ? raw : raw.slice(0, q)) + search;
    if (isRoot(key) && wantsArabicHome(c.req.raw, config.publicOrigin)) {
      rememberDetectedLanguage(c, "ar", config);
      c.header("Cache-Control", "private, no-store");
      c.header("Vary", ROOT_VARY);
      return redirectLocal(c, localizedPath("ar", path) + url.search, 302);
    }
    const allEmirates = emirateAllRedirect(path, url);
    if (allEmirates !== null) return redirectLocal(c, allEmirates, 302);
    const found = lookupPage(key);
    // A signed-in admin sees an edit at once: a fresh render instead of a stale page.
    if (found && !(found.stale && signedIn(c))) {
      if (found.stale) pokePageRefresh();
      return respond(c.req.raw, key, found.page, found.stale);
    }

    // Requests for a URL that is being rendered wait for that render instead of starting their own.
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    try {
      const render = shared(key, (began) => {
        const ip = networkClientIp(c, config.trustedProxyHeader);
        if (ip) perClient.hit(ip); // throws past the limit, before any work
        return slots(() => renderAndKeep(key, { lang, path, query }, encoding, began()));
      });
      const done = await render;
      if (done.entry) return respond(c.req.raw, key, done.entry);
      // A browser asks again each time (an earlier address may become current again); a shared cache keeps it as a page.
      c.header("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
      return redirectLocal(c, done.location, done.status);
    } catch (error) {
      if (error instanceof RenderQueueFull) return busyResponse(lang, "busy", BUSY_RETRY_SECONDS);
      if (error instanceof ApiError && error.status === 429)
        return busyResponse(lang, "limited", Number(error.headers["Retry-After"]));
      throw error;
    }
  };
}

type PageRequest = { lang: Lang; path: string; query: Record<string, string>; status?: number };

async function renderPublicPage(
  config: Config,
  matchPage: ReturnType<typeof pageMatcher>,
  req: PageRequest,
  encodings?: Encoding[],
  keep?: KeepOnDisk,
) {
  const { page, params } = matchPage(req.path);
  const ctx: PageContext = {
    lang: req.lang,
    path: req.path,
    query: req.query,
    params,
    ...pageSettings(config),
    assets: await pageAssets(req.lang),
    layout: loadLayoutData(getDb()),
    dev: isDevMode(),
    // A page answering otherwise (not found, gone) sets its own status.
    response: { status: req.status ?? 200 },
  };
  return renderPage(page, ctx, encodings, keep);
}

/** A public page rendered for one answer and never cached (e.g. the no-JS contact form's 400 page). */
export type PageResponder = (c: Context, req: PageRequest) => Promise<Response>;

export function pageResponder(config: Config, table: PageTable): PageResponder {
  const matchPage = pageMatcher(table);
  return async (c, req) => {
    const rendered = await renderPublicPage(config, matchPage, req);
    return c.html(rendered.html, rendered.status as 400, { "Cache-Control": "no-store" });
  };
}
