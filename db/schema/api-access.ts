/**
 * API tokens for retailers' and operators' own tools, and the audit log (issue 27). A token is
 * shown once when made; only its SHA-256 is kept (see db/queries/api-tokens.ts for why a plain
 * hash, not a password hash, is right for 256 random bits), with its first characters so an
 * operator can tell tokens apart. Revoked tokens are kept (revokedAt set) so the audit log still
 * names them.
 */
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { adminUsers } from "./operators.ts";

export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    /** JSON array of scopes: "read", "catalogs:write". */
    scopes: text("scopes", { mode: "json" }).$type<string[]>().notNull(),
    /** Hex SHA-256 of the whole token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    /** The token's first characters ("ud_3fA9c1"), shown in lists; not enough to use it. */
    prefix: text("prefix").notNull(),
    createdBy: integer("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
  },
  (t) => [uniqueIndex("api_tokens_hash_unique").on(t.tokenHash)],
);

/**
 * Who did what, when: every call made with a token, admin sign-ins (and refused ones) and
 * deletions. `adminUserId` or `tokenId` says who (neither: a refused sign-in, named in `detail`).
 * Rows name what was touched as text, so they outlive it.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    adminUserId: integer("admin_user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    tokenId: integer("token_id").references(() => apiTokens.id, { onDelete: "set null" }),
    /** What was done: "sign-in", "sign-in refused", "delete", "token call", "token created", "token revoked". */
    action: text("action").notNull(),
    /** What it was done to: "DELETE /api/stores/3", a token's name. */
    target: text("target").notNull(),
    /** The answer's status for calls; other facts for other actions (the username tried). */
    status: integer("status"),
    detail: text("detail"),
    ip: text("ip"),
  },
  (t) => [index("audit_log_at_idx").on(t.at)],
);
