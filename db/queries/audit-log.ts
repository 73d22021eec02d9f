/**
 * The audit log (issue 27): every API-token call, admin sign-ins (refused ones too) and
 * deletions, newest first for the admin's page. Kept AUDIT_RETENTION_DAYS: the daily pruning
 * (src/jobs/prune.ts) deletes older entries, so the log cannot grow without bound.
 */
import { desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { adminUsers, apiTokens, auditLog } from "#db/schema.ts";

export type AuditEntry = {
  action: string;
  target: string;
  adminUserId?: number | null;
  tokenId?: number | null;
  status?: number | null;
  detail?: string | null;
  ip?: string | null;
};

/** How long an entry is kept: a year covers any yearly review of who did what (shown on /admin/audit). */
export const AUDIT_RETENTION_DAYS = 365;

/** Longest text kept per field: a path or a username tried, never a body. */
const MAX_TEXT = 300;
const cut = (v: string | null | undefined) => (v == null ? null : v.slice(0, MAX_TEXT));

export function recordAudit(db: Db, e: AuditEntry, at = new Date()): void {
  db.insert(auditLog)
    .values({
      at,
      action: e.action,
      target: cut(e.target)!,
      adminUserId: e.adminUserId ?? null,
      tokenId: e.tokenId ?? null,
      status: e.status ?? null,
      detail: cut(e.detail),
      ip: cut(e.ip),
    })
    .run();
}

/** One page of the log, newest first, each entry with who it was (the admin's name or the token's). */
export function pageAuditLog(db: Db, page: number, pageSize: number) {
  const total = db.select({ n: sql<number>`count(*)` }).from(auditLog).get()?.n ?? 0;
  const data = db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      target: auditLog.target,
      status: auditLog.status,
      detail: auditLog.detail,
      ip: auditLog.ip,
      admin: adminUsers.username,
      token: apiTokens.name,
      tokenPrefix: apiTokens.prefix,
    })
    .from(auditLog)
    .leftJoin(adminUsers, eq(adminUsers.id, auditLog.adminUserId))
    .leftJoin(apiTokens, eq(apiTokens.id, auditLog.tokenId))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  return { data, total, page, pages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** Deletes at most `limit` entries recorded before `before` (oldest first); how many went. */
export function deleteAuditEntriesBefore(db: Db, before: Date, limit: number): number {
  const old = db.select({ id: auditLog.id }).from(auditLog).where(lt(auditLog.at, before)).limit(limit);
  return db.delete(auditLog).where(inArray(auditLog.id, old)).returning({ id: auditLog.id }).all().length;
}
