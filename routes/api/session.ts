/**
 * Anonymous visitor sessions (spec section 4): create, post activity, check for new
 * achievements, read progress. Bounded (security.md): ids are >= 128-bit random,
 * payloads small, per-address (IPv6 per /64) and per-session rate limits, at most 500
 * events per session a day and 600 for the whole site a minute, and unknown ids answer 404.
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { getDb } from "#db/client.ts";
import { branchEmirateSlug } from "#db/queries/branches.ts";
import {
  awardAchievements,
  ensureVisitorSession,
  listAchievements,
  recordActivity,
  sessionEventsSince,
  sessionProgress,
  visitorSessionExists,
} from "#db/queries/visitors.ts";
import { addressBlock } from "#lib/address-block.ts";
import { ID_PATTERN } from "#schemas/common.ts";
import { type Activity, activitySchema, createSessionSchema, visitorSessionId } from "#schemas/tracking.ts";
import type { ApiEnv } from "#server/api/env.ts";
import { ApiError } from "#server/api/errors.ts";
import { validate } from "#server/api/validate.ts";
import { clientIp } from "#server/client-ip.ts";
import { readVisitor, writeVisitorCookie } from "#server/visitor-cookie.ts";

const MAX_EVENTS_PER_SESSION_PER_DAY = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
const idParam = z.strictObject({ id: visitorSessionId });

function knownSession(c: Context<ApiEnv>, id: string): string {
  c.get("limits").trackingPerIp.hit(addressBlock(clientIp(c, c.get("config").trustedProxyHeader)));
  if (!visitorSessionExists(getDb(), id)) throw new ApiError(404, "Session not found");
  return id;
}

/** A session records at most MAX_EVENTS_PER_SESSION_PER_DAY events in any 24 hours. */
function dailyCap(id: string, now = Date.now()): void {
  const { count, oldest } = sessionEventsSince(getDb(), id, new Date(now - DAY_MS));
  if (count < MAX_EVENTS_PER_SESSION_PER_DAY) return;
  const retry = Math.max(Math.ceil(((oldest?.getTime() ?? now) + DAY_MS - now) / 1000), 1);
  throw new ApiError(429, "This session has recorded as much activity as it can today.", [], {
    "Retry-After": String(retry),
  });
}

/** What an event is about, for distinct counts; branch views also record the emirate. */
function subjectOf(a: Activity): { subject: string | null; detail: Record<string, string> | null } {
  const subject = a.type === "search" ? (a.query?.toLowerCase() ?? null) : String(a.slug ?? a.id ?? "") || null;
  if (a.type === "search" && !subject)
    throw new ApiError(400, "A search activity needs its query", [
      { path: "activity.query", message: "Required for search" },
    ]);
  if (a.type !== "branch_view") return { subject, detail: null };
  const branchId = typeof a.id === "number" ? a.id : ID_PATTERN.test(a.id ?? "") ? Number(a.id) : NaN;
  const emirate = Number.isInteger(branchId) ? branchEmirateSlug(getDb(), branchId) : undefined;
  if (!emirate)
    throw new ApiError(400, "A branch view needs the id of an existing branch", [
      { path: "activity.id", message: "Unknown branch" },
    ]);
  return { subject, detail: { emirate } };
}

export const sessionRoutes = new Hono<ApiEnv>()
  .post("/", validate("json", createSessionSchema), (c) => {
    const { sessionId } = c.req.valid("json");
    const config = c.get("config");
    // One session per browser: a visitor who started one without JavaScript (a list made on
    // /lists) is told to use it, so activity and lists stay together (src/server/visitor-cookie.ts).
    const inCookie = readVisitor(c, config);
    const known = visitorSessionExists(getDb(), sessionId);
    if (inCookie && inCookie !== sessionId && !known) return c.json({ sessionId: inCookie, created: false }, 200);
    // The cookie carries the id to /api/me/... and the personal pages: set when the browser has
    // none for a live session (its cookie expired or was cleared, or the session was forgotten).
    if (!inCookie) writeVisitorCookie(c, config, sessionId);
    // Re-announcing a known session writes nothing; only new sessions count against the limit.
    if (known) return c.json({ sessionId, created: false }, 200);
    c.get("limits").sessionsPerIp.hit(addressBlock(clientIp(c, config.trustedProxyHeader)));
    const created = ensureVisitorSession(getDb(), sessionId);
    return c.json({ sessionId, created }, created ? 201 : 200);
  })
  .post("/:id/activity", validate("param", idParam), validate("json", activitySchema), (c) => {
    const id = knownSession(c, c.req.valid("param").id);
    c.get("limits").trackingPerSession.hit(id);
    dailyCap(id);
    const activity = c.req.valid("json").activity;
    const recorded = { sessionId: id, type: activity.type, ...subjectOf(activity) };
    // Counted last, so only events that are about to be stored use the site's budget.
    c.get("limits").trackingSiteWide.hit("site");
    recordActivity(getDb(), recorded);
    return c.json({ success: true }, 201);
  })
  .post("/:id/check-achievements", validate("param", idParam), (c) => {
    const id = knownSession(c, c.req.valid("param").id);
    c.get("limits").trackingPerSession.hit(id);
    return c.json(awardAchievements(getDb(), id));
  })
  .get("/:id/progress", validate("param", idParam), (c) =>
    c.json(sessionProgress(getDb(), knownSession(c, c.req.valid("param").id))),
  );

export const achievementRoutes = new Hono<ApiEnv>().get("/", (c) =>
  c.json(
    listAchievements(getDb()).map(({ id, title, description, icon, rule }) => ({ id, title, description, icon, rule })),
  ),
);
