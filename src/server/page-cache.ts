/**
 * Full-page cache for public HTML (design.md, "Rendering rules"). Public pages are the
 * same for every anonymous visitor of a URL, so a rendered page is kept by URL for as long as
 * the database's freshness (db/content-clock.ts: its content version and the Dubai day) stays
 * the one it was rendered under. Each page is kept in the encodings clients have asked for
 * (brotli, gzip, identity), each made once, on first demand; the cache is bounded by the bytes
 * of all of them, least recently used out (db/fresh-cache.ts).
 * A hit does no per-request work beyond a look at the clock (pageFreshness), a comparison and a
 * map lookup.
 *
 * Stale while revalidate (issue 28): after an ordinary edit a page stays, marked stale, and is
 * served as it was while src/server/page-refresh.ts renders it again, most read first; for at
 * most STALE_MAX_MS after this process saw the change, then the next request renders it. A
 * removal (a deletion, a slug, an unpublished post) or a new Dubai day empties the cache as
 * before: those pages must not be served from before (db/content-clock.ts, mayServeStale).
 * A change only to a store's own details (migration 0020) leaves other stores' pages fresh: a
 * page knows the store it is of (`store`), and only its own store's change makes it stale; a list
 * knows the stores whose details it shows (`shows`), and only their change makes it stale
 * (page-scope.ts).
 */
import { getDb } from "#db/client.ts";
import {
  type Freshness,
  freshness,
  mayServeStale,
  OTHER_WRITERS_CHECK_MS,
  scopedChangesBetween,
} from "#db/content-clock.ts";
import { FreshCache } from "#db/fresh-cache.ts";
import { logRequestError } from "#lib/log.ts";
import { counters } from "./metrics-counters.ts";
import { type EncodedPage, type Encoding, encode, encodePage, pageHtml } from "./page-encoding.ts";
import { isScoped, type PageScope, pageScope, showsFromText, unchangedBy } from "./page-scope.ts";
import { isBusy, sharedPages } from "./page-store.ts";

export type { Encoding } from "./page-encoding.ts";

export type CachedPage = PageScope & {
  key: string;
  status: number;
  /** A hash of the HTML; each encoding's ETag is this plus a suffix (etagFor). */
  hash: string;
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  identity?: Uint8Array<ArrayBuffer>;
  /** The answer's headers by encoding (and 304, and stale), made once by src/server/pages.ts. */
  headers?: Record<string, Headers>;
  /** What it was rendered from: when freshness moves on, the page is stale. */
  made: Freshness;
  /** Answers it gave, carried over to the page rendered in its place: most read refresh first. */
  hits: number;
  /**
   * Answers this render gave: only a page read since it was made is refreshed in the background
   * (else every edit would render every page ever read again).
   */
  readsSinceMade: number;
  /** When this process first saw it stale (ms): it is served stale for STALE_MAX_MS at most. */
  staleSince?: number;
  /** Its brotli is at the best quality (page-polish.ts). */
  polished?: boolean;
};

/**
 * How long a page may be served stale after this process saw the change, at most. A refresh of
 * the most read pages takes a few seconds (20-50 ms a render, one at a time: README, "How
 * caching works"); a page the refresh has not reached by then is rendered for its next request.
 */
export const STALE_MAX_MS = 10_000;

/**
 * The bound on all cached bytes, every encoding counted. A page is ~120 KiB of HTML (Flight
 * data included), ~15 KiB gzipped, ~11 KiB in brotli: 32 MiB keeps ~2,000 pages as browsers
 * take them (what the former bound of 2,000 pages held), or ~220 kept in all three encodings.
 */
export const MAX_BYTES = 32 * 1024 * 1024;

/** A page's bytes in every encoding kept, and its key: an address can be 8 KB of query string. */
const size = (page: CachedPage, key: string) =>
  key.length + (page.br?.byteLength ?? 0) + (page.gzip?.byteLength ?? 0) + (page.identity?.byteLength ?? 0);

// One per process, shared by the server and the page bundle's copies of this module.
const KEY = Symbol.for("uae-deals.page-cache");
const g = globalThis as { [KEY]?: { pages: FreshCache<CachedPage>; seen: Freshness | null; diskFailed: boolean } };
g[KEY] ??= {
  pages: new FreshCache<CachedPage>({ maxBytes: MAX_BYTES, sizeOf: size, keepStale: true }),
  seen: null,
  diskFailed: false,
};
const state = g[KEY];
const pages = state.pages;

/**
 * The freshness a render starts from (taken before it reads anything, handed to setCachedPage)
 * and a hit is checked against. Another process's commit may go unseen for
 * OTHER_WRITERS_CHECK_MS: reading the clock's row on every hit would cost as much as the hit.
 */
export function pageFreshness(now = Date.now()): Freshness {
  const fresh = freshness(getDb(), { lag: OTHER_WRITERS_CHECK_MS, now });
  if (fresh !== state.seen) {
    if (state.seen && mayServeStale(state.seen, fresh)) markChanged(state.seen, fresh, now);
    state.seen = fresh;
    onDisk((store) => store.saw(fresh.version));
  }
  return fresh;
}

/**
 * Content moved on from `seen` to `fresh` (one pass per change): a page is stale from now, unless
 * it was fresh and nothing it shows changed (page-scope.ts), when it is fresh under `fresh` too.
 */
function markChanged(seen: Freshness, fresh: Freshness, now: number): void {
  const changes = scopedChangesBetween(getDb(), seen, fresh);
  for (const page of pages.values()) {
    if (page.made === seen && unchangedBy(page, changes)) page.made = fresh;
    else page.staleSince ??= now;
  }
}

/**
 * The page kept for `key`, and whether it is stale (a 200 rendered before the latest edit,
 * within STALE_MAX_MS of it). Counts the answer it will give.
 */
export function lookupPage(key: string, now = Date.now()): { page: CachedPage; stale: boolean } | undefined {
  const fresh = pageFreshness(now);
  let page = pages.get(fresh, key);
  // Not here, or stale here: another process (or this one before a restart) may have made it.
  const disk = page?.made === fresh ? undefined : fromDisk(key, fresh);
  if (disk) counters.pageCache.disk++;
  page = disk ?? page;
  if (!page) return undefined;
  const stale = page.made !== fresh;
  // Only a page is served stale: a 404 or 410 may be the page just added (or brought back).
  if (stale && (page.status !== 200 || now - (page.staleSince ?? now) > STALE_MAX_MS)) return undefined;
  counters.pageCache.hits++;
  page.hits++;
  page.readsSinceMade++;
  return { page, stale };
}

/** The page kept for `key` when it is fresh. */
export function getCachedPage(key: string, now = Date.now()): CachedPage | undefined {
  const found = lookupPage(key, now);
  return found && !found.stale ? found.page : undefined;
}

/**
 * Keys of the stale pages worth rendering again, most read first: those read at least once
 * since they were rendered (a page nobody asked for again, such as a one-off search, is left
 * to be rendered when asked, if it is).
 */
export function stalePagesToRefresh(now = Date.now()): string[] {
  const fresh = pageFreshness(now);
  const stale = [...pages.values()].filter(
    (page) => page.made !== fresh && page.readsSinceMade > 0 && page.status === 200,
  );
  return stale.sort((a, b) => b.hits - a.hits).map((page) => page.key);
}

/**
 * Whether the page for `key` is fresh on disk (made by another process since it went stale here),
 * and now in memory too: the background refresh then need not render it.
 */
export function freshOnDisk(key: string): boolean {
  const fresh = pageFreshness();
  return fromDisk(key, fresh) !== undefined;
}

/** The encodings a kept page holds (a refresh makes the same ones, each asked for by a client). */
export const keptEncodings = (page: CachedPage): Encoding[] =>
  (["br", "gzip", "identity"] as const).filter((encoding) => page[encoding] !== undefined);

/** The page kept for `key`, fresh or stale, without counting a read. */
export const peekCachedPage = (key: string): CachedPage | undefined => pages.peek(key);

/** Drops the page kept for `key` (its refresh answered with a redirect: it is no page now). */
export function dropCachedPage(key: string): void {
  pages.delete(key);
  onDisk((store) => store.drop(key));
}

/** The page's bytes in `encoding`, made (once) from whichever encoding is kept when missing. */
export function pageBody(page: CachedPage, encoding: Encoding): Uint8Array<ArrayBuffer> {
  const kept = page[encoding];
  if (kept) return kept;
  const body = encode(pageHtml(page), encoding);
  page[encoding] = body;
  pages.resized(page.key, page); // counted only while the page is still kept
  return body;
}

/**
 * Gives `page` the brotli made again at the best quality (page-polish.ts), here and on disk, while
 * it is still the page kept for its key; false when it is not. Its answers' headers are made anew
 * (the ETag names the polished bytes; If-None-Match still matches either: page-etags.ts).
 */
export function keepPolished(page: CachedPage, br: Uint8Array<ArrayBuffer>): boolean {
  if (pages.peek(page.key) !== page || page.polished) return false;
  page.br = br;
  page.polished = true;
  page.headers = undefined;
  pages.resized(page.key, page);
  onDisk((store) => store.polish(page.key, page.hash, br));
  return true;
}

/**
 * Caches a page under `key`: its HTML, encoded here for the client that asked, or the page as
 * the render thread encoded it (page-encoding.ts). Other encodings follow on demand; a refresh
 * passes those the page it replaces held. When content changed since `madeUnder` (taken before
 * rendering), the page is returned for this one answer but not kept: it may show what the change
 * replaced. `scope`: what the page said it shows of stores (page-scope.ts).
 */
export function setCachedPage(
  key: string,
  html: string | EncodedPage,
  status: number,
  encoding: Encoding | Encoding[] = "gzip",
  madeUnder = pageFreshness(),
  scope: PageScope = {},
): CachedPage {
  counters.pageCache.misses++; // a page rendered because it was not cached (or was stale)
  const encoded = typeof html === "string" ? encodePage(html, [encoding].flat()) : html;
  const page: CachedPage = {
    key,
    status,
    hash: encoded.hash,
    made: madeUnder,
    ...pageScope(scope.store, scope.shows),
    hits: pages.peek(key)?.hits ?? 0,
    readsSinceMade: 0,
    ...encoded.bodies,
  };
  // Kept on disk where it was rendered (page-store.ts, keepRendered), not here.
  return pages.set(pageFreshness(), madeUnder, key, page);
}

/**
 * Runs `work` on the pages kept on disk (page-store.ts), when there are: a failure there (the disk
 * full, the file locked past its timeout) costs a render later, never this answer. Said once.
 */
function onDisk<T>(work: (store: NonNullable<ReturnType<typeof sharedPages>>) => T): T | undefined {
  const store = sharedPages();
  if (!store) return undefined;
  try {
    return work(store);
  } catch (error) {
    // A read the WAL's reset turned away (the serving thread does not wait: page-store.ts) is no failure.
    if (!state.diskFailed && !isBusy(error)) {
      logRequestError("page-store", error, {});
      state.diskFailed = true;
    }
    return undefined;
  }
}

/**
 * The page kept on disk for `key` when it is what a render now would make, kept in memory from
 * here on: made under this very freshness, or made before changes it does not show (markChanged's
 * rule).
 */
function fromDisk(key: string, fresh: Freshness): CachedPage | undefined {
  const row = onDisk((store) => store.get(key));
  if (!row || row.removals !== fresh.removals || row.day !== fresh.day || row.version > fresh.version) return undefined;
  const scope = pageScope(row.store ?? undefined, showsFromText(row.shows));
  if (row.version < fresh.version) {
    if (!isScoped(scope)) return undefined;
    const made = { ...fresh, key: "", version: row.version };
    if (!unchangedBy(scope, scopedChangesBetween(getDb(), made, fresh))) return undefined;
  }
  const hits = pages.peek(key)?.hits ?? 0;
  const page: CachedPage = { key, status: row.status, hash: row.hash, made: fresh, hits, readsSinceMade: 0, ...scope };
  if (row.polished) page.polished = true;
  for (const encoding of ["br", "gzip", "identity"] as const) {
    const body = row[encoding];
    if (body) page[encoding] = body as Uint8Array<ArrayBuffer>;
  }
  return pages.set(fresh, fresh, key, page);
}

/** Empties the memory, as a restart does or another process has it (tests of page-store.ts). */
export function forgetPagesInMemory(): void {
  for (const page of [...pages.values()]) pages.delete(page.key);
}

/** Bytes held by the cache, every encoding counted, keys included (tests, and the bound above). */
export function cachedBytes(): number {
  return pages.stats.size;
}

/** Pages kept and their bytes (GET /metrics). */
export function pageCacheStats(): { entries: number; size: number } {
  return pages.stats;
}
