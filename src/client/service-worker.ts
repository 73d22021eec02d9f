/**
 * The site's offline worker (issue 25 item 5), served at /sw.js with the scope "/". Built by
 * scripts/build.ts as one classic script with Serwist inside; the build hands it its build id and
 * its precache list (the site shell: stylesheet, fonts, the bootstrap and layout scripts, the
 * offline page in both languages).
 *
 * Which request gets which treatment is decided by src/lib/offline-rules.ts (tested there):
 * public pages network first (fresh when online, the last copy offline), hashed build files and
 * page images cache first, other media refreshed behind, the visitor's own lists page network
 * first per exact URL. The admin, the API and anything not a GET are never answered here (the
 * browser goes to the network as if there were no worker). A saved catalogue's cache
 * (src/client/offline-save.ts) is the last resort before the offline page.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  type RouteHandlerCallback,
  Serwist,
  type SerwistPlugin,
  StaleWhileRevalidate,
  type Strategy,
} from "serwist";
import { isOutdatedCache, isSavedCatalogCache, releaseCache } from "#lib/offline-caches.ts";
import { unpackResponse } from "#lib/offline-packing.ts";
import {
  isPlainOk,
  isShareable,
  type OfflineRule,
  offlinePagePath,
  offlineRule,
  smallerPageImage,
} from "#lib/offline-rules.ts";

/** What of the worker's global scope this file uses (the DOM typings the project compiles with have none of it). */
type WorkerScope = {
  location: Location;
  addEventListener(type: "activate", listener: (event: { waitUntil(p: Promise<unknown>): void }) => void): void;
};
const worker = globalThis as unknown as WorkerScope;

const BUILD_ID = process.env.OFFLINE_BUILD_ID ?? "dev";
const PRECACHE = JSON.parse(process.env.OFFLINE_PRECACHE ?? "[]") as { url: string; revision: string | null }[];

/** Keeps only answers that are the same for everyone (not `private`, not `no-store`). */
const shareableOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (isShareable(response) ? response : null),
};
/** Keeps plain 200s, whatever their Cache-Control: for the visitor's own lists page and hashed files. */
const plainOnly: SerwistPlugin = { cacheWillUpdate: async ({ response }) => (isPlainOk(response) ? response : null) };
// Bounded, so pages and images seen once do not pile up; a quota error empties these first.
const fewPages = new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * 86_400, purgeOnQuotaError: true });
const fewFiles = new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true });
const fewMedia = new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 86_400, purgeOnQuotaError: true });
const fewLists = new ExpirationPlugin({ maxEntries: 20, purgeOnQuotaError: true });

const strategies: Record<Exclude<OfflineRule, "none">, Strategy> = {
  // A slow network waits 6 s before the last copy is shown; a failed one shows it at once.
  page: new NetworkFirst({
    cacheName: releaseCache("pages", BUILD_ID),
    networkTimeoutSeconds: 6,
    plugins: [shareableOnly, fewPages],
  }),
  // Kept under its exact URL (?list= included), so one list's page never answers for another.
  personal: new NetworkFirst({ cacheName: releaseCache("personal", BUILD_ID), plugins: [plainOnly, fewLists] }),
  asset: new CacheFirst({ cacheName: releaseCache("assets", BUILD_ID), plugins: [plainOnly, fewFiles] }),
  "page-image": new CacheFirst({ cacheName: releaseCache("media", BUILD_ID), plugins: [shareableOnly, fewMedia] }),
  media: new StaleWhileRevalidate({ cacheName: releaseCache("media", BUILD_ID), plugins: [shareableOnly, fewMedia] }),
  // Never stored by the worker: only what "Save for offline" put in a saved catalogue's cache.
  "saved-api": new NetworkOnly(),
};

/** The copy of `path` in a saved catalogue's cache, if any catalogue saved one (unpacked). */
async function fromSaved(path: string): Promise<Response | undefined> {
  for (const name of (await caches.keys()).filter(isSavedCatalogCache)) {
    const hit = await (await caches.open(name)).match(path);
    if (hit) return unpackResponse(hit);
  }
  return undefined;
}

/** The rule's strategy; when it fails (offline, nothing kept), a saved catalogue's copy, then for a page the offline page. */
function handlerFor(rule: Exclude<OfflineRule, "none">): RouteHandlerCallback {
  return async (options) => {
    try {
      return await strategies[rule].handle(options);
    } catch (error) {
      const { pathname, search } = options.url;
      // A saved page asked for with a query (?offer= from a shared link) opens without it.
      const saved =
        (await fromSaved(pathname + search)) ??
        (rule === "page" && search ? await fromSaved(pathname) : undefined) ??
        (await fromSmaller(pathname));
      if (saved) return saved;
      if (rule === "page" || rule === "personal") {
        const offline = await serwist.matchPrecache(offlinePagePath(pathname));
        if (offline) return offline;
      }
      throw error;
    }
  };
}

/** A page image asked for at 800 or 1400 px (a phone's srcset choice) answered with the saved 480 px one. */
async function fromSmaller(pathname: string): Promise<Response | undefined> {
  const smaller = smallerPageImage(pathname);
  if (!smaller) return undefined;
  return (await caches.match(smaller, { cacheName: releaseCache("media", BUILD_ID) })) ?? fromSaved(smaller);
}

const serwist = new Serwist({
  precacheEntries: PRECACHE,
  precacheOptions: { cacheName: releaseCache("shell", BUILD_ID), concurrency: 4 },
  // A new release takes over at once (skipWaiting) and also controls the pages already open
  // (clientsClaim). Safe here: every page is a full server-rendered document, so an open page
  // never asks the new worker for a file only the old release had that the old worker would have
  // given it: such a file is gone from the new server too, with or without a worker. Waiting for
  // every tab to close instead would keep an old release's rules (and caches) alive for days on a
  // phone where the site stays open in a tab.
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: (["page", "personal", "asset", "page-image", "media", "saved-api"] as const).map((rule) => ({
    matcher: ({ request }) => offlineRule(request, worker.location.origin) === rule,
    handler: handlerFor(rule),
  })),
});

// Old releases' caches go when this release activates; saved catalogues stay (they carry their own files).
worker.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => isOutdatedCache(n, BUILD_ID)).map((n) => caches.delete(n)))),
  );
});

serwist.addEventListeners();
