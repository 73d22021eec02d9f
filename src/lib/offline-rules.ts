/**
 * What the offline worker (src/client/service-worker.ts) may do with a request, decided from the
 * URL alone so that it can be tested without a browser, and the names of the caches it keeps.
 * The rule of thumb: the worker keeps only what is the same for everyone, plus what this browser
 * asked to keep (a catalogue saved for offline, the visitor's own lists page). It never touches
 * the admin, the API (but for the offers of a saved catalogue, and then only once the network has
 * failed), a shared list, or anything that is not a GET of this site.
 */
import { splitLangPrefix } from "#i18n/languages.ts";

export type OfflineRule =
  /** Left to the browser and the network: the worker does not answer it at all. */
  | "none"
  /** A public page: network first (fresh content), the last copy when offline. */
  | "page"
  /** The visitor's own lists page: network first, the last copy of that very URL when offline. */
  | "personal"
  /** A hashed build file (/assets/*): it never changes, so cache first. */
  | "asset"
  /** A catalogue page's image, named by its PDF's hash: cache first. */
  | "page-image"
  /** Other media (logos, covers, offer crops) and the site's own files: the copy, refreshed behind. */
  | "media"
  /** A saved catalogue's offers: the network only, the saved copy when it fails. */
  | "saved-api";

type RequestFacts = { method: string; mode: string; url: string };

/** Offers of one catalogue, or of one of its pages: JSON that "Save for offline" keeps. */
const SAVED_API = /^\/api\/catalogs\/[1-9][0-9]{0,9}(?:\/pages\/[1-9][0-9]{0,9})?\/offers$/;
const PAGE_IMAGE = /^\/media\/pages\/[0-9a-f]+\/[1-9][0-9]*-(?:480|800|1400)\.webp$/;
/** The site's own files that an installed app shows (icons, manifests). */
const SITE_FILES = /^\/(?:favicon\.svg|og-image\.png|icons\/[a-z0-9-]+\.png|(?:ar\/)?manifest\.webmanifest)$/;

const under = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

export function offlineRule(request: RequestFacts, origin: string): OfflineRule {
  if (request.method !== "GET") return "none";
  const url = new URL(request.url);
  if (url.origin !== origin) return "none";
  const { path } = splitLangPrefix(url.pathname);
  // The operators' pages and API, and every other answer of the API: never kept, never served.
  if (under(path, "/admin") || under(url.pathname, "/api")) {
    return SAVED_API.test(url.pathname) && !url.search ? "saved-api" : "none";
  }
  if (url.pathname.startsWith("/assets/")) return "asset";
  if (PAGE_IMAGE.test(url.pathname)) return "page-image";
  // Catalogue PDFs are megabytes each: the viewer reads the page images instead when offline.
  if (url.pathname.startsWith("/media/")) return url.pathname.endsWith(".pdf") ? "none" : "media";
  if (SITE_FILES.test(url.pathname)) return "media";
  if (request.mode !== "navigate") return "none";
  // A list shared by link is someone else's, and revocable: never kept.
  if (path === "/lists") return "personal";
  if (under(path, "/lists")) return "none";
  // Endpoints a link may lead to that answer with a redirect or a file, not a page.
  if (["/lang", "/emirate", "/feeds", "/push", "/media", "/__dev"].some((root) => under(path, root))) return "none";
  if (["/healthz", "/metrics", "/robots.txt", "/sw.js"].includes(url.pathname)) return "none";
  if (url.pathname.startsWith("/sitemap")) return "none";
  return "page";
}

type ResponseFacts = {
  status: number;
  redirected?: boolean;
  type?: string;
  headers: { get(name: string): string | null };
};

/**
 * Whether an answer may be kept for everyone who uses this browser: a plain 200 from this site
 * that the server did not mark as one visitor's (`private`) or not to be kept (`no-store`).
 * Admin and personal pages, feeds and every API answer are sent `private, no-store`.
 */
export function isShareable(response: ResponseFacts): boolean {
  if (!isPlainOk(response)) return false;
  const cacheControl = (response.headers.get("Cache-Control") ?? "").toLowerCase();
  return !/\b(?:private|no-store)\b/.test(cacheControl);
}

/** A 200 from this site that was not redirected (a redirected answer cannot answer a navigation). */
export function isPlainOk(response: ResponseFacts): boolean {
  return response.status === 200 && !response.redirected && (response.type === undefined || response.type === "basic");
}

/** A page image at a larger width (a phone's, the large one), as the small one (what a saved catalogue keeps); null otherwise. */
export function smallerPageImage(pathname: string): string | null {
  return PAGE_IMAGE.test(pathname) && !pathname.endsWith("-480.webp")
    ? pathname.replace(/-\d+\.webp$/, "-480.webp")
    : null;
}

/** The offline page in the language of the page asked for. */
export function offlinePagePath(pathname: string): string {
  return splitLangPrefix(pathname).lang === "ar" ? "/ar/offline" : "/offline";
}
