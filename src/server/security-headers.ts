import type { MiddlewareHandler } from "hono";

/** Map embeds allowed in frames (branch pages); everything else is same-origin only. */
const MAP_FRAME_ORIGINS = ["https://www.openstreetmap.org", "https://www.google.com"];
/** Videos embedded in articles (the editor's video button): YouTube's privacy-enhanced host only. */
const VIDEO_FRAME_ORIGINS = ["https://www.youtube-nocookie.com"];

/**
 * The paths any site may put in a frame: the embed pages a retailer pastes into their own site
 * (issue 27, item 6). Every other page stays same-origin only (frame-ancestors, X-Frame-Options).
 */
export const isFramablePath = (path: string) => /^\/(ar\/)?embed\//.test(path);

/**
 * The Content-Security-Policy of every response (security.md, "Requests"). `tileOrigin`: the
 * branch map's tile host (config MAP_TILE_URL), allowed as an image source even over plain http
 * (a tile server on the operator's own network). `framable`: an embed page, which any site may frame.
 */
const contentSecurityPolicy = (tileOrigin: string | null, framable: boolean) =>
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
    framable ? "frame-ancestors *" : "frame-ancestors 'self'",
    "form-action 'self'",
  ].join("; ");

type SecurityOptions = { https: boolean; tileOrigin?: string | null; framable?: boolean };

/**
 * The headers security.md promises on every response, and only those, worked out once:
 * the cached-page fast path (src/server/pages.ts) sends the same list without Hono.
 */
export function securityHeaderList(opts: SecurityOptions): [string, string][] {
  const list: [string, string][] = [
    ["Content-Security-Policy", contentSecurityPolicy(opts.tileOrigin ?? null, !!opts.framable)],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Content-Type-Options", "nosniff"],
  ];
  // The CSP's frame-ancestors says it for browsers that read it; this header for older ones.
  if (!opts.framable) list.push(["X-Frame-Options", "SAMEORIGIN"]);
  if (opts.https) list.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  return list;
}

/** Sets the security headers on every response that goes through the app (embed pages framable). */
export function securityHeaders(opts: SecurityOptions): MiddlewareHandler {
  const list = securityHeaderList({ ...opts, framable: false });
  const framable = securityHeaderList({ ...opts, framable: true });
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of isFramablePath(c.req.path) ? framable : list) headers.set(name, value);
  };
}
