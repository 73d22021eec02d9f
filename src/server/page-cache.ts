/**
 * Full-page cache for public HTML (design.md, "Rendering rules"). Public pages are the
 * same for every anonymous visitor of a URL, so a rendered page is kept by URL until
 * content changes (any successful write empties it) or the day changes in
 * Asia/Dubai (catalogue validity). Bounded, least-recently-used first out.
 */
import { dubaiToday } from "../lib/dates.ts";

/** Only the gzipped bytes are kept (about a tenth of the HTML): nearly every client takes gzip. */
export type CachedPage = { gzip: Uint8Array<ArrayBuffer>; status: number; etag: string };

const KEY = Symbol.for("uae-deals.page-cache");
type State = { day: string; dataVersion: number | null; pages: Map<string, CachedPage> };
const g = globalThis as { [KEY]?: State };
g[KEY] ??= { day: dubaiToday(), dataVersion: null, pages: new Map() };
const state = g[KEY];

// At ~15 KiB gzipped a page, 2,000 pages stay near 30 MiB.
export const MAX_PAGES = 2000;

/** Drops every cached page; called after any successful content write. */
export function invalidatePages(): void {
  state.pages.clear();
}

/**
 * Drops the cache when another process wrote to the database (the CLI: seed, restore,
 * create-admin). `dataVersion` is SQLite's PRAGMA data_version, which changes only for
 * commits made through other connections; this server's own writes invalidate directly.
 */
export function noteDataVersion(dataVersion: number): void {
  if (state.dataVersion !== null && state.dataVersion !== dataVersion) state.pages.clear();
  state.dataVersion = dataVersion;
}

function checkDay() {
  const today = dubaiToday();
  if (today !== state.day) {
    state.day = today;
    state.pages.clear();
  }
}

export function getCachedPage(key: string): CachedPage | undefined {
  checkDay();
  const page = state.pages.get(key);
  if (page) {
    state.pages.delete(key);
    state.pages.set(key, page); // most recently used last
  }
  return page;
}

export function setCachedPage(key: string, html: string, status: number): CachedPage {
  checkDay();
  const page: CachedPage = {
    status,
    gzip: Bun.gzipSync(new TextEncoder().encode(html)),
    etag: `"${Bun.hash(html).toString(36)}"`,
  };
  state.pages.set(key, page);
  if (state.pages.size > MAX_PAGES) {
    const oldest = state.pages.keys().next().value;
    if (oldest !== undefined) state.pages.delete(oldest);
  }
  return page;
}
