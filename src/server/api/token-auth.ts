/**
 * API tokens on /api (issue 27, security.md "API tokens"). A request with
 * `Authorization: Bearer <token>` is the token's, never a cookie's: the admin session is not
 * read for it, so a token can never borrow an operator's cookie, and a cookie never passes for
 * a token. Such a request needs no Origin (a browser cannot send this header cross-site without a
 * CORS preflight, which /api never grants, so there is no request forgery to stop) but it may
 * reach only the calls of TOKEN_CALLS, each needing one scope:
 *  - unknown or revoked token: 401; a known call without the scope, or any other call: 403;
 *  - past the per-token rate limit: 429.
 * Every call made with a known token is audited (allowed or refused, except past the rate limit),
 * and its last use noted.
 */
import type { Context, MiddlewareHandler } from "hono";
import { getDb } from "#db/client.ts";
import { type ApiTokenRow, findApiToken, touchApiToken } from "#db/queries/api-tokens.ts";
import { recordAudit } from "#db/queries/audit-log.ts";
import type { TokenScope } from "#lib/token-scopes.ts";
import { clientIp } from "#server/client-ip.ts";
import type { Config } from "#server/config.ts";
import type { RateLimiter } from "#server/rate-limit.ts";
import type { ApiEnv } from "./env.ts";
import { ApiError } from "./errors.ts";

const ID = "[1-9][0-9]{0,9}";

/** Every call a token may make (method, path under /api) and the scope it needs. */
const TOKEN_CALLS: { method: string; path: RegExp; scope: TokenScope }[] = [
  { method: "POST", path: /^\/api\/catalogs$/, scope: "catalogs:write" },
  { method: "POST", path: /^\/api\/admin\/uploads\/catalog$/, scope: "catalogs:write" },
  { method: "GET", path: /^\/api\/catalogs$/, scope: "read" },
  { method: "GET", path: new RegExp(`^/api/catalogs/${ID}(/offers|/pages/${ID}/offers)?$`), scope: "read" },
  { method: "GET", path: /^\/api\/admin\/catalog-processing$/, scope: "read" },
  { method: "GET", path: new RegExp(`^/api/(stores|branches)(/${ID}|/by-slug/[^/]+)?$`), scope: "read" },
];

/** The scope a token needs for this call; undefined when tokens may not make it. */
function scopeFor(method: string, path: string): TokenScope | undefined {
  const m = method === "HEAD" ? "GET" : method;
  return TOKEN_CALLS.find((call) => call.method === m && call.path.test(path))?.scope;
}

/** The token of `Authorization: Bearer <token>`, "" for a Bearer header without one, null without one. */
function bearerOf(c: Context): string | null {
  const header = c.req.header("Authorization");
  if (!header) return null;
  const match = /^Bearer[ \t]+(\S*)[ \t]*$/i.exec(header);
  return match ? match[1]! : header.toLowerCase().startsWith("bearer") ? "" : null;
}

/** Whether this request is made with a token (the same-origin rule does not apply to it). */
export const carriesToken = (c: Context) => bearerOf(c) !== null;

function check(token: ApiTokenRow | undefined, scope: TokenScope | undefined): ApiTokenRow {
  if (!token || token.revokedAt) throw new ApiError(401, "The API token is not valid (unknown or revoked)");
  if (!scope)
    throw new ApiError(
      403,
      "API tokens cannot make this call: it is for the admin screens only (sign in), or not part of the API",
    );
  if (!token.scopes.includes(scope))
    throw new ApiError(403, `This API token lacks the "${scope}" scope this call needs; make a token with it`);
  return token;
}

export function tokenAuth(config: Config, perToken: RateLimiter): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const bearer = bearerOf(c);
    if (bearer === null) return next();
    const db = getDb();
    const token = bearer ? findApiToken(db, bearer) : undefined;
    const audit = (status: number) =>
      token &&
      recordAudit(db, {
        action: "token call",
        target: `${c.req.method} ${c.req.path}`,
        tokenId: token.id,
        status,
        ip: clientIp(c, config.trustedProxyHeader),
      });
    try {
      const allowed = check(token, scopeFor(c.req.method, c.req.path));
      perToken.hit(String(allowed.id));
      touchApiToken(db, allowed.id);
      c.set("token", { id: allowed.id, name: allowed.name, scopes: allowed.scopes });
    } catch (error) {
      // Calls past the rate limit are not written down one by one: a runaway script would
      // otherwise fill the log as fast as it is refused.
      const status = error instanceof ApiError ? error.status : 500;
      if (status !== 429) audit(status);
      throw error;
    }
    await next();
    audit(c.res.status);
  };
}
