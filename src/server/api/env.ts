/** What every /api handler can read from the context. */
import type { Context, MiddlewareHandler } from "hono";
import { getDb } from "#db/client.ts";
import { readSessionCookie } from "#server/auth/cookie.ts";
import type { AdminSession } from "#server/auth/session.ts";
import { validateSession } from "#server/auth/session.ts";
import type { Config } from "#server/config.ts";
import { ApiError } from "./errors.ts";
import { createLimits, type Limits } from "./limits.ts";

export type ApiEnv = {
  Variables: {
    config: Config;
    /** The signed-in admin, or null for the public. */
    session: AdminSession | null;
    /** Rate limits of this app instance. */
    limits: Limits;
    /** The API token the request was made with (src/server/api/token-auth.ts), if any. */
    token?: { id: number; name: string; scopes: string[] };
  };
};

/** Puts the config, the limits and the admin session (if the cookie holds a valid one) on the context. */
export function loadSession(config: Config, limits: Limits = createLimits()): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    c.set("config", config);
    c.set("limits", limits);
    // A request made with a token is the token's alone: the cookie is not read.
    c.set("session", c.get("token") ? null : validateSession(getDb(), readSessionCookie(c, config.secureCookies)));
    await next();
  };
}

/**
 * 401 unless an admin is signed in (the server-side gate; the client check is a convenience) or
 * the request carries an API token: a token reaches only the calls its scopes allow (token-auth.ts
 * refuses every other before any handler runs).
 */
export const requireAdmin: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!c.get("session") && !c.get("token")) throw new ApiError(401, "Authentication required");
  await next();
};

/** 401 unless an admin is signed in with the cookie: the calls no API token may ever make. */
export const requireAdminCookie: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!c.get("session")) throw new ApiError(c.get("token") ? 403 : 401, "Authentication required");
  await next();
};

/** Whether the caller sees every catalogue (scheduled and expired too): an admin, or a token's reads. */
export const seesEverything = (c: Context<ApiEnv>) => !!c.get("session") || !!c.get("token");
