/**
 * The sitemap as served: built once per freshness of the database (db/content-clock.ts: a
 * content write or a new Dubai day makes the next request build it again) and kept plain and
 * gzipped. Within the sitemaps.org limits (50,000 URLs, 50 MB a file) it is one <urlset> at
 * /sitemap.xml, as it always was; past them /sitemap.xml is a <sitemapindex> of files
 * /sitemap/1.xml, /sitemap/2.xml, ... each within the limits.
 */
import type { Db } from "#db/client.ts";
import { freshness } from "#db/content-clock.ts";
import { FreshCache } from "#db/fresh-cache.ts";
import { newestChange, type SitemapUrl, sitemapIndexXml, sitemapUrls, urlsetXml } from "./sitemap.ts";

/** Where the files of a sitemap index answer: /sitemap/1.xml, /sitemap/2.xml, ... */
export const SITEMAP_FILES = "/sitemap";

/** The sitemaps.org limits of one file. */
const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };

export type SitemapBody = { identity: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> };

export type KeptSitemap = {
  /** /sitemap.xml: the one urlset, or the index of `files`. */
  root: SitemapBody;
  /** /sitemap/{n}.xml, n from 1; none when the root is the urlset. */
  files: SitemapBody[];
  /** URLs listed, all files together. */
  pageCount: number;
  lastModified: Date | null;
};

const encoder = new TextEncoder();

function body(xml: string): SitemapBody {
  const identity = encoder.encode(xml) as Uint8Array<ArrayBuffer>;
  // Level 6: ~13x smaller than the XML; paid once per content change, not per request.
  return { identity, gzip: Bun.gzipSync(identity, { level: 6 }) };
}

/** Bytes of a urlset beside its <url> elements (the XML declaration and the open and close tags). */
const URLSET_OVERHEAD = Buffer.byteLength(urlsetXml([]));

/** `urls` in consecutive runs, each within `limits` once written as a urlset. */
function splitUrls(urls: readonly SitemapUrl[], limits = SITEMAP_LIMITS): SitemapUrl[][] {
  const files: SitemapUrl[][] = [];
  let current: SitemapUrl[] = [];
  let bytes = URLSET_OVERHEAD;
  for (const url of urls) {
    const size = Buffer.byteLength(url.xml) + 1; // and its newline
    if (current.length > 0 && (current.length >= limits.urls || bytes + size > limits.bytes)) {
      files.push(current);
      current = [];
      bytes = URLSET_OVERHEAD;
    }
    current.push(url);
    bytes += size;
  }
  files.push(current);
  return files;
}

/** Builds every file of the sitemap for `origin`. */
function buildSitemapFiles(db: Db, origin: string): KeptSitemap {
  const fileUrl = (n: number) => `${origin}${SITEMAP_FILES}/${n}.xml`;
  const urls = sitemapUrls(db, origin);
  const runs = splitUrls(urls);
  const lastModified = newestChange(urls);
  if (runs.length === 1) return { root: body(urlsetXml(urls)), files: [], pageCount: urls.length, lastModified };
  const index = sitemapIndexXml(runs.map((run, i) => ({ loc: fileUrl(i + 1), lastModified: newestChange(run) })));
  return { root: body(index), files: runs.map((run) => body(urlsetXml(run))), pageCount: urls.length, lastModified };
}

// One sitemap per origin (a process serves one), kept for one freshness.
const KEY = Symbol.for("uae-deals.sitemap");
const g = globalThis as { [KEY]?: FreshCache<KeptSitemap> };
g[KEY] ??= new FreshCache<KeptSitemap>({ max: 2 });
const kept = g[KEY];

/** The sitemap for the database's content now: built on the first request after a change, then kept. */
export function keptSitemap(db: Db, origin: string): KeptSitemap {
  const now = freshness(db);
  return kept.get(now, origin) ?? kept.set(now, now, origin, buildSitemapFiles(db, origin));
}
