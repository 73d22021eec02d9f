/**
 * A trailing slash redirects in place to the address without it (spec section 1): every
 * trailing slash gone in one hop, sent as a path of this site through redirectLocal, so
 * "//evil.com/" lands on "/evil.com" here rather than on another host. Only GET and HEAD:
 * a form post keeps its address.
 */
import type { MiddlewareHandler } from "hono";
import { redirectLocal } from "./safe-redirect.ts";

export function trailingSlashRedirect(): MiddlewareHandler {
  return async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    if ((c.req.method === "GET" || c.req.method === "HEAD") && pathname.length > 1 && pathname.endsWith("/"))
      return redirectLocal(c, pathname.replace(/\/+$/, "") + search, 301);
    await next();
  };
}
