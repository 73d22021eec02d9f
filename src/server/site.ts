/**
 * What the server needs from routes/ (routes/index.ts fills it in): which page answers
 * which path, and the /api app. The server never imports routes/; the site is handed in.
 */
import type { Hono } from "hono";
import type { ApiEnv } from "./api/env.ts";
import type { Limits } from "./api/limits.ts";

/**
 * A page at a Hono path (":name" parameters, ":name{regex}" constraints), without the /ar prefix,
 * and the query parameters it reads (beside `everyPage`'s): the others are not handed to it, so
 * they neither render nor key a cached page (src/server/canonical-query.ts).
 */
type PageRoute = { path: string; page: string; query?: readonly string[] };

/** Pages in match order, the page that answers any other path, and what every page reads (the header's). */
export type PageTable = { routes: readonly PageRoute[]; notFound: string; everyPage?: readonly string[] };

/** The admin area's pages, where it starts (every path under `root` is the admin's) and its sign-in page. */
export type AdminPageTable = PageTable & { root: string; login: string };

/** Where the server's own handlers answer (routes/index.ts names the paths). */
export type Endpoints = {
  /** Where the api app (routes/api) is mounted. */
  api: string;
  health: string;
  /** Prometheus metrics (src/server/metrics.ts). */
  metrics: string;
  media: string;
  /** An offer's crop (src/server/offer-crop.ts), a `:file` param ("12.webp"); served before `media`. */
  offerCrop: string;
  /** A store's or post's link preview (src/server/link-preview/), `:kind` and `:file` params ("stores", "12.jpg"); before `media`. */
  linkPreview: string;
  sitemap: string;
  /** The files of a sitemap index, with a `:file` param ("1.xml"). */
  sitemapFiles: string;
  robots: string;
  language: string;
  emirate: string;
  contactForm: readonly string[];
  /** Atom feeds (src/server/feeds.ts), in either language. */
  feeds: readonly string[];
  /** Where the list page's forms (and "Add to list") post without JavaScript (src/server/list-forms.ts). */
  listsForm: readonly string[];
  /** A store's current catalogue, a redirect (src/server/store-latest.ts), in either language. */
  storeLatest: readonly string[];
};

export type Site = {
  pages: PageTable;
  /** Everything under `admin.root`, behind the session gate. */
  admin: AdminPageTable;
  /** The visitor's own pages (shopping lists): rendered per request, never cached (src/server/personal-pages.ts). */
  personal: PageTable;
  api: Hono<ApiEnv>;
  endpoints: Endpoints;
  /** The rate limits the api uses; the no-JavaScript contact form shares its contact limit. */
  limits: Limits;
};
