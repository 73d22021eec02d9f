/**
 * GET /api/pdf-proxy?url=... — the catalogue viewer's source for PDFs hosted elsewhere.
 * Locally stored catalogue files are not proxied: the answer redirects to them.
 */
import { Hono } from "hono";
import { z } from "zod";
import { localMediaPath } from "#lib/media-path.ts";
import type { ApiEnv } from "#server/api/env.ts";
import { ApiError } from "#server/api/errors.ts";
import { validate } from "#server/api/validate.ts";
import { clientIp } from "#server/client-ip.ts";
import { redirectLocal } from "#server/safe-redirect.ts";
import { type FetchPdfOptions, fetchPdf } from "#server/ssrf/fetch-pdf.ts";

const query = z.object({
  url: z.string({ error: "url is required" }).trim().min(1, "url is required").max(2048, "url is too long"),
});

export function pdfProxyRoutes(options: FetchPdfOptions = {}) {
  return new Hono<ApiEnv>().get("/", validate("query", query), async (c) => {
    const { url } = c.req.valid("query");
    const local = localMediaPath(url, c.get("config").publicOrigin);
    if (local) return redirectLocal(c, local, 307);
    c.get("limits").pdfProxyPerIp.hit(clientIp(c, c.get("config").trustedProxyHeader));
    const result = await fetchPdf(url, options);
    if (!result.ok) throw new ApiError(result.status, result.error);
    return c.body(result.body, 200, {
      "Content-Type": "application/pdf",
      "Content-Length": String(result.body.length),
      "Content-Disposition": "inline",
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    });
  });
}
