import type { Lang } from "#i18n/languages.ts";

/** The public layout's own data: the footer's featured stores. */
export type LayoutData = { featuredStores: { name: string; nameAr: string | null; slug: string }[] };

/**
 * What a page knows about its request. Plain data except `response`, which the page
 * mutates to answer 404 or a redirect (the RSC bundle runs in the server process, so it is shared).
 */
export type PageContext = {
  lang: Lang;
  /** Path without the /ar prefix, e.g. "/stores". */
  path: string;
  /** Query parameters (first value of each). */
  query: Record<string, string>;
  /** Route parameters, e.g. { slug }. */
  params: Record<string, string>;
  /** Public origin, e.g. https://deals.example.ae, for canonical links. */
  origin: string;
  /** The site's X handle for link previews (config TWITTER_SITE); absent = no twitter:site. */
  twitterSite?: string | null;
  /** The stylesheet, and the fonts the page's language writes with (preloaded before it). */
  assets: { css: string; fonts: string[] };
  /** The signed-in operator on admin pages (checked by the server before rendering). */
  admin?: { username: string } | null;
  /** Public pages: the branch map's tiles (config MAP_TILE_URL, MAP_ATTRIBUTION); absent or null = no map, lists only. */
  map?: { tileUrl: string; attribution: string } | null;
  /** Public pages: how long an unused visitor session is kept (config VISITOR_RETENTION_DAYS), for what the privacy words promise. */
  visitorRetentionDays?: number;
  /**
   * Personal pages (/lists: src/server/personal-pages.ts, never cached): the visitor session of
   * the visitor cookie, or null when this browser has none yet. Never set on cached pages.
   */
  visitor?: string | null;
  /** Admin pages: how often scheduled backups run (config BACKUP_EVERY_HOURS; 0 = off), for the dashboard. */
  backupEveryHours?: number;
  /** What the public layout shows on every page, loaded by the page handler (src/server/layout-data.ts). */
  layout?: LayoutData;
  /** Development mode: the document adds the auto-reload script. */
  dev?: boolean;
  /** `location` with a 3xx status: the server answers a redirect there instead of the page. */
  response: {
    status: number;
    location?: string;
    /**
     * The store whose page this is (its store, branch or catalogue page), set by the page: a change
     * to another store's own details leaves it fresh in the page cache (src/server/page-cache.ts).
     */
    store?: number;
    /**
     * On a page of no one store (home, lists): the stores whose own details it shows (their cards),
     * set by the page when its list is not chosen by those details (a text search reads their
     * descriptions). A change to other stores' own details alone leaves it fresh; unset, any
     * change makes it stale (src/server/page-scope.ts).
     */
    shows?: number[];
  };
};
