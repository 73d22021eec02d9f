"use client";
/**
 * The remembered emirate, applied in the browser (src/server/emirate-choice.ts): once
 * hydrated, the site's own links to the lists (header navigation and logo, footer,
 * breadcrumbs: whatever sits inside [data-emirate-links]) gain ?emirate=<the choice>
 * while the cookie holds one. The server never reads the cookie for a page, so every
 * page stays a function of its URL and may be cached by URL, here and in a CDN.
 */
import { useEffect } from "react";
import { splitLangPrefix } from "../i18n/languages.ts";
import { EMIRATE_COOKIE, knownEmirate, listsByEmirate } from "../lib/emirates.ts";

const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${EMIRATE_COOKIE}=([^;]*)`);

export function EmirateLinks() {
  useEffect(() => {
    const emirate = knownEmirate(COOKIE_VALUE.exec(document.cookie)?.[1]);
    if (!emirate) return;
    for (const a of document.querySelectorAll<HTMLAnchorElement>("[data-emirate-links] a[href]")) {
      const url = new URL(a.href);
      if (url.origin !== location.origin || url.searchParams.has("emirate")) continue;
      if (!listsByEmirate(splitLangPrefix(url.pathname).path)) continue;
      url.searchParams.set("emirate", emirate);
      a.setAttribute("href", url.pathname + url.search + url.hash);
    }
  }, []);
  return null;
}
