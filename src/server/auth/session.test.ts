import { afterAll, describe, expect, test } from "bun:test";
import { upsertAdminUser } from "#db/queries/admin-users.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { createSession, INACTIVITY_MS, MAX_LIFETIME_MS, pruneSessions, validateSession } from "./session.ts";

const env = freshDb();
afterAll(() => env.cleanup());
const HOUR = 60 * 60 * 1000;

describe("admin sessions", () => {
  const userId = upsertAdminUser(env.db, "sessions", "not-a-real-hash").id;

  test("a fresh token validates; a tampered secret does not", () => {
    const { token } = createSession(env.db, userId);
    expect(validateSession(env.db, token)?.username).toBe("sessions");
    const [id, secret] = token.split(".");
    const flipped = secret!.slice(0, -1) + (secret!.endsWith("a") ? "b" : "a");
    expect(validateSession(env.db, `${id}.${flipped}`)).toBeNull();
    for (const junk of ["", "nodot", "a.b.c", `${id}.`, `.${secret}`]) expect(validateSession(env.db, junk)).toBeNull();
  });

  test("expires after 10 days without use, and use within that window keeps it alive", () => {
    const t0 = Date.now();
    const { token } = createSession(env.db, userId, t0);
    expect(validateSession(env.db, token, t0 + INACTIVITY_MS - HOUR)).not.toBeNull(); // refreshes lastVerifiedAt
    expect(validateSession(env.db, token, t0 + INACTIVITY_MS + HOUR)).not.toBeNull();
    const idle = createSession(env.db, userId, t0);
    expect(validateSession(env.db, idle.token, t0 + INACTIVITY_MS + 1)).toBeNull();
    expect(env.db.$client.query("SELECT count(*) AS n FROM admin_sessions WHERE id = ?").get(idle.id)).toEqual({
      n: 0,
    });
  });

  test("ends 30 days after sign-in however often it is used", () => {
    const t0 = Date.now();
    const { token } = createSession(env.db, userId, t0);
    for (let day = 5; day < 30; day += 5) expect(validateSession(env.db, token, t0 + day * 24 * HOUR)).not.toBeNull();
    expect(validateSession(env.db, token, t0 + MAX_LIFETIME_MS)).toBeNull();
  });

  test("pruneSessions removes sessions past either limit", () => {
    const t0 = Date.now() - MAX_LIFETIME_MS - HOUR;
    createSession(env.db, userId, t0);
    pruneSessions(env.db);
    const oldest = env.db.$client.query("SELECT min(created_at) AS at FROM admin_sessions").get() as { at: number };
    expect(oldest.at).toBeGreaterThan(t0);
  });
});

describe("password hashing", () => {
  test("uses argon2id and verifies", async () => {
    const hash = await hashPassword("s3cret-pass");
    expect(hash).toStartWith("$argon2id$v=19$m=65536,t=2,p=1$");
    expect(await verifyPassword("s3cret-pass", hash)).toBe(true);
    expect(await verifyPassword("wrong", hash)).toBe(false);
  });

  test("runs at most two hashes at once, so a burst of logins cannot exhaust memory", async () => {
    const original = Bun.password.hash;
    let running = 0;
    let peak = 0;
    (Bun.password as { hash: unknown }).hash = async () => {
      running++;
      peak = Math.max(peak, running);
      await Bun.sleep(20);
      running--;
      return "x";
    };
    try {
      await Promise.all(Array.from({ length: 8 }, () => hashPassword("p")));
    } finally {
      (Bun.password as { hash: unknown }).hash = original;
    }
    expect(peak).toBe(2);
  });
});
