import type { MiddlewareHandler } from "hono";

/** Map embeds allowed in frames (branch pages); everything else is same-origin only. */
export const MAP_FRAME_ORIGINS = ["https://www.openstreetmap.org", "https://www.google.com"];
/** Videos embedded in articles (the editor's video button): YouTube's privacy-enhanced host only. */
export const VIDEO_FRAME_ORIGINS = ["https://www.youtube-nocookie.com"];

/** The Content-Security-Policy of every response (security.md, "Requests"). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  `frame-src 'self' ${[...MAP_FRAME_ORIGINS, ...VIDEO_FRAME_ORIGINS].join(" ")}`,
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join("; ");

/** Sets the headers security.md promises on every response. */
export function securityHeaders(opts: { https: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set("Content-Security-Policy", CONTENT_SECURITY_POLICY);
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "SAMEORIGIN");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    if (opts.https) h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  };
}
