/**
 * Brute-force protection for admin login (security.md): attempts are counted per
 * account and per IP in SQLite, so the limit survives a restart. Past the limit the
 * login answers 429 with Retry-After until the oldest counted failure leaves the window.
 *
 * An attempt is reserved (checked and recorded in one transaction) BEFORE its password
 * is hashed: hashing takes ~100 ms, and counting only afterwards let a burst of parallel
 * guesses all pass the check before any of them was recorded. The verdict then settles
 * the reservation: a failure stays counted, a success clears the account and takes back
 * its own address row, an attempt that was never checked is taken back whole.
 */
import type { Db } from "#db/client.ts";
import {
  deleteLoginAttempts,
  deleteLoginFailures,
  deleteLoginFailuresBefore,
  insertLoginFailures,
  listRecentLoginFailures,
} from "#db/queries/login-attempts.ts";

const WINDOW_MS = 15 * 60 * 1000;
const MAX_PER_ACCOUNT = 5;
const MAX_PER_IP = 20;

const accountKey = (username: string) => `user:${username.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** A counted attempt waiting for its verdict. */
export type LoginReservation = { username: string; accountRow: number; ipRow: number };

/** Seconds until another attempt is allowed, or 0 when it is allowed now. */
function loginRetryAfter(db: Db, username: string, ip: string, now = Date.now()): number {
  const since = new Date(now - WINDOW_MS);
  let wait = 0;
  for (const [key, max] of [
    [accountKey(username), MAX_PER_ACCOUNT],
    [ipKey(ip), MAX_PER_IP],
  ] as const) {
    const times = listRecentLoginFailures(db, key, since, max);
    if (times.length >= max) {
      const oldestCounted = times[times.length - 1]!.getTime();
      wait = Math.max(wait, Math.ceil((oldestCounted + WINDOW_MS - now) / 1000));
    }
  }
  return Math.max(wait, 0);
}

/**
 * Counts an attempt for `username` from `ip` if both are under their limits: the
 * reservation, or the seconds to wait. Check and insert are one immediate transaction,
 * so no other attempt (in this process or another) slips between them.
 */
export function reserveLoginAttempt(
  db: Db,
  username: string,
  ip: string,
  now = Date.now(),
): { reservation: LoginReservation } | { wait: number } {
  const reserve = db.$client.transaction(() => {
    deleteLoginFailuresBefore(db, new Date(now - WINDOW_MS));
    const wait = loginRetryAfter(db, username, ip, now);
    if (wait > 0) return { wait };
    const [accountRow, ipRow] = insertLoginFailures(db, [accountKey(username), ipKey(ip)], new Date(now));
    return { reservation: { username, accountRow: accountRow!, ipRow: ipRow! } };
  });
  return reserve.immediate();
}

/** A successful login clears that account's failures; the address keeps its earlier failures but not this attempt. */
export function settleLoginSuccess(db: Db, reservation: LoginReservation): void {
  db.$client.transaction(() => {
    deleteLoginFailures(db, accountKey(reservation.username));
    deleteLoginAttempts(db, [reservation.ipRow]);
  })();
}

/** The attempt was never checked (the hash queue was full): it counts against nothing. A failure simply stays. */
export function releaseLoginAttempt(db: Db, reservation: LoginReservation): void {
  deleteLoginAttempts(db, [reservation.accountRow, reservation.ipRow]);
}

/**
 * Forgets failures that left the window; returns how many. Every login attempt already does
 * this, so the pruning job only matters when nobody has tried to log in for a while.
 */
export function pruneLoginAttempts(db: Db, now = Date.now()): number {
  return deleteLoginFailuresBefore(db, new Date(now - WINDOW_MS));
}
