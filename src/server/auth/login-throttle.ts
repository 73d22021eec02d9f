/**
 * Brute-force protection for admin login (security.md): failures are counted in SQLite, so
 * the limits survive a restart, under three keys:
 *   - per address (IPv6 per /64): 20 failures in 15 minutes block that address, for every
 *     account, until the oldest counted failure leaves the window;
 *   - per account, from everywhere: past 5 failures in 15 minutes the account is slowed down;
 *   - per account and address: while an account is slowed, an address that has failed at it
 *     waits 15 s after its last failure there before its next try, doubling with each further
 *     failure at the account, up to 5 minutes.
 * An address that has not failed at an account is never slowed by that account's failures,
 * so guesses from elsewhere can slow an account down but never lock its real admin out.
 * Past a limit the login answers 429 with Retry-After; unknown accounts are counted exactly
 * like known ones, so the answers never tell them apart.
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
import { addressBlock } from "#lib/address-block.ts";

const WINDOW_MS = 15 * 60 * 1000;
const MAX_PER_IP = 20;
/** Failures an account takes from anywhere before addresses that failed at it are slowed. */
const FREE_PER_ACCOUNT = 5;
const FIRST_DELAY_MS = 15_000;
const MAX_DELAY_MS = 5 * 60 * 1000;

const account = (username: string) => username.trim().toLowerCase();
const accountKey = (username: string) => `user:${account(username)}`;
const ipKey = (ip: string) => `ip:${addressBlock(ip)}`;
// An address block never holds a space, so the pair key is unambiguous.
const pairKey = (username: string, ip: string) => `pair:${addressBlock(ip)} ${account(username)}`;

/** A counted attempt waiting for its verdict. */
export type LoginReservation = { username: string; ip: string; rows: number[]; ipRow: number };

const secondsUntil = (at: number, now: number) => Math.max(Math.ceil((at - now) / 1000), 0);

/** How long an address that failed at an account with `failures` recent failures waits after its last one. */
function slowdownMs(failures: number): number {
  if (failures < FREE_PER_ACCOUNT) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_PER_ACCOUNT), MAX_DELAY_MS);
}

/** Seconds until another attempt is allowed, or 0 when it is allowed now. */
function loginRetryAfter(db: Db, username: string, ip: string, now: number): number {
  const since = new Date(now - WINDOW_MS);
  let wait = 0;
  const fromIp = listRecentLoginFailures(db, ipKey(ip), since, MAX_PER_IP);
  if (fromIp.length >= MAX_PER_IP) wait = secondsUntil(fromIp[MAX_PER_IP - 1]!.getTime() + WINDOW_MS, now);
  const lastHere = listRecentLoginFailures(db, pairKey(username, ip), since, 1)[0];
  if (lastHere) {
    // Counted only as far as the longest slowdown needs.
    const failures = listRecentLoginFailures(db, accountKey(username), since, FREE_PER_ACCOUNT + 5).length;
    wait = Math.max(wait, secondsUntil(lastHere.getTime() + slowdownMs(failures), now));
  }
  return wait;
}

/**
 * Counts an attempt for `username` from `ip` if it is under the limits: the reservation, or
 * the seconds to wait. Check and insert are one immediate transaction, so no other attempt
 * (in this process or another) slips between them.
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
    const rows = insertLoginFailures(db, [accountKey(username), ipKey(ip), pairKey(username, ip)], new Date(now));
    return { reservation: { username, ip, rows, ipRow: rows[1]! } };
  });
  return reserve.immediate();
}

/** A success clears the account's failures and this address's at it; the address keeps its other failures. */
export function settleLoginSuccess(db: Db, reservation: LoginReservation): void {
  db.$client.transaction(() => {
    deleteLoginFailures(db, accountKey(reservation.username));
    deleteLoginFailures(db, pairKey(reservation.username, reservation.ip));
    deleteLoginAttempts(db, [reservation.ipRow]);
  })();
}

/** The attempt was never checked (the hash queue was full): it counts against nothing. A failure simply stays. */
export function releaseLoginAttempt(db: Db, reservation: LoginReservation): void {
  deleteLoginAttempts(db, reservation.rows);
}

/**
 * Forgets failures that left the window; returns how many. Every login attempt already does
 * this, so the pruning job only matters when nobody has tried to log in for a while.
 */
export function pruneLoginAttempts(db: Db, now = Date.now()): number {
  return deleteLoginFailuresBefore(db, new Date(now - WINDOW_MS));
}
