/**
 * The /api application: request guards, the session, every resource's sub-app, and
 * JSON errors for everything (unknown routes included).
 */
import { Hono } from "hono";
import { adminWrite } from "#server/api/admin-write.ts";
import { auditDeletes } from "#server/api/audit-deletes.ts";
import { type ApiEnv, loadSession } from "#server/api/env.ts";
import { ApiError, apiErrorResponse } from "#server/api/errors.ts";
import { createLimits, type Limits } from "#server/api/limits.ts";
import { jsonBodyLimit, sameOriginJson, UPLOAD_PATHS } from "#server/api/request-guard.ts";
import { carriesToken, tokenAuth } from "#server/api/token-auth.ts";
import type { Config } from "#server/config.ts";
import type { FetchPdfOptions } from "#server/ssrf/fetch-pdf.ts";
import { adminAnalyticsRoutes } from "./admin-analytics.ts";
import { adminAuthRoutes } from "./admin-auth.ts";
import { adminDataRoutes } from "./admin-data.ts";
import { adminImportRoutes } from "./admin-import.ts";
import { adminOfferRoutes } from "./admin-offers.ts";
import { adminTokenRoutes } from "./admin-tokens.ts";
import { blogRoutes } from "./blogs.ts";
import { branchRoutes } from "./branches.ts";
import { catalogRetryRoutes, catalogStatusRoutes } from "./catalog-processing.ts";
import { catalogRoutes } from "./catalogs.ts";
import { contactRoutes } from "./contact.ts";
import { eventRoutes } from "./events.ts";
import { meRoutes } from "./me.ts";
import { meListRoutes } from "./me-lists.ts";
import { nearRoutes } from "./near.ts";
import { offerRoutes } from "./offers.ts";
import { pdfProxyRoutes } from "./pdf.ts";
import { searchRoutes } from "./search.ts";
import { achievementRoutes, sessionRoutes } from "./session.ts";
import { sharedListRoutes } from "./shared-lists.ts";
import { generateSitemapRoutes, sitemapInfoRoutes } from "./sitemap.ts";
import { storeRoutes } from "./stores.ts";
import { categoryRoutes, emirateRoutes } from "./taxonomy.ts";
import { uploadRoutes } from "./uploads.ts";

export type ApiOptions = {
  pdfProxy?: FetchPdfOptions /** Shared with the server's form posts (routes/index.ts). */;
  limits?: Limits;
};

/** What the public pages show: every write here is an admin write (gate, then page-cache flush). */
const CONTENT: Record<string, Hono<ApiEnv>> = {
  "/stores": storeRoutes,
  "/branches": branchRoutes,
  "/catalogs": catalogRoutes,
  "/blogs": blogRoutes,
  "/categories": categoryRoutes,
  "/emirates": emirateRoutes,
};

export function createApi(config: Config, options: ApiOptions = {}): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();
  api.use(async (c, next) => {
    await next();
    // Near me's places are the same for everyone and say so themselves (routes/api/near.ts).
    if (!(c.req.path.startsWith("/api/near/") && c.res.ok)) c.header("Cache-Control", "private, no-store");
  });
  const limits = options.limits ?? createLimits();
  // A token's call is the token's (no cookie read, no Origin needed), limited to its scopes.
  api.use(tokenAuth(config, limits.apiPerToken));
  api.use(sameOriginJson(config.publicOrigin, { uploadPaths: UPLOAD_PATHS, anyOrigin: carriesToken }));
  api.use(jsonBodyLimit());
  api.use(loadSession(config, limits));
  api.use(auditDeletes);

  api.route("/admin", adminAuthRoutes);
  api.route("/admin", adminDataRoutes);
  api.route("/admin", generateSitemapRoutes);
  api.route("/admin", catalogStatusRoutes);
  api.route("/admin", adminOfferRoutes);
  api.route("/admin", adminTokenRoutes);
  api.route("/admin", adminImportRoutes);
  api.route("/admin", adminAnalyticsRoutes);
  api.route("/admin/uploads", uploadRoutes);
  api.route("/sitemap", sitemapInfoRoutes);
  for (const [path, routes] of Object.entries(CONTENT)) {
    api.use(path, adminWrite);
    api.use(`${path}/*`, adminWrite);
    api.route(path, routes);
  }
  api.route("/catalogs", catalogRetryRoutes);
  // Public endpoints (contact, visitor tracking, the PDF proxy) never flush the page cache.
  api.route("/contact", contactRoutes);
  api.route("/near", nearRoutes);
  api.route("/session", sessionRoutes);
  api.route("/events", eventRoutes);
  // What one visitor keeps, by the visitor cookie: personal, so never in a page, and personal
  // writes never flush the page cache. Lists first: they start a session on a first write without
  // JavaScript, where the rest of /me answers 401 until the browser announces its session.
  api.route("/me/lists", meListRoutes);
  api.route("/me", meRoutes as unknown as Hono<ApiEnv>);
  api.route("/achievements", achievementRoutes);
  api.route("/pdf-proxy", pdfProxyRoutes(options.pdfProxy));
  api.route("/search", searchRoutes);
  api.route("/offers", offerRoutes);
  // Lists shared with a link, read-only.
  api.route("/lists", sharedListRoutes);

  api.all("*", () => {
    throw new ApiError(404, "Not found");
  });
  api.onError(apiErrorResponse);
  return api;
}
