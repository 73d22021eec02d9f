/**
 * A page asked for at an earlier address (a store, branch or post whose slug has changed since:
 * db/queries/slug-redirects.ts) answers 301 to its address now, so shared links, bookmarks and
 * search results keep working and search engines move to the new one.
 */
import type { PageContext } from "./page-context.ts";
import { hrefWith } from "./url.ts";

/**
 * Sets `ctx`'s answer to a 301 to the page's current address, in the page's language, keeping
 * the query the page read; `segments` are its path's parts as stored (slugs are encoded here,
 * since a Location must be ASCII). Returns null, what the page renders instead.
 * Example: return movedTo(ctx, ["branch", storeSlug, branchSlug]);
 */
export function movedTo(ctx: PageContext, segments: string[]): null {
  ctx.response.status = 301;
  ctx.response.location = hrefWith(ctx.lang, `/${segments.map(encodeURIComponent).join("/")}`, ctx.query);
  return null;
}
