/**
 * Writes to what the public pages show (stores, branches, catalogues, posts, taxonomy)
 * go through this one middleware: an admin is required. Mounted per resource in
 * routes/api/index.ts, so no handler has to remember. What the caches keep follows from the
 * database's own clock (db/content-clock.ts), not from here.
 */
import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "./env.ts";
import { ApiError } from "./errors.ts";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export const adminWrite: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (SAFE.has(c.req.method)) return next();
  // A token's writes reached here only if its scope allows them (token-auth.ts).
  if (!c.get("session") && !c.get("token")) throw new ApiError(401, "Authentication required");
  return next();
};
