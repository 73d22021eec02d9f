/**
 * Language choice for unprefixed URLs (design.md, "Languages"): a visitor who arrives
 * from outside the site (typed address, bookmark, search engine) is sent to the /ar
 * twin when their stored choice (cookie `lang`) or, lacking one, their browser's
 * Accept-Language prefers Arabic. Navigation inside the site follows the URL, so the
 * language switcher's plain links work even without JavaScript.
 */
import type { Context } from "hono";
import { getCookie } from "hono/cookie";

export const LANG_COOKIE = "lang";

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

/** True when this request did not come from a page of this site. */
function isEntryRequest(c: Context, origin: string): boolean {
  const site = c.req.header("Sec-Fetch-Site");
  if (site) return site === "none" || site === "cross-site";
  const referer = c.req.header("Referer");
  if (!referer) return true;
  try {
    return new URL(referer).origin !== new URL(c.req.url).origin && new URL(referer).origin !== origin;
  } catch {
    return true;
  }
}

/** Whether an unprefixed request should go to its Arabic twin. */
export function wantsArabic(c: Context, origin: string): boolean {
  if (!isEntryRequest(c, origin)) return false;
  return preferredLanguage(getCookie(c, LANG_COOKIE), c.req.header("Accept-Language")) === "ar";
}
