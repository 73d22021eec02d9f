/**
 * /api/me/...: what one anonymous visitor keeps. Every call reads the visitor cookie; without
 * one, or with one for a session the server no longer has (forgotten, pruned, a restored
 * database), a 401 tells the browser to announce its session again (POST /api/session).
 */
import type { MiddlewareHandler } from "hono";
import { getDb } from "#db/client.ts";
import { touchVisitorSession } from "#db/queries/visitors.ts";
import { visitorCookieId } from "#server/visitor-cookie.ts";
import type { ApiEnv } from "./env.ts";
import { ApiError } from "./errors.ts";

export type MeEnv = ApiEnv & { Variables: ApiEnv["Variables"] & { visitorId: string } };

export const requireVisitor: MiddlewareHandler<MeEnv> = async (c, next) => {
  const id = visitorCookieId(c, c.get("config"));
  // One look-up: touching says whether the session exists, and using what it keeps counts as
  // being seen (it is not pruned while in use).
  if (!id || !touchVisitorSession(getDb(), id))
    throw new ApiError(401, "No visitor session: announce one first (POST /api/session)");
  c.set("visitorId", id);
  await next();
};
