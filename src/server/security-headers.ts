import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/** Map embeds allowed in frames (branch pages); everything else is same-origin only. */
const MAP_FRAME_ORIGINS = ["https://www.openstreetmap.org", "https://www.google.com"];
/** Videos embedded in articles (the editor's video button): YouTube's privacy-enhanced host only. */
const VIDEO_FRAME_ORIGINS = ["https://www.youtube-nocookie.com"];

/** The Content-Security-Policy of every response (security.md, "Requests"). */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "https:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", ...MAP_FRAME_ORIGINS, ...VIDEO_FRAME_ORIGINS],
  workerSrc: ["'self'", "blob:"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
};

/**
 * Sets the headers security.md promises on every response, with Hono's secureHeaders.
 * Only those: the extra headers Hono sends by default are switched off, so responses
 * stay as they were (Cross-Origin-Resource-Policy, for one, would change who may embed
 * the site's images).
 */
export function securityHeaders(opts: { https: boolean }): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "SAMEORIGIN",
    crossOriginOpenerPolicy: "same-origin",
    strictTransportSecurity: opts.https ? "max-age=63072000; includeSubDomains" : false,
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    removePoweredBy: false,
  });
}
