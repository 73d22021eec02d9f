/**
 * Sitemap status (GET /api/sitemap/info) and generation (POST /api/admin/generate-sitemap).
 * /sitemap.xml is built from the current content on the first request after a change and kept
 * (src/server/seo/sitemap-files.ts), so the info always describes that live sitemap (its
 * address, URL count and newest content change); "generating" records when, and how many URLs
 * it had then.
 */
import { Hono } from "hono";
import { getDb } from "#db/client.ts";
import { getSetting, setSetting } from "#db/queries/settings.ts";
import { type ApiEnv, requireAdmin } from "#server/api/env.ts";
import { keptSitemap } from "#server/seo/sitemap-files.ts";

type Generation = { lastGenerated: string; pageCount: number };
export type SitemapInfo = {
  url: string;
  /** URLs in /sitemap.xml now. */
  pageCount: number;
  lastContentChange: string | null;
  lastGenerated: string | null;
  /** URLs when it was last generated. */
  generatedCount: number | null;
};
const KEY = "sitemap";

/** The status of the live sitemap; `built` is that sitemap when the caller has just built it. */
function info(origin: string, built = keptSitemap(getDb(), origin)): SitemapInfo {
  const { pageCount, lastModified } = built;
  const generation = getSetting<Generation>(getDb(), KEY);
  return {
    url: `${origin}/sitemap.xml`,
    pageCount,
    lastContentChange: lastModified?.toISOString() ?? null,
    lastGenerated: generation?.lastGenerated ?? null,
    generatedCount: generation?.pageCount ?? null,
  };
}

export const sitemapInfoRoutes = new Hono<ApiEnv>().get("/info", requireAdmin, (c) =>
  c.json(info(c.get("config").publicOrigin)),
);

export const generateSitemapRoutes = new Hono<ApiEnv>().post("/generate-sitemap", requireAdmin, (c) => {
  const origin = c.get("config").publicOrigin;
  const built = keptSitemap(getDb(), origin);
  setSetting(getDb(), KEY, {
    lastGenerated: new Date().toISOString(),
    pageCount: built.pageCount,
  } satisfies Generation);
  return c.json({ ...info(origin, built), message: "Sitemap generated successfully!" });
});
