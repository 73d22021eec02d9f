/**
 * A trailing slash redirects in place to the address without it (spec section 1), with
 * Hono's trimTrailingSlash. Hono answers an absolute Location built from the request's
 * Host; the site sends the path alone, as it always has: every trailing slash gone in
 * one hop, and through safeLocalPath so "//evil.com/" lands on "/evil.com" here rather
 * than on another host.
 */
import type { MiddlewareHandler } from "hono";
import { trimTrailingSlash } from "hono/trailing-slash";
import { redirectLocal } from "./safe-redirect.ts";

export function trailingSlashRedirect(): MiddlewareHandler {
  const trim = trimTrailingSlash({ alwaysRedirect: true });
  return async (c, next) => {
    const res = await trim(c, next);
    const location = res?.headers.get("Location");
    if (!res || !location) return res;
    const target = new URL(location);
    const path = target.pathname.replace(/\/+$/, "") || "/";
    return redirectLocal(c, path + target.search, res.status as 301);
  };
}
