/**
 * GET /sitemap.xml and /sitemap/{n}.xml from the kept sitemap (./sitemap-files.ts): gzipped to
 * clients that take it, streamed from the kept bytes (src/server/shared-body.ts), and counted
 * against the client's allowance of large answers (a 429 with Retry-After past it).
 */
import type { Context } from "hono";
import { getDb } from "#db/client.ts";
import { acceptsGzip } from "../accept-encoding.ts";
import { ApiError } from "../api/errors.ts";
import { networkClientIp } from "../client-ip.ts";
import type { Config } from "../config.ts";
import type { RateLimiter } from "../rate-limit.ts";
import { sharedBody } from "../shared-body.ts";
import { type KeptSitemap, keptSitemap, type SitemapBody } from "./sitemap-files.ts";

function answer(c: Context, file: SitemapBody): Response {
  const gzip = acceptsGzip(c.req.header("Accept-Encoding"));
  const headers: Record<string, string> = {
    "Content-Type": "application/xml; charset=utf-8",
    "Cache-Control": "public, max-age=300",
    Vary: "Accept-Encoding",
  };
  if (gzip) headers["Content-Encoding"] = "gzip";
  return c.body(sharedBody(gzip ? file.gzip : file.identity), 200, headers);
}

/** The index (or the one urlset), and the numbered files (their route's `:file` param: "1.xml"). */
export function sitemapHandlers(config: Config, perClient: RateLimiter) {
  const sitemap = (): KeptSitemap => keptSitemap(getDb(), config.publicOrigin);
  /** Counts one large answer for the caller; a 429 once its allowance is spent. */
  const limited = (c: Context): Response | null => {
    try {
      const ip = networkClientIp(c, config.trustedProxyHeader);
      if (ip) perClient.hit(ip);
      return null;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return c.text(`${error.message}\n`, 429, { ...error.headers, "Cache-Control": "no-store" });
    }
  };
  return {
    index: (c: Context) => limited(c) ?? answer(c, sitemap().root),
    file: (c: Context) => {
      const n = /^([1-9][0-9]{0,3})\.xml$/.exec(c.req.param("file") ?? "")?.[1];
      const file = n ? sitemap().files[Number(n) - 1] : undefined;
      if (!file) return c.notFound();
      return limited(c) ?? answer(c, file);
    },
  };
}
