/**
 * Brute-force protection for admin login (security.md): failed attempts are counted per
 * account and per IP in SQLite, so the limit survives a restart. Past the limit the
 * login answers 429 with Retry-After until the oldest counted failure leaves the window.
 */
import type { Db } from "../../../db/client.ts";
import { deleteLoginFailures, deleteLoginFailuresBefore, insertLoginFailures, listRecentLoginFailures } from "../../../db/queries/login-attempts.ts";

export const WINDOW_MS = 15 * 60 * 1000;
export const MAX_PER_ACCOUNT = 5;
export const MAX_PER_IP = 20;

const accountKey = (username: string) => `user:${username.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** Seconds until another attempt is allowed, or 0 when it is allowed now. */
export function loginRetryAfter(db: Db, username: string, ip: string, now = Date.now()): number {
  const since = new Date(now - WINDOW_MS);
  let wait = 0;
  for (const [key, max] of [[accountKey(username), MAX_PER_ACCOUNT], [ipKey(ip), MAX_PER_IP]] as const) {
    const times = listRecentLoginFailures(db, key, since, max);
    if (times.length >= max) {
      const oldestCounted = times[times.length - 1]!.getTime();
      wait = Math.max(wait, Math.ceil((oldestCounted + WINDOW_MS - now) / 1000));
    }
  }
  return Math.max(wait, 0);
}

export function recordLoginFailure(db: Db, username: string, ip: string, now = Date.now()): void {
  const at = new Date(now);
  insertLoginFailures(db, [accountKey(username), ipKey(ip)], at);
  deleteLoginFailuresBefore(db, new Date(now - WINDOW_MS));
}

/** A successful login clears that account's failures (the IP's stay counted). */
export function clearAccountFailures(db: Db, username: string): void {
  deleteLoginFailures(db, accountKey(username));
}
