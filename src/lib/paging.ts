/**
 * Paged lists (home, stores, catalogues, blog) read `?page` the same way: only the plain
 * digits of page 2 and up name a page. Anything else (page=1, 0, -1, abc, 1e3, 02) and
 * any page past the last one is answered with a redirect to the canonical URL, so a
 * list never shows its total next to "nothing found".
 */
import type { Lang } from "#i18n/languages.ts";
import type { PageContext } from "./page-context.ts";
import { hrefWith, type Query } from "./url.ts";

const CANONICAL = /^[1-9][0-9]{0,8}$/;

/** The page a list should query: the requested one when written canonically, else 1. */
export function requestedPage(raw: string | undefined): number {
  return raw !== undefined && CANONICAL.test(raw) ? Number(raw) : 1;
}

/** Links to page `p` of a list: `path` with `query`, page 1 without the parameter. */
export function pageHref(lang: Lang, path: string, query: Query): (p: number) => string {
  return (p) => hrefWith(lang, path, query, { page: p === 1 ? undefined : String(p) });
}

/**
 * Sets a 302 on `ctx` when the URL's page is not the canonical one for `total` items:
 * a non-canonical value goes to page 1, a page past the end to the last page. True when
 * it did, and the page renders nothing more.
 */
export function redirectOutOfRangePage(
  ctx: PageContext,
  total: number,
  pageSize: number,
  href: (p: number) => string,
): boolean {
  const raw = ctx.query.page;
  if (raw === undefined) return false;
  const last = Math.max(1, Math.ceil(total / pageSize));
  const page = requestedPage(raw);
  const target = raw === "1" || !CANONICAL.test(raw) ? 1 : page > last ? last : null;
  if (target === null) return false;
  ctx.response.status = 302;
  ctx.response.location = href(target);
  return true;
}
