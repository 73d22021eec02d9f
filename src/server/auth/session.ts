/**
 * Admin sessions as the Lucia guide describes, without the deprecated package.
 * The token is "<id>.<secret>"; the database keeps only SHA-256(secret), compared in
 * constant time, so a leaked database holds no usable session. Sessions end after
 * 10 days without use (activity refreshes at most hourly) and 30 days after login.
 */
import { timingSafeEqual } from "node:crypto";
import type { Db } from "#db/client.ts";
import {
  deleteAdminSession,
  deleteStaleAdminSessions,
  findAdminSession,
  insertAdminSession,
  listAdminSessionIds,
  touchAdminSession,
} from "#db/queries/admin-sessions.ts";

export const INACTIVITY_MS = 10 * 24 * 60 * 60 * 1000;
export const MAX_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const REFRESH_MS = 60 * 60 * 1000;

/** 24 characters of base32 from 15 random bytes (120 bits); the secret uses two (240 bits). */
function randomToken(bytes: number): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  let out = "";
  for (const b of data) out += alphabet[b & 31];
  return out;
}

function hashSecret(secret: string): string {
  return new Bun.CryptoHasher("sha256").update(secret).digest("hex");
}

export type AdminSession = { id: string; userId: number; username: string };

/** Starts a session for `userId`; returns the token for the cookie. */
export function createSession(db: Db, userId: number, now = Date.now()): { token: string; id: string } {
  const id = randomToken(24);
  const secret = randomToken(48);
  insertAdminSession(db, { id, userId, secretHash: hashSecret(secret), at: new Date(now) });
  return { token: `${id}.${secret}`, id };
}

/** The session a token belongs to, or null; expired sessions are deleted on sight. */
export function validateSession(db: Db, token: string | undefined, now = Date.now()): AdminSession | null {
  if (!token) return null;
  const [id, secret, extra] = token.split(".");
  if (!id || !secret || extra !== undefined || id.length > 64 || secret.length > 128) return null;
  const row = findAdminSession(db, id);
  if (!row) return null;
  const given = Buffer.from(hashSecret(secret), "hex");
  const stored = Buffer.from(row.secretHash, "hex");
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
  if (now - row.lastVerifiedAt.getTime() >= INACTIVITY_MS || now - row.createdAt.getTime() >= MAX_LIFETIME_MS) {
    deleteAdminSession(db, id);
    return null;
  }
  if (now - row.lastVerifiedAt.getTime() >= REFRESH_MS) {
    touchAdminSession(db, id, new Date(now));
  }
  return { id: row.id, userId: row.userId, username: row.username };
}

export function deleteSession(db: Db, id: string): void {
  deleteAdminSession(db, id);
}

/** Ends every session of a user except `keepId` (password change). */
export function deleteOtherSessions(db: Db, userId: number, keepId: string | null): void {
  for (const id of listAdminSessionIds(db, userId)) if (id !== keepId) deleteSession(db, id);
}

/** Removes sessions past either limit (the pruning job, src/jobs/prune.ts); returns how many. */
export function pruneSessions(db: Db, now = Date.now()): number {
  return deleteStaleAdminSessions(db, new Date(now - INACTIVITY_MS), new Date(now - MAX_LIFETIME_MS));
}
