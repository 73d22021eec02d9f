/**
 * The names of the offline worker's caches (src/client/service-worker.ts), shared with the pages
 * that fill or empty some of them ("Save for offline", "Forget me", the offline page).
 *
 * Caches of a release carry its build id and are deleted when the next release's worker
 * activates, so no file, page or list of an older release outlives it. A saved catalogue's cache
 * does not: the shopper asked to keep it, so it holds everything its pages need (their HTML,
 * images, offers and the build files those pages load) and stays until removed.
 */
const PREFIX = "uae-deals-";
const RELEASE_KINDS = ["shell", "pages", "assets", "media", "personal"] as const;
type ReleaseKind = (typeof RELEASE_KINDS)[number];
const SAVED_PREFIX = `${PREFIX}saved-`;

/** A cache of this release (the build id names it). */
export const releaseCache = (kind: ReleaseKind, buildId: string) => `${PREFIX}${kind}-${buildId}`;

/** Whether `name` is a cache of a release other than `buildId` (one to delete on activation). */
export function isOutdatedCache(name: string, buildId: string): boolean {
  return RELEASE_KINDS.some((kind) => name.startsWith(`${PREFIX}${kind}-`) && name !== releaseCache(kind, buildId));
}

/** The visitor's own lists pages (of any release): emptied by "Forget me". */
export const isPersonalCache = (name: string) => name.startsWith(`${PREFIX}personal-`);

/** The cache of one saved catalogue. */
export const savedCatalogCache = (catalogId: number) => `${SAVED_PREFIX}${catalogId}`;

/** Whether `name` is a saved catalogue's cache. */
export const isSavedCatalogCache = (name: string) => name.startsWith(SAVED_PREFIX);

/** Where a saved catalogue's cache keeps what the offline page lists about it (a URL the site never serves). */
export const SAVED_INFO_PATH = "/offline-saved.json";
