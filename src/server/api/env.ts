/** What every /api handler can read from the context. */
import type { MiddlewareHandler } from "hono";
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
  };
};

/** Puts the config, the limits and the admin session (if the cookie holds a valid one) on the context. */
export function loadSession(config: Config, limits: Limits = createLimits()): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    c.set("config", config);
    c.set("limits", limits);
    c.set("session", validateSession(getDb(), readSessionCookie(c, config.secureCookies)));
    await next();
  };
}

/** 401 unless an admin is signed in (the server-side gate; the client check is a convenience). */
export const requireAdmin: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!c.get("session")) throw new ApiError(401, "Authentication required");
  await next();
};
