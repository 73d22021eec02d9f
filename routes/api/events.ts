/**
 * POST /api/events — what the browser counts (issue 27): a small batch of known events
 * (src/schemas/analytics.ts; 400 otherwise), same-origin like every write (request-guard.ts),
 * rate-limited per address and for the whole site. Answered 202 at once: the events wait in
 * memory and are written a second later in one transaction (src/server/analytics/event-buffer.ts).
 * Bots are answered the same 202 and not counted (nothing tells a crawler what happened).
 */
import { Hono } from "hono";
import { addressBlock } from "#lib/address-block.ts";
import { eventBatchSchema } from "#schemas/analytics.ts";
import { countable, newBatch, searchEvent } from "#server/analytics/count.ts";
import { analyticsBuffer, type PendingEvent } from "#server/analytics/event-buffer.ts";
import type { ApiEnv } from "#server/api/env.ts";
import { validate } from "#server/api/validate.ts";
import { clientIp } from "#server/client-ip.ts";

export const eventRoutes = new Hono<ApiEnv>().post("/", validate("json", eventBatchSchema), (c) => {
  const limits = c.get("limits");
  limits.eventsPerIp.hit(addressBlock(clientIp(c, c.get("config").trustedProxyHeader)));
  if (!countable(c.req.header("User-Agent"))) return c.json({ accepted: 0 }, 202);
  const { sessionId, lang, events } = c.req.valid("json");
  limits.eventsSiteWide.hit("site");
  const rows: PendingEvent[] = [];
  // The session's id when the browser has one (and the server knows it); else this call's events count as one visitor.
  const visitor = sessionId ?? null;
  const batch = newBatch();
  for (const e of events) {
    if (e.type === "search") {
      const search = searchEvent(visitor, e.query, e);
      if (search) rows.push({ ...search, batch });
    } else rows.push({ ...e, visitor, batch, lang });
  }
  return c.json({ accepted: analyticsBuffer().add(rows) }, 202);
});
