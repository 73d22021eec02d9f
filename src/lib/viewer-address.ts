/**
 * The catalogue viewer's addresses (issue 24, items 4 and 5). While a page is read the address
 * bar shows that page: a processed catalogue's page has its own URL (/catalogs/{id}/page/{n},
 * /ar/... in Arabic), which is what a shopper copies or reloads; a catalogue read with pdf.js
 * has none, so the page under the viewer carries ?catalog=ID&catalogPage=N. Those parameters are
 * also how links shared before pages had URLs open the viewer. Pure functions, for tests.
 */
import { type Lang, localizedPath, splitLangPrefix } from "#i18n/languages.ts";

const VIEWER_PARAMS = ["catalog", "catalogPage"];

/** `address` (path, query and fragment) without the viewer's parameters: the page under the viewer. */
export function underlyingAddress(address: string): string {
  const url = new URL(address, "http://x");
  for (const name of VIEWER_PARAMS) url.searchParams.delete(name);
  return url.pathname + url.search + url.hash;
}

/** The address while page `page` of catalogue `id` is read over the page at `under`. */
export function readingAddress(under: string, lang: Lang, id: string, page: number, processed: boolean): string {
  if (processed) return localizedPath(lang, `/catalogs/${id}/page/${page}`);
  const url = new URL(under, "http://x");
  url.searchParams.set("catalog", id);
  url.searchParams.set("catalogPage", String(page));
  return url.pathname + url.search + url.hash;
}

/**
 * Where closing the viewer leads when it is not simply back to `under`: opened over another
 * page's own URL of the same catalogue, the shopper lands on the page they were reading.
 */
export function closingAddress(under: string, lang: Lang, id: string, page: number): string | null {
  const { path } = splitLangPrefix(new URL(under, "http://x").pathname);
  const match = /^\/catalogs\/(\d+)\/page\/(\d+)$/.exec(path);
  if (!match || match[1] !== id || Number(match[2]) === page) return null;
  return localizedPath(lang, `/catalogs/${id}/page/${page}`);
}

/** The catalogue and page a link asks the viewer to open (?catalog=ID&catalogPage=N), or null. */
export function requestedViewer(search: string): { id: string; page: number } | null {
  const params = new URLSearchParams(search);
  const id = params.get("catalog");
  if (!id || !/^\d+$/.test(id)) return null;
  return { id, page: Math.max(1, Math.floor(Number(params.get("catalogPage"))) || 1) };
}
