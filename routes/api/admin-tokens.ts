/**
 * /api/admin/tokens and /api/admin/audit (issue 27): API tokens made, listed and revoked by a
 * signed-in admin, and the audit log read. Cookie only: an API token can never make, see or
 * revoke tokens, nor read the log (requireAdminCookie, and token-auth.ts allows none of these).
 */
import { Hono } from "hono";
import { getDb } from "#db/client.ts";
import { createApiToken, listApiTokens, revokeApiToken } from "#db/queries/api-tokens.ts";
import { pageAuditLog, recordAudit } from "#db/queries/audit-log.ts";
import { apiTokenInputSchema } from "#schemas/api-token.ts";
import { idParam } from "#schemas/common.ts";
import { pageQuery } from "#schemas/paging.ts";
import { type ApiEnv, requireAdminCookie } from "#server/api/env.ts";
import { ApiError } from "#server/api/errors.ts";
import { validate } from "#server/api/validate.ts";
import { clientIp } from "#server/client-ip.ts";

/** Audit entries a page of the admin's log. */
const AUDIT_PAGE_SIZE = 50;

export const adminTokenRoutes = new Hono<ApiEnv>()
  .use("/tokens", requireAdminCookie)
  .use("/tokens/*", requireAdminCookie)
  .use("/audit", requireAdminCookie)
  .get("/tokens", (c) => c.json({ data: listApiTokens(getDb()) }))
  .post("/tokens", validate("json", apiTokenInputSchema), (c) => {
    const { name, scopes } = c.req.valid("json");
    const session = c.get("session")!;
    const db = getDb();
    const made = createApiToken(db, { name, scopes, createdBy: session.userId });
    recordAudit(db, {
      action: "token created",
      target: name,
      adminUserId: session.userId,
      tokenId: made.id,
      detail: scopes.join(" "),
      ip: clientIp(c, c.get("config").trustedProxyHeader),
    });
    // The only time the token is ever answered: it is not kept.
    return c.json({ id: made.id, name, scopes, token: made.token }, 201);
  })
  .delete("/tokens/:id", validate("param", idParam), (c) => {
    const { id } = c.req.valid("param");
    const revoked = revokeApiToken(getDb(), id);
    if (!revoked) throw new ApiError(404, "No such token, or it was revoked already");
    return c.json({ success: true, message: `Token "${revoked.name}" revoked` });
  })
  .get("/audit", validate("query", pageQuery), (c) => {
    const q = c.req.valid("query");
    return c.json(pageAuditLog(getDb(), q.page ?? 1, q.limit ?? AUDIT_PAGE_SIZE));
  });
