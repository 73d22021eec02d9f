/**
 * The visitor behind an /api/me/... call (src/server/visitor-cookie.ts): `meOrNull` for reads
 * (no cookie: nothing of theirs yet, and no session is made for a read), `me` for writes (a
 * session is made on the first one, counted by the per-address limit on new sessions). Writes are
 * rate limited per session.
 */
import type { Context } from "hono";
import { getDb } from "#db/client.ts";
import { touchVisitorSession } from "#db/queries/visitors.ts";
import { addressBlock } from "#lib/address-block.ts";
import { clientIp } from "#server/client-ip.ts";
import { ensureVisitor, readVisitor } from "#server/visitor-cookie.ts";
import type { ApiEnv } from "./env.ts";

export function meOrNull(c: Context<ApiEnv>): string | null {
  return readVisitor(c, c.get("config"));
}

export function me(c: Context<ApiEnv>): string {
  const config = c.get("config");
  const limits = c.get("limits");
  const id = ensureVisitor(c, config, () =>
    limits.sessionsPerIp.hit(addressBlock(clientIp(c, config.trustedProxyHeader))),
  );
  limits.personalWritesPerSession.hit(id);
  // Used now: kept by the daily prune for another VISITOR_RETENTION_DAYS.
  touchVisitorSession(getDb(), id);
  return id;
}
