/**
 * Full-page cache for public HTML (design.md, "Rendering rules"). Public pages are the
 * same for every anonymous visitor of a URL, so a rendered page is kept by URL until
 * content changes (any successful write empties it) or the day changes in
 * Asia/Dubai (catalogue validity). Each page is kept in the encodings clients have
 * asked for (brotli, gzip, identity), each made once, on first demand; the cache is
 * bounded by the bytes of all of them, least recently used out first.
 * A hit does no per-request work beyond a clock read and a map lookup: the day is a
 * cached [start, end) window, and the database's data_version is read at most every
 * DATA_VERSION_CHECK_MS.
 */
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import { noteContentWrite } from "../lib/content-epoch.ts";
import { dubaiToday } from "../lib/dates.ts";

export type Encoding = "br" | "gzip" | "identity";

export type CachedPage = {
  key: string;
  status: number;
  /** A hash of the HTML; each encoding's ETag is this plus a suffix (etagFor). */
  hash: string;
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  identity?: Uint8Array<ArrayBuffer>;
  /** The answer's headers by encoding (and 304), made once by src/server/pages.ts. */
  headers?: Record<string, Headers>;
};

/**
 * The bound on all cached bytes, every encoding counted. A page is ~120 KiB of HTML (Flight
 * data included), ~15 KiB gzipped, ~11 KiB in brotli: 32 MiB keeps ~2,000 pages as browsers
 * take them (what the former bound of 2,000 pages held), or ~220 kept in all three encodings.
 */
export const MAX_BYTES = 32 * 1024 * 1024;

/** How stale a write made by another process (the CLI) may be served, at most. */
export const DATA_VERSION_CHECK_MS = 100;

/**
 * Brotli quality 5: ~1-2 ms for a page, within a few % of quality 11's size (which takes
 * ~100x longer). Paid once per page and encoding, on the first brotli client.
 */
const BROTLI_QUALITY = 5;

const KEY = Symbol.for("uae-deals.page-cache");
type State = {
  dayStart: number;
  dayEnd: number;
  dataVersion: number | null;
  versionCheckedAt: number;
  bytes: number;
  /** Counts invalidations: a render that began before one must not be cached after it. */
  generation: number;
  pages: Map<string, CachedPage>;
};
const g = globalThis as { [KEY]?: State };
g[KEY] ??= {
  dayStart: 0,
  dayEnd: 0,
  dataVersion: null,
  versionCheckedAt: 0,
  bytes: 0,
  generation: 0,
  pages: new Map(),
};
const state = g[KEY];

/** Drops every cached page; called after any successful content write. */
export function invalidatePages(): void {
  noteContentWrite();
  state.pages.clear();
  state.bytes = 0;
  state.generation++;
}

/** Taken before a render starts, handed to setCachedPage: the content the render read from. */
export function cacheGeneration(): number {
  checkDay(Date.now());
  return state.generation;
}

/**
 * Drops the cache when another process wrote to the database (the CLI: seed, restore,
 * create-admin), reading `readVersion` (SQLite's PRAGMA data_version, which changes only for
 * commits made through other connections) at most every DATA_VERSION_CHECK_MS. This
 * server's own writes invalidate directly.
 */
export function checkDataVersion(readVersion: () => number, now = Date.now()): void {
  if (now - state.versionCheckedAt < DATA_VERSION_CHECK_MS && now >= state.versionCheckedAt) return;
  state.versionCheckedAt = now;
  const version = readVersion();
  if (state.dataVersion !== null && state.dataVersion !== version) invalidatePages();
  state.dataVersion = version;
}

/** A new day in Dubai (or a clock set back) empties the cache; the day's bounds are worked out once a day. */
function checkDay(now: number) {
  if (now >= state.dayStart && now < state.dayEnd) return;
  const today = dubaiToday(new Date(now));
  // Asia/Dubai is UTC+4 all year (no daylight saving time).
  state.dayStart = Date.parse(`${today}T00:00:00+04:00`);
  state.dayEnd = state.dayStart + 24 * 3600 * 1000;
  invalidatePages();
}

export function getCachedPage(key: string, now = Date.now()): CachedPage | undefined {
  checkDay(now);
  const page = state.pages.get(key);
  if (page) {
    state.pages.delete(key);
    state.pages.set(key, page); // most recently used last
  }
  return page;
}

/** A page's bytes in every encoding kept, and its key: an address can be 8 KB of query string. */
const size = (page: CachedPage) =>
  page.key.length + (page.br?.byteLength ?? 0) + (page.gzip?.byteLength ?? 0) + (page.identity?.byteLength ?? 0);

/** Drops least recently used pages (never `keep`) until the bound holds. */
function evict(keep: CachedPage) {
  for (const [key, page] of state.pages) {
    if (state.bytes <= MAX_BYTES) return;
    if (page === keep) continue;
    state.pages.delete(key);
    state.bytes -= size(page);
  }
}

function encode(html: Uint8Array<ArrayBuffer>, encoding: Encoding): Uint8Array<ArrayBuffer> {
  if (encoding === "identity") return html;
  if (encoding === "gzip") return Bun.gzipSync(html, { level: 6 });
  const br = brotliCompressSync(html, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  return new Uint8Array(br.buffer, br.byteOffset, br.byteLength) as Uint8Array<ArrayBuffer>;
}

/** The page's bytes in `encoding`, made (once) from whichever encoding is kept when missing. */
export function pageBody(page: CachedPage, encoding: Encoding): Uint8Array<ArrayBuffer> {
  const kept = page[encoding];
  if (kept) return kept;
  const html = page.identity ?? (page.gzip ? Bun.gunzipSync(page.gzip) : brotliToBytes(page.br));
  const body = encode(html, encoding);
  page[encoding] = body;
  // Only counted while the page is still cached (an invalidation may have dropped it since).
  if (state.pages.get(page.key) === page) {
    state.bytes += body.byteLength;
    evict(page);
  }
  return body;
}

function brotliToBytes(br: Uint8Array | undefined): Uint8Array<ArrayBuffer> {
  if (!br) throw new Error("a cached page keeps at least one encoding");
  const raw = brotliDecompressSync(br);
  return new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength) as Uint8Array<ArrayBuffer>;
}

/**
 * Caches `html` under `key`, encoded for the client that asked (other encodings follow on
 * demand). When content changed since `generation` (taken before rendering), the page is
 * returned for this one answer but not kept: it may show what the change replaced.
 */
export function setCachedPage(
  key: string,
  html: string,
  status: number,
  encoding: Encoding = "gzip",
  generation = cacheGeneration(),
): CachedPage {
  checkDay(Date.now());
  const bytes = new TextEncoder().encode(html) as Uint8Array<ArrayBuffer>;
  const page: CachedPage = { key, status, hash: Bun.hash(bytes).toString(36) };
  page[encoding] = encode(bytes, encoding);
  if (generation !== state.generation) return page;
  const old = state.pages.get(key);
  if (old) {
    state.pages.delete(key);
    state.bytes -= size(old);
  }
  state.pages.set(key, page);
  state.bytes += size(page);
  evict(page);
  return page;
}

/** The ETag of `page` in `encoding`: one per representation, the same hash under each. */
export function etagFor(page: CachedPage, encoding: Encoding): string {
  return encoding === "identity" ? `"${page.hash}"` : `"${page.hash}-${encoding === "br" ? "br" : "gz"}"`;
}

/**
 * Whether an If-None-Match header names this page in any encoding: the list form
 * (`"a", "b"`), weak tags (`W/"a"`, as browsers send back what they were given) and `*`.
 * Weak comparison, as RFC 9110 asks for If-None-Match.
 */
export function matchesEtag(header: string, page: CachedPage): boolean {
  if (header.trim() === "*") return true;
  for (const raw of header.split(",")) {
    let tag = raw.trim();
    if (tag.startsWith("W/")) tag = tag.slice(2);
    if (!tag.startsWith('"') || !tag.endsWith('"')) continue;
    tag = tag.slice(1, -1);
    const dash = tag.lastIndexOf("-");
    if ((dash === -1 ? tag : tag.slice(0, dash)) === page.hash) return true;
  }
  return false;
}

/** Bytes held by the cache, every encoding counted (tests, and the bound above). */
export function cachedBytes(): number {
  return state.bytes;
}
