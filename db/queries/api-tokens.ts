/**
 * API tokens (issue 27): made in the admin, shown once, kept as a SHA-256 hash.
 *
 * Why a plain SHA-256 and not a password hash (argon2/bcrypt): a password hash is slow to make
 * guessing a human's low-entropy password expensive. A token here is 256 random bits; nobody can
 * guess it or search for it from its hash, fast hash or not, and a fast hash lets every API call
 * look its token up by an index instead of paying ~100 ms of hashing per call. The database thus
 * never holds a usable token: a leaked copy of it (a backup) opens nothing.
 */
import { createHash, randomBytes } from "node:crypto";
import { desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { apiTokens } from "#db/schema.ts";
import type { TokenScope } from "#lib/token-scopes.ts";

/** Tokens start with this, so a leaked one is recognisable (secret scanners, logs). */
const TOKEN_PREFIX = "ud_";
/** How much of a token lists show: the prefix and 6 characters of its 43, not enough to use it. */
const SHOWN_LENGTH = TOKEN_PREFIX.length + 6;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Makes a token; answers it once (it is not kept) with its row's id. */
export function createApiToken(db: Db, o: { name: string; scopes: TokenScope[]; createdBy: number | null }) {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const row = db
    .insert(apiTokens)
    .values({
      name: o.name,
      scopes: [...new Set(o.scopes)],
      tokenHash: hashToken(token),
      prefix: token.slice(0, SHOWN_LENGTH),
      createdBy: o.createdBy,
      createdAt: new Date(),
    })
    .returning({ id: apiTokens.id })
    .get();
  return { id: row.id, token };
}

const listed = {
  id: apiTokens.id,
  name: apiTokens.name,
  scopes: apiTokens.scopes,
  prefix: apiTokens.prefix,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
};

/** Every token, newest first (revoked ones too, marked), without anything secret. */
export function listApiTokens(db: Db) {
  return db.select(listed).from(apiTokens).orderBy(desc(apiTokens.id)).all();
}

export type ApiTokenRow = ReturnType<typeof listApiTokens>[number];

/** The token whose hash `token` has, revoked or not; undefined for a token never made. */
export function findApiToken(db: Db, token: string): ApiTokenRow | undefined {
  return db
    .select(listed)
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, hashToken(token)))
    .get();
}

/** Revokes token `id` now, answering its name; undefined when there is no such token or it was revoked already. */
export function revokeApiToken(db: Db, id: number): { name: string } | undefined {
  return db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(sql`${apiTokens.id} = ${id} AND ${isNull(apiTokens.revokedAt)}`)
    .returning({ name: apiTokens.name })
    .get();
}

/** Notes a use of token `id` (the list's "last used"). */
export function touchApiToken(db: Db, id: number, at = new Date()): void {
  db.update(apiTokens).set({ lastUsedAt: at }).where(eq(apiTokens.id, id)).run();
}
