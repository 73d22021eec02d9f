/**
 * The shopper's emirate (issue 11): chosen in the header, remembered in a cookie and
 * applied to what a page lists. Every page is a function of its URL alone, so this
 * server's page cache and a shared cache (a CDN) may keep it by URL: the choice travels
 * as ?emirate=, and the server never reads the cookie for a page.
 * - GET /emirate?emirate=X&back=URL (the header's form, with or without JavaScript)
 *   stores or forgets the choice and returns to that page with ?emirate=X, without ?page.
 * - In the browser, once hydrated, the site's own links to the lists (header, logo,
 *   footer, breadcrumbs) gain ?emirate=X while the cookie holds a choice
 *   (src/client/emirate-links.tsx), so the choice follows the shopper across lists.
 *   A list opened from elsewhere (a bookmark, a search engine) shows what its URL says.
 * - `emirate=all` names every emirate (the search form's "All", the default): it
 *   redirects to the same URL without it, one page having one address.
 */
import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { EMIRATE_COOKIE as COOKIE, isEmirateSlug, listsByEmirate } from "#lib/emirates.ts";
import type { Config } from "./config.ts";
import { isLocalPath, redirectLocal } from "./safe-redirect.ts";

/** GET /emirate: remembers (or with "all", forgets) the choice and goes back to the page it was made on. */
export function emirateChoiceHandler(config: Config) {
  const secure = config.publicOrigin.startsWith("https://");
  return (c: Context) => {
    const choice = c.req.query("emirate");
    const requested = c.req.query("back") ?? "/";
    // Anything but a path of this site goes back to the home page; only the path and query are used.
    const back = new URL(isLocalPath(requested) ? requested : "/", "http://local");
    back.searchParams.delete("page");
    back.searchParams.delete("emirate");
    if (isEmirateSlug(choice)) {
      setCookie(c, COOKIE, choice, { path: "/", maxAge: 365 * 24 * 3600, sameSite: "Lax", secure });
      back.searchParams.set("emirate", choice);
    } else if (choice === "all" || choice === "") {
      deleteCookie(c, COOKIE, { path: "/", secure });
    }
    c.header("Cache-Control", "private, no-store");
    return redirectLocal(c, back.pathname + back.search, 302);
  };
}

/** For a list's URL with `emirate=all`, the same URL without it (all is the default); else null. */
export function emirateAllRedirect(path: string, url: URL): string | null {
  if (!listsByEmirate(path) || url.searchParams.get("emirate") !== "all") return null;
  const params = new URLSearchParams(url.searchParams);
  params.delete("emirate");
  const search = params.toString();
  return url.pathname + (search ? `?${search}` : "");
}
