/**
 * Personal pages (issue 25): the visitor's lists (/lists) and a list shared with a link
 * (/lists/shared/{token}), in either language. They show one visitor's data (read from the
 * visitor cookie, src/server/visitor-cookie.ts) or a revocable link's, so unlike every other
 * public page they are rendered for each request, never put in the page cache, and answered
 * `private, no-store` with noindex: the public pages' cache and Vary stay as they are.
 */
import type { Context } from "hono";
import { getDb } from "#db/client.ts";
import { splitLangPrefix } from "#i18n/languages.ts";
import type { PageContext } from "#lib/page-context.ts";
import { acceptsGzip } from "./accept-encoding.ts";
import { pageAssets } from "./build-output.ts";
import type { Config } from "./config.ts";
import { isDevMode } from "./dev-reload.ts";
import { loadLayoutData } from "./layout-data.ts";
import { pageMatcher } from "./page-match.ts";
import { renderPage } from "./render.tsx";
import type { PageTable } from "./site.ts";
import { readVisitor } from "./visitor-cookie.ts";

const PERSONAL_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export function personalPageHandler(config: Config, table: PageTable) {
  const match = pageMatcher(table);
  const prefixes = table.routes.map((r) => r.path.replace(/\/:.*$/, ""));
  /** Whether a path (either language) is one of the personal pages' (or under one). */
  const matches = (pathname: string) => {
    const { path } = splitLangPrefix(pathname);
    return prefixes.some((p) => path === p || path.startsWith(`${p}/`));
  };
  const handle = async (c: Context, status = 200) => {
    const url = new URL(c.req.url);
    const { lang, path } = splitLangPrefix(url.pathname);
    const { page, params } = match(path);
    const ctx: PageContext = {
      lang,
      path,
      query: Object.fromEntries(url.searchParams),
      params,
      origin: config.publicOrigin,
      twitterSite: config.twitterSite,
      assets: await pageAssets(lang),
      layout: loadLayoutData(getDb()),
      visitor: readVisitor(c, config),
      dev: isDevMode(),
      response: { status },
    };
    const rendered = await renderPage(page, ctx);
    // Rendered for this answer alone: gzip at a quick level (a list is a few dozen KB; brotli's
    // better ratio is worth its time only for pages kept and answered again, as cached ones are).
    if (!acceptsGzip(c.req.header("Accept-Encoding")))
      return c.html(rendered.html, rendered.status as 200, PERSONAL_HEADERS);
    return c.body(Bun.gzipSync(new TextEncoder().encode(rendered.html), { level: 4 }), rendered.status as 200, {
      ...PERSONAL_HEADERS,
      "Content-Type": "text/html; charset=UTF-8",
      "Content-Encoding": "gzip",
      Vary: "Accept-Encoding",
    });
  };
  return { matches, handle };
}
