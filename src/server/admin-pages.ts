/**
 * Admin pages (/admin/*, /ar/admin/*). The gate is enforced here, on the server: without
 * a valid session every admin page except /admin/login answers a redirect to the login
 * page and no admin HTML is sent. Admin pages are per-operator, so never cached.
 */
import type { Context } from "hono";
import { getDb } from "../../db/client.ts";
import { localizedPath, splitLangPrefix } from "../i18n/languages.ts";
import type { PageContext } from "../lib/page-context.ts";
import { readSessionCookie } from "./auth/cookie.ts";
import { validateSession } from "./auth/session.ts";
import { pageAssets } from "./build-output.ts";
import type { Config } from "./config.ts";
import { isDevMode } from "./dev-reload.ts";
import { pageMatcher } from "./page-match.ts";
import { renderPage } from "./render.tsx";
import { redirectLocal } from "./safe-redirect.ts";
import type { PageTable } from "./site.ts";

const LOGIN_PATH = "/admin/login";

const NO_STORE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/** True for /admin and everything under it, in either language. */
export function isAdminPath(pathname: string): boolean {
  const { path } = splitLangPrefix(pathname);
  return path === "/admin" || path.startsWith("/admin/");
}

/** Admin pages from `table` (paths under /admin); the gate applies to all but the login page. */
export function adminPageHandler(config: Config, table: PageTable) {
  const matchAdminPage = pageMatcher(table);
  return async (c: Context) => {
    const url = new URL(c.req.url);
    const { lang, path } = splitLangPrefix(url.pathname);
    const session = validateSession(getDb(), readSessionCookie(c, config.secureCookies));
    const isLogin = path === LOGIN_PATH;
    if ((!session && !isLogin) || (session && isLogin)) {
      c.header("Cache-Control", NO_STORE["Cache-Control"]);
      return redirectLocal(c, localizedPath(lang, session ? "/admin" : LOGIN_PATH), 302);
    }
    const { page, params } = matchAdminPage(path);
    const ctx: PageContext = {
      lang,
      path,
      query: Object.fromEntries(url.searchParams),
      params,
      origin: config.publicOrigin,
      assets: await pageAssets(lang),
      admin: session ? { username: session.username } : null,
      dev: isDevMode(),
      response: { status: page === table.notFound ? 404 : 200 },
    };
    const rendered = await renderPage(page, ctx);
    return c.html(rendered.html, rendered.status as 200, NO_STORE);
  };
}
