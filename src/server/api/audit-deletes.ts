/**
 * Deletions by a signed-in admin go into the audit log (issue 27): who, what (method and path),
 * when, from where. Recorded after the answer, only when something was deleted (2xx). Calls
 * made with a token are written down by token-auth.ts, all of them.
 */
import type { MiddlewareHandler } from "hono";
import { getDb } from "#db/client.ts";
import { recordAudit } from "#db/queries/audit-log.ts";
import { clientIp } from "#server/client-ip.ts";
import type { ApiEnv } from "./env.ts";

export const auditDeletes: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  const session = c.get("session");
  if (c.req.method !== "DELETE" || !session || c.res.status >= 300) return;
  recordAudit(getDb(), {
    action: "delete",
    target: `DELETE ${c.req.path}`,
    adminUserId: session.userId,
    status: c.res.status,
    ip: clientIp(c, c.get("config").trustedProxyHeader),
  });
};
