import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { upsertAdminUser } from "#db/queries/admin-users.ts";
import { hashPassword } from "#server/auth/password.ts";
import { loadConfig } from "#server/config.ts";
import { type Caller, caller } from "#tests/helpers/api.ts";
import { createApp } from "#tests/helpers/app.ts";
import { freshDb } from "#tests/helpers/db.ts";

// Wrong passwords slow the account down and block the address; they never lock the real
// admin out from another address (security.md). Each test speaks from its own addresses.
let env: ReturnType<typeof freshDb>;
let call: Caller;
const login = (username: string, password: string, ip: string) =>
  call("POST", "/api/admin/login", { username, password }, { "X-Real-IP": ip });

beforeAll(async () => {
  env = freshDb();
  call = caller(
    createApp(
      loadConfig({
        DATA_DIR: env.dataDir,
        PUBLIC_ORIGIN: "https://deals.example.ae",
        TRUSTED_PROXY_HEADER: "X-Real-IP",
      }),
    ),
  );
  upsertAdminUser(env.db, "owner", await hashPassword("right-password"));
});
afterAll(() => env.cleanup());

describe("nobody can lock the admin out", () => {
  test("after 5 wrong passwords from one address that address waits, and the admin from another address signs in", async () => {
    for (let i = 0; i < 5; i++) expect((await login("owner", `bad-${i}`, "198.51.100.1")).status).toBe(401);
    const slowed = await login("owner", "right-password", "198.51.100.1");
    expect(slowed.status).toBe(429);
    // 15 s from the last failure, counted when it was reserved (before its hash ran).
    const wait = Number(slowed.res.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15);
    expect(slowed.json.error).toBe(`Too many failed sign-in attempts. Try again in ${wait} seconds.`);
    expect((await login("owner", "right-password", "198.51.100.2")).status).toBe(200);
  });

  test("an unknown account and a known one answer alike, limits and Retry-After included", async () => {
    // The two sequences run interleaved, so a wait may be a second shorter by the time the second one asks.
    const seen = (r: Awaited<ReturnType<typeof login>>) => ({
      status: r.status,
      body: JSON.stringify(r.json).replace(/\d+ seconds/, "N seconds"),
      retryAfter: Number(r.res.headers.get("retry-after") ?? 0),
    });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const known = seen(await login("owner", `nope-${i}`, "198.51.100.3"));
      const unknown = seen(await login("no-such-admin", `nope-${i}`, "198.51.100.4"));
      expect({ ...unknown, retryAfter: 0 }).toEqual({ ...known, retryAfter: 0 });
      expect(Math.abs(unknown.retryAfter - known.retryAfter)).toBeLessThanOrEqual(1);
      statuses.push(known.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  test("an IPv6 address is blocked with its /64: another address in it is refused, the next /64 is not", async () => {
    for (let i = 0; i < 20; i++)
      expect((await login(`sprayed-${i}`, "guess-123", `2001:db8:aa:1::${i + 1}`)).status).toBe(401);
    const sameNetwork = await login("owner", "right-password", "2001:db8:aa:1:ffff::9");
    expect(sameNetwork.status).toBe(429);
    expect(Number(sameNetwork.res.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await login("owner", "right-password", "2001:db8:aa:2::1")).status).toBe(200);
  });
});
