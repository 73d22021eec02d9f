/**
 * The /api application: request guards, the session, every resource's sub-app, and
 * JSON errors for everything (unknown routes included).
 */
import { Hono } from "hono";
import { adminAuthRoutes } from "../../../routes/api/admin-auth.ts";
import { adminDataRoutes } from "../../../routes/api/admin-data.ts";
import { uploadRoutes } from "../../../routes/api/uploads.ts";
import { generateSitemapRoutes, sitemapInfoRoutes } from "../../../routes/api/sitemap.ts";
import { blogRoutes } from "../../../routes/api/blogs.ts";
import { branchRoutes } from "../../../routes/api/branches.ts";
import { catalogRoutes } from "../../../routes/api/catalogs.ts";
import { contactRoutes } from "../../../routes/api/contact.ts";
import { pdfProxyRoutes } from "../../../routes/api/pdf.ts";
import type { FetchPdfOptions } from "../ssrf/fetch-pdf.ts";
import { achievementRoutes, sessionRoutes } from "../../../routes/api/session.ts";
import { storeRoutes } from "../../../routes/api/stores.ts";
import { categoryRoutes, emirateRoutes } from "../../../routes/api/taxonomy.ts";
import type { Config } from "../config.ts";
import { loadSession, type ApiEnv } from "./env.ts";
import { apiErrorResponse, ApiError } from "./errors.ts";
import { jsonBodyLimit, sameOriginJson, UPLOAD_PATHS } from "./request-guard.ts";

export type ApiOptions = { pdfProxy?: FetchPdfOptions };

export function createApi(config: Config, options: ApiOptions = {}): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();
  api.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  api.use(sameOriginJson(config.publicOrigin, { uploadPaths: UPLOAD_PATHS }));
  api.use(jsonBodyLimit());
  api.use(loadSession(config));

  api.route("/admin", adminAuthRoutes);
  api.route("/admin", adminDataRoutes);
  api.route("/admin", generateSitemapRoutes);
  api.route("/admin/uploads", uploadRoutes);
  api.route("/sitemap", sitemapInfoRoutes);
  api.route("/stores", storeRoutes);
  api.route("/branches", branchRoutes);
  api.route("/catalogs", catalogRoutes);
  api.route("/blogs", blogRoutes);
  api.route("/categories", categoryRoutes);
  api.route("/emirates", emirateRoutes);
  api.route("/contact", contactRoutes);
  api.route("/session", sessionRoutes);
  api.route("/achievements", achievementRoutes);
  api.route("/pdf-proxy", pdfProxyRoutes(options.pdfProxy));

  api.all("*", () => {
    throw new ApiError(404, "Not found");
  });
  api.onError(apiErrorResponse);
  return api;
}
