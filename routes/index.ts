/**
 * Every URL of the site. Pages are matched by Hono's router without the /ar prefix (the
 * same page answers both languages); the server is handed this table and the /api app,
 * and never imports routes/. Pages are named by id here, so the server can load this
 * file without the components: the RSC bundle maps ids to components
 * (routes/pages/index.ts, through routes/rsc-entry.tsx).
 */
import { createLimits } from "#server/api/limits.ts";
import { createServerApp, type ServerApp } from "#server/app.ts";
import type { Config } from "#server/config.ts";
import type { AdminPageTable, Endpoints } from "#server/site.ts";
import { type ApiOptions, createApi } from "./api/index.ts";
import type { PageId } from "./pages/index.ts";

type Routes = { routes: { path: string; page: PageId }[]; notFound: PageId };

/** An id (or page number) in a URL: 1 to 10 digits, no leading zero. */
const ID = "{[1-9][0-9]{0,9}}";

export const publicPages: Routes = {
  routes: [
    { path: "/", page: "home" },
    { path: "/stores", page: "stores" },
    { path: "/store/:slug", page: "store" },
    { path: "/branch/:storeSlug/:branchSlug", page: "branch" },
    { path: "/catalogs", page: "catalogs" },
    // Numbers in their one canonical form (no 0, no leading zero): any other spelling is a 404.
    { path: `/catalogs/:id${ID}/page/:n${ID}`, page: "catalogPage" },
    { path: "/search", page: "search" },
    { path: "/blog", page: "blog" },
    { path: "/blog/:slug", page: "blogPost" },
    { path: "/about", page: "about" },
    { path: "/contact", page: "contact" },
    { path: "/privacy", page: "privacy" },
    { path: "/terms", page: "terms" },
  ],
  notFound: "notFound",
};

/** Everything under `root`, behind the session gate (src/server/admin-pages.ts), except `login`. */
export const adminPages: Routes & AdminPageTable = {
  root: "/admin",
  login: "/admin/login",
  routes: [
    { path: "/admin/login", page: "adminLogin" },
    { path: "/admin", page: "adminDashboard" },
    { path: "/admin/settings", page: "adminSettings" },
    { path: "/admin/sitemap", page: "adminSitemap" },
    { path: "/admin/messages", page: "adminMessages" },
    { path: "/admin/stores", page: "adminStores" },
    { path: "/admin/stores/new", page: "adminStoreForm" },
    { path: `/admin/stores/edit/:id${ID}`, page: "adminStoreForm" },
    { path: "/admin/branches", page: "adminBranches" },
    { path: "/admin/branches/new", page: "adminBranchForm" },
    { path: `/admin/branches/edit/:id${ID}`, page: "adminBranchForm" },
    { path: "/admin/catalogs", page: "adminCatalogs" },
    { path: "/admin/catalogs/new", page: "adminCatalogForm" },
    { path: `/admin/catalogs/edit/:id${ID}`, page: "adminCatalogForm" },
    { path: "/admin/blogs", page: "adminBlogs" },
    { path: "/admin/blogs/new", page: "adminBlogForm" },
    { path: `/admin/blogs/edit/:id${ID}`, page: "adminBlogForm" },
    { path: "/admin/categories", page: "adminCategories" },
    { path: "/admin/emirates", page: "adminEmirates" },
  ],
  notFound: "adminNotFound",
};

/**
 * The server's own endpoints, by path: their handlers live in src/server, their URLs here with
 * every other URL of the site. The no-JavaScript contact form posts to the contact page itself.
 */
const endpoints: Endpoints = {
  api: "/api",
  health: "/healthz",
  metrics: "/metrics",
  media: "/media/*",
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  language: "/lang/:lang",
  emirate: "/emirate",
  contactForm: ["/contact", "/ar/contact"],
};

/** The whole site: pages, admin pages and /api over the server (what the binary serves). */
export function createApp(config: Config, options: ApiOptions = {}): ServerApp {
  // One set of limits for the API and the server's no-JavaScript contact form.
  const limits = createLimits();
  return createServerApp(config, {
    pages: publicPages,
    admin: adminPages,
    api: createApi(config, { ...options, limits }),
    endpoints,
    limits,
  });
}
