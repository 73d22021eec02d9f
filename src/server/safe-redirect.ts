/**
 * The one way the server answers a redirect (F2): whatever path it echoes, the Location
 * names a path of this site. Browsers drop tabs and newlines from a URL and read "\" as
 * "/", so "//evil.com", "/\evil.com" and "/\t/evil.com" all mean another host; here every
 * run of slashes and backslashes in the path becomes one "/", and the result always
 * starts with exactly one.
 */
import type { Context } from "hono";
import type { RedirectStatusCode } from "hono/utils/http-status";

/** `target` (a path with an optional query) made safe to send as Location. */
export function safeLocalPath(target: string): string {
  const noise = /[\t\n\r]/g;
  const split = target.search(/[?#]/);
  const path = split < 0 ? target : target.slice(0, split);
  const rest = split < 0 ? "" : target.slice(split);
  return `/${path}`.replace(noise, "").replace(/[\\/]+/g, "/") + rest.replace(noise, "");
}

/** True for a path of this site ("/x"), never "//host" or "/\\host": what a ?next= or ?back= may name. */
export const isLocalPath = (target: string) => /^\/(?![/\\])/.test(target);

/** A redirect to `target` on this site. */
export function redirectLocal(c: Context, target: string, status: RedirectStatusCode = 302): Response {
  return c.redirect(safeLocalPath(target), status);
}
