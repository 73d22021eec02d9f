/**
 * Writes to what the public pages show (stores, branches, catalogues, posts, taxonomy)
 * go through this one middleware: an admin is required, and after the write succeeds
 * (2xx) the full-page cache is dropped. Mounted per resource in routes/api/index.ts, so
 * no handler has to remember; a refused write (4xx) leaves the cache alone, and so does
 * every visitor request.
 */
import type { MiddlewareHandler } from "hono";
import { invalidatePages } from "../page-cache.ts";
import type { ApiEnv } from "./env.ts";
import { ApiError } from "./errors.ts";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export const adminWrite: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (SAFE.has(c.req.method)) return next();
  if (!c.get("session")) throw new ApiError(401, "Authentication required");
  await next();
  if (c.res.ok) invalidatePages();
};
