/**
 * Language choice (design.md, "Languages"): the language comes from the URL. The one
 * exception is the root `/`: a visitor who arrives there from outside the site (typed
 * address, bookmark, search engine) is sent to /ar when their stored choice (cookie
 * `lang`) or, lacking one, their browser's Accept-Language prefers Arabic. Every other
 * English URL is English for everyone, so a shared cache (a CDN) may keep it by URL;
 * the root says what it depends on (ROOT_VARY). Navigation inside the site follows the URL.
 * The server writes the cookie itself, so the very next request honours it: when the
 * visitor chooses (the switcher's link goes through /lang/:lang, with or without
 * JavaScript) and when it sends a visitor to the language their browser asked for.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { type Lang, localizedPath, splitLangPrefix } from "#i18n/languages.ts";
import type { Config } from "./config.ts";
import { isLocalPath, redirectLocal } from "./safe-redirect.ts";

export const LANG_COOKIE = "lang";
const YEAR = 365 * 24 * 60 * 60;

/** Sets the language cookie (readable by the page's script, which keeps localStorage in step); Secure on https. */
function writeLanguageCookie(c: Context, lang: Lang, config: Config) {
  const secure = config.publicOrigin.startsWith("https://");
  setCookie(c, LANG_COOKIE, lang, { path: "/", maxAge: YEAR, sameSite: "Lax", secure });
}

/** The switcher's door, GET /lang/:lang?next=<a path of this site>: remember, then show that page in `lang`. */
export function languageChoiceHandler(config: Config) {
  return (c: Context): Response | Promise<Response> => {
    const lang = c.req.param("lang");
    if (lang !== "en" && lang !== "ar") return c.notFound();
    const next = c.req.query("next") ?? "/";
    // Anything but a path of this site means the home page.
    const [, pathname = "/", rest = ""] = /^([^?#]*)(.*)$/s.exec(isLocalPath(next) ? next : "/") ?? [];
    writeLanguageCookie(c, lang, config);
    c.header("Cache-Control", "private, no-store");
    return redirectLocal(c, localizedPath(lang, splitLangPrefix(pathname).path) + rest, 303);
  };
}

/** When the browser's language (not a stored choice) picked `lang`, keep it as the choice. */
export function rememberDetectedLanguage(c: Context, lang: Lang, config: Config) {
  if (!getCookie(c, LANG_COOKIE)) writeLanguageCookie(c, lang, config);
}

/** The language the visitor prefers, from the cookie, then Accept-Language; null when neither says. */
export function preferredLanguage(cookie: string | undefined, acceptLanguage: string | undefined): "en" | "ar" | null {
  if (cookie === "ar" || cookie === "en") return cookie;
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(",")
    .map((part) => {
      const [tag = "", ...rest] = part.trim().split(";");
      const q = rest.find((r) => r.trim().startsWith("q="));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q);
  const first = ranked[0]?.tag.split("-")[0];
  return first === "ar" ? "ar" : first ? "en" : null;
}

/**
 * What the root's answer depends on besides its URL: a shared cache keeps one copy per
 * combination (the redirect itself is never stored; the English home page is).
 */
export const ROOT_VARY = "Accept-Encoding, Cookie, Accept-Language, Sec-Fetch-Site";

const LANG_COOKIE_VALUE = /(?:^|;\s*)lang=([^;]*)/;

/** True when this request did not come from a page of this site. */
function isEntryRequest(headers: Headers, requestUrl: string, origin: string): boolean {
  const site = headers.get("Sec-Fetch-Site");
  if (site) return site === "none" || site === "cross-site";
  const referer = headers.get("Referer");
  if (!referer) return true;
  try {
    const from = new URL(referer).origin;
    return from !== new URL(requestUrl).origin && from !== origin;
  } catch {
    return true;
  }
}

/**
 * Whether a request for the root `/` should go to /ar. Reads the raw request (headers and
 * URL) so the cached-page fast path can ask it without Hono. A request with neither a
 * cookie nor Accept-Language (most bots, load tests) is answered at once.
 */
export function wantsArabicHome(req: Request, origin: string): boolean {
  const headers = req.headers;
  const cookie = headers.get("Cookie");
  const acceptLanguage = headers.get("Accept-Language");
  if (!cookie && !acceptLanguage) return false;
  const stored = cookie ? LANG_COOKIE_VALUE.exec(cookie)?.[1] : undefined;
  if (preferredLanguage(stored, acceptLanguage ?? undefined) !== "ar") return false;
  return isEntryRequest(headers, req.url, origin);
}
