/**
 * Admin pages (the admin table's root and everything under it, in either language). The gate
 * is enforced here, on the server: without a valid session every admin page except the
 * sign-in page answers a redirect to it and no admin HTML is sent. Admin pages are
 * per-operator, so never cached.
 */
import type { Context } from "hono";
import { getDb } from "#db/client.ts";
import { localizedPath, splitLangPrefix } from "#i18n/languages.ts";
import type { PageContext } from "#lib/page-context.ts";
import { readSessionCookie } from "./auth/cookie.ts";
import { validateSession } from "./auth/session.ts";
import { pageAssets } from "./build-output.ts";
import type { Config } from "./config.ts";
import { isDevMode } from "./dev-reload.ts";
import { pageMatcher } from "./page-match.ts";
import { renderPage } from "./render.tsx";
import { redirectLocal } from "./safe-redirect.ts";
import type { AdminPageTable } from "./site.ts";

const NO_STORE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/**
 * Admin pages from `table`: `matches` says whether a path is the admin's (either language),
 * `handle` answers it; the gate applies to all but the sign-in page.
 */
export function adminPageHandler(config: Config, table: AdminPageTable) {
  const matchAdminPage = pageMatcher(table);
  const matches = (pathname: string) => {
    const { path } = splitLangPrefix(pathname);
    return path === table.root || path.startsWith(`${table.root}/`);
  };
  const handle = async (c: Context) => {
    const url = new URL(c.req.url);
    const { lang, path } = splitLangPrefix(url.pathname);
    const session = validateSession(getDb(), readSessionCookie(c, config.secureCookies));
    const isLogin = path === table.login;
    if ((!session && !isLogin) || (session && isLogin)) {
      c.header("Cache-Control", NO_STORE["Cache-Control"]);
      return redirectLocal(c, localizedPath(lang, session ? table.root : table.login), 302);
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
      backupEveryHours: config.backupEveryHours,
      dev: isDevMode(),
      response: { status: 200 }, // a page answering otherwise (not found) sets its own
    };
    const rendered = await renderPage(page, ctx);
    return c.html(rendered.html, rendered.status as 200, NO_STORE);
  };
  return { matches, handle };
}
