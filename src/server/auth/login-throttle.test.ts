import { afterAll, describe, expect, test } from "bun:test";
import { addressBlock } from "#lib/address-block.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { reserveLoginAttempt, settleLoginSuccess } from "./login-throttle.ts";

const env = freshDb();
afterAll(() => env.cleanup());
const SECOND = 1000;

/** One failed attempt (reserved and left counted); the seconds to wait when it was refused. */
const fail = (username: string, ip: string, now: number) => {
  const r = reserveLoginAttempt(env.db, username, ip, now);
  return "wait" in r ? r.wait : 0;
};

describe("the login throttle: slow per account, block per address", () => {
  test("after 5 failures an address waits 15 s before its next guess at that account, doubling each failure up to 5 minutes", () => {
    const t0 = Date.now();
    for (let i = 0; i < 5; i++) expect(fail("slow", "10.9.0.1", t0)).toBe(0);
    expect(fail("slow", "10.9.0.1", t0)).toBe(15);
    expect(fail("slow", "10.9.0.1", t0 + 15 * SECOND)).toBe(0);
    expect(fail("slow", "10.9.0.1", t0 + 16 * SECOND)).toBe(29);
    expect(fail("slow", "10.9.0.1", t0 + 45 * SECOND)).toBe(0);
    expect(fail("slow", "10.9.0.1", t0 + 46 * SECOND)).toBe(59);
    // The wait never grows past 5 minutes, however many failures the account has.
    for (let i = 0; i < 6; i++) fail("slow", `10.9.1.${i}`, t0 + 46 * SECOND);
    expect(fail("slow", "10.9.0.1", t0 + 106 * SECOND)).toBe(239);
    expect(fail("slow", "10.9.0.1", t0 + 345 * SECOND)).toBe(0);
    expect(fail("slow", "10.9.0.1", t0 + 346 * SECOND)).toBe(299);
  });

  test("an address that has not failed at an account is not slowed by the account's failures", () => {
    const t0 = Date.now();
    for (let i = 0; i < 12; i++) expect(fail("besieged", `10.9.2.${i}`, t0)).toBe(0);
    const admin = reserveLoginAttempt(env.db, "besieged", "10.9.2.100", t0);
    expect("reservation" in admin).toBe(true);
  });

  test("an address is blocked for every account after 20 failures in 15 minutes", () => {
    const t0 = Date.now();
    for (let i = 0; i < 20; i++) expect(fail(`spray-${i}`, "10.9.3.1", t0)).toBe(0);
    expect(fail("spray-new", "10.9.3.1", t0)).toBe(900);
    expect(fail("spray-new", "10.9.3.2", t0)).toBe(0);
  });

  test("IPv6 addresses count per /64: a block takes the whole /64 and no more", () => {
    const t0 = Date.now();
    for (let i = 0; i < 20; i++) expect(fail(`v6-${i}`, `2001:db8:5:6::${i.toString(16)}`, t0)).toBe(0);
    expect(fail("v6-new", "2001:db8:5:6:ffff:1:2:3", t0)).toBe(900);
    expect(fail("v6-new", "2001:db8:5:7::1", t0)).toBe(0);
  });

  test("a success clears the account's failures and this address's failures at it", () => {
    const t0 = Date.now();
    for (let i = 0; i < 5; i++) fail("typo", "10.9.4.1", t0);
    const ok = reserveLoginAttempt(env.db, "typo", "10.9.4.2", t0);
    if (!("reservation" in ok)) throw new Error("expected a reservation");
    settleLoginSuccess(env.db, ok.reservation);
    const rows = (key: string) =>
      (env.db.$client.query("SELECT count(*) AS n FROM login_attempts WHERE key = ?").get(key) as { n: number }).n;
    expect(rows("user:typo")).toBe(0);
    expect(rows("ip:10.9.4.2")).toBe(0);
    expect(rows(`pair:10.9.4.2 typo`)).toBe(0);
  });
});

describe("address blocks", () => {
  test.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:DB8:0:0:1::1", "2001:db8:0:0::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["unknown", "unknown"],
  ])("%s counts as %s", (ip, block) => expect(addressBlock(ip)).toBe(block));
});
