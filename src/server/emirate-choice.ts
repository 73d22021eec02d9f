/**
 * The shopper's emirate (issue 11): chosen in the header, remembered in a cookie and
 * applied to what a page lists. Pages stay a function of their URL, so the full-page
 * cache stays correct: the choice travels as ?emirate=, the cookie only decides where
 * to send a visitor.
 * - GET /emirate?emirate=X&back=URL (the header's form, with or without JavaScript)
 *   stores or forgets the choice and returns to that page with ?emirate=X, without ?page.
 * - A page that lists by emirate, opened without ?emirate by a visitor who has a choice,
 *   redirects to itself with it (uncached). A redirect rather than the selector's mere
 *   default, because the list must show what the selector says, and the HTML must not
 *   depend on the cookie. `emirate=all` in such a URL means every emirate on purpose.
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { EMIRATES } from "../lib/emirates.ts";
import type { Config } from "./config.ts";
import { isLocalPath, redirectLocal } from "./safe-redirect.ts";

const COOKIE = "emirate";
/** The public paths (without /ar) whose lists follow ?emirate: home, stores, catalogues and search. */
const LISTS_BY_EMIRATE = new Set(["/", "/stores", "/catalogs", "/search"]);

const isEmirate = (slug: string | undefined): slug is string => EMIRATES.some((e) => e.slug === slug);

/** Whether the page at `path` (without /ar) lists by emirate, so its answer depends on the cookie. */
export function listsByEmirate(path: string): boolean {
  return LISTS_BY_EMIRATE.has(path);
}

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
    if (isEmirate(choice)) {
      setCookie(c, COOKIE, choice, { path: "/", maxAge: 365 * 24 * 3600, sameSite: "Lax", secure });
      back.searchParams.set("emirate", choice);
    } else if (choice === "all" || choice === "") {
      deleteCookie(c, COOKIE, { path: "/", secure });
    }
    c.header("Cache-Control", "no-store");
    return redirectLocal(c, back.pathname + back.search, 302);
  };
}

/**
 * Where a listing page should send this request instead, or null to answer it: to the
 * same URL with the remembered emirate when it names none, and to the URL without
 * `emirate=all` when nothing is remembered (all is then the default anyway).
 */
export function emirateRedirect(c: Context, path: string, url: URL): string | null {
  if (!listsByEmirate(path)) return null;
  const remembered = getCookie(c, COOKIE);
  const inUrl = url.searchParams.get("emirate");
  const params = new URLSearchParams(url.searchParams);
  if (inUrl === null && isEmirate(remembered)) params.set("emirate", remembered);
  else if (inUrl === "all" && !isEmirate(remembered)) params.delete("emirate");
  else return null;
  const search = params.toString();
  return url.pathname + (search ? `?${search}` : "");
}
