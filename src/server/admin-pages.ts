/**
 * Admin pages (/admin/*, /ar/admin/*). The gate is enforced here, on the server: without
 * a valid session every admin page except /admin/login answers a redirect to the login
 * page and no admin HTML is sent. Admin pages are per-operator, so never cached.
 */
import type { Context } from "hono";
import { getDb } from "../../db/client.ts";
import type { PageId } from "../../routes/pages/index.ts";
import { localizedPath, splitLangPrefix } from "../i18n/languages.ts";
import type { PageContext } from "../lib/page-context.ts";
import { cssUrl } from "../../dist/build/glue.ts";
import { readSessionCookie } from "./auth/cookie.ts";
import { validateSession } from "./auth/session.ts";
import type { Config } from "./config.ts";
import { isDevMode } from "./dev-reload.ts";
import { renderPage } from "./render.tsx";

const ADMIN_ROUTES: { pattern: RegExp; page: PageId }[] = [
  { pattern: /^\/admin$/, page: "adminDashboard" },
  { pattern: /^\/admin\/settings$/, page: "adminSettings" },
  { pattern: /^\/admin\/sitemap$/, page: "adminSitemap" },
  { pattern: /^\/admin\/messages$/, page: "adminMessages" },
  { pattern: /^\/admin\/stores$/, page: "adminStores" },
  { pattern: /^\/admin\/branches$/, page: "adminBranches" },
  { pattern: /^\/admin\/branches\/new$/, page: "adminBranchForm" },
  { pattern: /^\/admin\/branches\/edit\/(?<id>[1-9]\d{0,9})$/, page: "adminBranchForm" },
  { pattern: /^\/admin\/catalogs$/, page: "adminCatalogs" },
  { pattern: /^\/admin\/catalogs\/new$/, page: "adminCatalogForm" },
  { pattern: /^\/admin\/catalogs\/edit\/(?<id>[1-9]\d{0,9})$/, page: "adminCatalogForm" },
  { pattern: /^\/admin\/blogs$/, page: "adminBlogs" },
  { pattern: /^\/admin\/blogs\/new$/, page: "adminBlogForm" },
  { pattern: /^\/admin\/blogs\/edit\/(?<id>[1-9]\d{0,9})$/, page: "adminBlogForm" },
  { pattern: /^\/admin\/categories$/, page: "adminCategories" },
  { pattern: /^\/admin\/emirates$/, page: "adminEmirates" },
  { pattern: /^\/admin\/stores\/new$/, page: "adminStoreForm" },
  { pattern: /^\/admin\/stores\/edit\/(?<id>[1-9]\d{0,9})$/, page: "adminStoreForm" },
];

/** The admin page for a path (without /ar), with its parameters. */
function matchAdminPage(path: string): { page: PageId; params: Record<string, string> } {
  for (const route of ADMIN_ROUTES) {
    const m = route.pattern.exec(path);
    if (m) return { page: route.page, params: { ...m.groups } };
  }
  return { page: "adminNotFound", params: {} };
}

const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

/** True for /admin and everything under it, in either language. */
export function isAdminPath(pathname: string): boolean {
  const { path } = splitLangPrefix(pathname);
  return path === "/admin" || path.startsWith("/admin/");
}

export function adminPageHandler(config: Config) {
  return async (c: Context) => {
    const url = new URL(c.req.url);
    const { lang, path } = splitLangPrefix(url.pathname);
    const session = validateSession(getDb(), readSessionCookie(c, config.secureCookies));
    const isLogin = path === "/admin/login";
    if (!session && !isLogin) return c.redirect(localizedPath(lang, "/admin/login"), 302);
    if (session && isLogin) return c.redirect(localizedPath(lang, "/admin"), 302);
    const { page, params } = isLogin ? { page: "adminLogin" as PageId, params: {} } : matchAdminPage(path);
    const ctx: PageContext = {
      lang,
      path,
      query: Object.fromEntries(url.searchParams),
      params,
      origin: config.publicOrigin,
      assets: { css: cssUrl },
      admin: session ? { username: session.username } : null,
      dev: isDevMode(),
      response: { status: page === "adminNotFound" ? 404 : 200 },
    };
    const rendered = await renderPage(page, ctx);
    return c.html(rendered.html, rendered.status as 200, NO_STORE);
  };
}
