/** Sitemap status (GET /api/sitemap/info) and generation (POST /api/admin/generate-sitemap). */
import { Hono } from "hono";
import { getDb } from "../../db/client.ts";
import { getSetting, setSetting } from "../../db/queries/settings.ts";
import { type ApiEnv, requireAdmin } from "../../src/server/api/env.ts";
import { buildSitemap } from "../../src/server/seo/sitemap.ts";

export type SitemapInfo = { url: string; lastGenerated: string; pageCount: number };
const KEY = "sitemap";

export const sitemapInfoRoutes = new Hono<ApiEnv>().get("/info", requireAdmin, (c) => {
  const info = getSetting<SitemapInfo>(getDb(), KEY);
  return c.json(info ?? { url: null, lastGenerated: null, pageCount: 0 });
});

export const generateSitemapRoutes = new Hono<ApiEnv>().post("/generate-sitemap", requireAdmin, (c) => {
  const origin = c.get("config").publicOrigin;
  const { pageCount } = buildSitemap(getDb(), origin);
  const info: SitemapInfo = { url: `${origin}/sitemap.xml`, lastGenerated: new Date().toISOString(), pageCount };
  setSetting(getDb(), KEY, info);
  return c.json({ ...info, message: "Sitemap generated successfully!" });
});
