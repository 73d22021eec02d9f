import type { MiddlewareHandler } from "hono";

/** Map embeds allowed in frames (branch pages); everything else is same-origin only. */
const MAP_FRAME_ORIGINS = ["https://www.openstreetmap.org", "https://www.google.com"];
/** Videos embedded in articles (the editor's video button): YouTube's privacy-enhanced host only. */
const VIDEO_FRAME_ORIGINS = ["https://www.youtube-nocookie.com"];

/** The Content-Security-Policy of every response (security.md, "Requests"). */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  ["frame-src 'self'", ...MAP_FRAME_ORIGINS, ...VIDEO_FRAME_ORIGINS].join(" "),
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join("; ");

/**
 * The headers security.md promises on every response, and only those, worked out once:
 * the cached-page fast path (src/server/pages.ts) sends the same list without Hono.
 */
export function securityHeaderList(opts: { https: boolean }): [string, string][] {
  const list: [string, string][] = [
    ["Content-Security-Policy", CONTENT_SECURITY_POLICY],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "SAMEORIGIN"],
  ];
  if (opts.https) list.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  return list;
}

/** Sets the security headers on every response that goes through the app. */
export function securityHeaders(opts: { https: boolean }): MiddlewareHandler {
  const list = securityHeaderList(opts);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of list) headers.set(name, value);
  };
}
