/**
 * Every URL of the site. Pages are matched by Hono's router without the /ar prefix (the
 * same page answers both languages); the server is handed this table and the /api app,
 * and never imports routes/. Pages are named by id here, so the server can load this
 * file without the components: the RSC bundle maps ids to components
 * (routes/pages/index.ts, through routes/rsc-entry.tsx).
 */
import { blogPageQuery } from "#schemas/blog-list.ts";
import { catalogsPageQuery, searchPageQuery } from "#schemas/catalog-list.ts";
import { homePageQuery, storesPageQuery } from "#schemas/store-list.ts";
import { createLimits } from "#server/api/limits.ts";
import { createServerApp, type ServerApp } from "#server/app.ts";
import type { Config } from "#server/config.ts";
import { SITEMAP_FILES } from "#server/seo/sitemap-files.ts";
import type { AdminPageTable, Endpoints } from "#server/site.ts";
import { type ApiOptions, createApi } from "./api/index.ts";
import type { PageId } from "./pages/index.ts";

type Routes = {
  routes: { path: string; page: PageId; query?: readonly string[] }[];
  notFound: PageId;
  everyPage?: readonly string[];
};

/** The parameters a list page reads: its schema's, and its page number. */
const listReads = (schema: { shape: object }) => [...Object.keys(schema.shape), "page"];

/** An id (or page number) in a URL: 1 to 10 digits, no leading zero. */
const ID = "{[1-9][0-9]{0,9}}";

export const publicPages: Routes = {
  routes: [
    { path: "/", page: "home", query: listReads(homePageQuery) },
    { path: "/stores", page: "stores", query: listReads(storesPageQuery) },
    { path: "/store/:slug", page: "store", query: ["tab"] },
    { path: "/branch/:storeSlug/:branchSlug", page: "branch" },
    { path: "/catalogs", page: "catalogs", query: listReads(catalogsPageQuery) },
    // Numbers in their one canonical form (no 0, no leading zero): any other spelling is a 404.
    // ?offer=ID: the offer's own address (its sheet open, its crop as the link preview);
    // ?q=: the search that led there, its hits marked on the page image.
    { path: `/catalogs/:id${ID}/page/:n${ID}`, page: "catalogPage", query: ["offer", "q"] },
    { path: "/search", page: "search", query: listReads(searchPageQuery) },
    { path: "/blog", page: "blog", query: listReads(blogPageQuery) },
    { path: "/blog/:slug", page: "blogPost" },
    { path: "/about", page: "about" },
    // The visitor's achievements (filled in by the browser), where an achievement toast leads.
    { path: "/achievements", page: "achievements" },
    // What this visitor follows and saved, new since their last visit (filled in by the browser).
    { path: "/my-deals", page: "myDeals" },
    // The no-JavaScript form's outcome (src/server/contact-post.ts).
    { path: "/contact", page: "contact", query: ["sent", "invalid"] },
    { path: "/privacy", page: "privacy" },
    { path: "/terms", page: "terms" },
    // What the offline worker shows for a page it has not kept (src/client/service-worker.ts).
    { path: "/offline", page: "offline" },
    // A store's current catalogue for an iframe on the retailer's site (issue 27): framable by any site.
    { path: "/embed/store/:slug", page: "embedStore", query: ["page"] },
  ],
  notFound: "notFound",
  // The header's emirate selector shows the emirate a URL lists, on every page.
  everyPage: ["emirate"],
};

/**
 * The visitor's own pages (issue 25): their lists and a list shared with a link, and a store's
 * report by its link (issue 27). Rendered for each
 * request and never cached (src/server/personal-pages.ts); ?list= picks a list, ?error= says why a form came back.
 */
const personalPages: Routes = {
  routes: [
    { path: "/lists", page: "lists" },
    { path: "/lists/shared/:token{[A-Za-z0-9_-]{22}}", page: "sharedList" },
    // A store's read-only analytics report (issue 27), by its revocable link.
    { path: "/report/:token{[A-Za-z0-9_-]{22}}", page: "storeReport" },
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
    { path: "/admin/analytics", page: "adminAnalytics" },
    { path: "/admin/settings", page: "adminSettings" },
    { path: "/admin/sitemap", page: "adminSitemap" },
    { path: "/admin/messages", page: "adminMessages" },
    { path: "/admin/tokens", page: "adminTokens" },
    { path: "/admin/import", page: "adminTransfer" },
    { path: "/admin/audit", page: "adminAudit" },
    { path: "/admin/stores", page: "adminStores" },
    { path: "/admin/stores/new", page: "adminStoreForm" },
    { path: `/admin/stores/edit/:id${ID}`, page: "adminStoreForm" },
    { path: "/admin/branches", page: "adminBranches" },
    { path: "/admin/branches/new", page: "adminBranchForm" },
    { path: `/admin/branches/edit/:id${ID}`, page: "adminBranchForm" },
    { path: "/admin/catalogs", page: "adminCatalogs" },
    { path: "/admin/catalogs/new", page: "adminCatalogForm" },
    { path: `/admin/catalogs/edit/:id${ID}`, page: "adminCatalogForm" },
    { path: `/admin/catalogs/:id${ID}/offers`, page: "adminCatalogOffers" },
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
  offerCrop: "/media/offers/:file{[1-9][0-9]{0,9}\\.webp}",
  linkPreview: "/media/previews/:kind{stores|posts}/:file{[1-9][0-9]{0,9}\\.jpg}",
  media: "/media/*",
  sitemap: "/sitemap.xml",
  sitemapFiles: `${SITEMAP_FILES}/:file`,
  robots: "/robots.txt",
  language: "/lang/:lang",
  emirate: "/emirate",
  contactForm: ["/contact", "/ar/contact"],
  feeds: ["/feeds/*", "/ar/feeds/*"],
  listsForm: ["/lists", "/ar/lists"],
  storeLatest: ["/store/:slug/latest", "/ar/store/:slug/latest"],
};

/** The whole site: pages, admin pages and /api over the server (what the binary serves). */
export function createApp(config: Config, options: ApiOptions = {}): ServerApp {
  // One set of limits for the API and the server's no-JavaScript contact form.
  const limits = createLimits();
  return createServerApp(config, {
    pages: publicPages,
    admin: adminPages,
    personal: personalPages,
    api: createApi(config, { ...options, limits }),
    endpoints,
    limits,
  });
}
