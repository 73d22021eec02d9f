import type { MiddlewareHandler } from "hono";

/** Map embeds allowed in frames (branch pages); everything else is same-origin only. */
const MAP_FRAME_ORIGINS = ["https://www.openstreetmap.org", "https://www.google.com"];
/** Videos embedded in articles (the editor's video button): YouTube's privacy-enhanced host only. */
const VIDEO_FRAME_ORIGINS = ["https://www.youtube-nocookie.com"];

/**
 * The Content-Security-Policy of every response (security.md, "Requests"). `tileOrigin`: the
 * branch map's tile host (config MAP_TILE_URL), allowed as an image source even over plain http
 * (a tile server on the operator's own network).
 */
const contentSecurityPolicy = (tileOrigin: string | null) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: https:", ...(tileOrigin ? [tileOrigin] : [])].join(" "),
    "font-src 'self'",
    "connect-src 'self'",
    ["frame-src 'self'", ...MAP_FRAME_ORIGINS, ...VIDEO_FRAME_ORIGINS].join(" "),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join("; ");

type SecurityOptions = { https: boolean; tileOrigin?: string | null };

/**
 * The headers security.md promises on every response, and only those, worked out once:
 * the cached-page fast path (src/server/pages.ts) sends the same list without Hono.
 */
export function securityHeaderList(opts: SecurityOptions): [string, string][] {
  const list: [string, string][] = [
    ["Content-Security-Policy", contentSecurityPolicy(opts.tileOrigin ?? null)],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "SAMEORIGIN"],
  ];
  if (opts.https) list.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  return list;
}

/** Sets the security headers on every response that goes through the app. */
export function securityHeaders(opts: SecurityOptions): MiddlewareHandler {
  const list = securityHeaderList(opts);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of list) headers.set(name, value);
  };
}
