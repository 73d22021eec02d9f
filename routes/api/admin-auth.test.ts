import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { openDatabase, useDatabase } from "#db/client.ts";
import { upsertAdminUser } from "#db/queries/admin-users.ts";
import { hashPassword } from "#server/auth/password.ts";
import { loadConfig } from "#server/config.ts";
import { type Caller, caller, signedInCaller } from "#tests/helpers/api.ts";
import { createApp } from "#tests/helpers/app.ts";
import { freshDb } from "#tests/helpers/db.ts";

let env: ReturnType<typeof freshDb>;
let app: ReturnType<typeof createApp>;
let anon: Caller;

beforeAll(async () => {
  env = freshDb();
  app = createApp(loadConfig({ DATA_DIR: env.dataDir, PUBLIC_ORIGIN: "https://deals.example.ae" }));
  anon = caller(app);
  upsertAdminUser(env.db, "owner", await hashPassword("right-password"));
});
afterAll(() => env.cleanup());

describe("admin sign-in", () => {
  test("a correct login answers success and sets a __Host- cookie that is HttpOnly, Secure, Lax, Path=/ with a Max-Age", async () => {
    const res = await anon("POST", "/api/admin/login", { username: "owner", password: "right-password" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: "Login successful" });
    const cookie = res.res.headers.get("set-cookie")!;
    expect(cookie).toStartWith("__Host-uae_session=");
    for (const part of ["HttpOnly", "Secure", "SameSite=Lax", "Path=/", "Max-Age=864000"])
      expect(cookie).toContain(part);
    expect(cookie.toLowerCase()).not.toContain("domain=");
  });

  test("the database keeps no session secret, only its SHA-256", async () => {
    const res = await anon("POST", "/api/admin/login", { username: "owner", password: "right-password" });
    const token = decodeURIComponent(res.res.headers.get("set-cookie")!.split(";")[0]!.split("=")[1]!);
    const [id, secret] = token.split(".");
    const row = env.db.$client.query("SELECT * FROM admin_sessions WHERE id = ?").get(id!) as Record<string, unknown>;
    expect(JSON.stringify(row)).not.toContain(secret!);
    expect(row.secret_hash).toBe(new Bun.CryptoHasher("sha256").update(secret!).digest("hex"));
    expect(secret!.length * 5).toBeGreaterThanOrEqual(128);
  });

  test("an unknown user and a wrong password get the same status and body", async () => {
    const unknown = await anon(
      "POST",
      "/api/admin/login",
      { username: "nobody", password: "whatever1" },
      { "X-Test": "1" },
    );
    const wrong = await anon("POST", "/api/admin/login", { username: "owner", password: "wrong-password" });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.json).toEqual(wrong.json);
    expect(wrong.json.message).toBe("Invalid username or password");
  });

  test("a missing username or password is a 400 with a readable message", async () => {
    const res = await anon("POST", "/api/admin/login", { username: "", password: "" });
    expect(res.status).toBe(400);
    expect(res.json.error).toContain("Username is required");
  });

  test("GET /api/admin/auth tells whether the cookie holds a valid session", async () => {
    expect((await anon("GET", "/api/admin/auth")).json).toEqual({ authenticated: false, username: null });
    const { call } = await signedInCaller(app, env.db, "owner", "right-password");
    expect((await call("GET", "/api/admin/auth")).json).toEqual({ authenticated: true, username: "owner" });
    expect(
      (await caller(app, () => "__Host-uae_session=forged.token")("GET", "/api/admin/auth")).json.authenticated,
    ).toBe(false);
  });

  test("logout ends the session on the server, not just in the browser", async () => {
    const { call, cookie } = await signedInCaller(app, env.db, "owner", "right-password");
    const out = await call("POST", "/api/admin/logout");
    expect(out.status).toBe(200);
    expect(out.res.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await caller(app, () => cookie)("GET", "/api/admin/auth")).json.authenticated).toBe(false);
  });
});

describe("password change", () => {
  test("checks the current password on the server and applies the rules", async () => {
    const { call } = await signedInCaller(app, env.db, "owner", "right-password");
    const wrong = await call("POST", "/api/admin/password", { currentPassword: "nope", newPassword: "brand-new-1" });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe("Current password is incorrect");
    const short = await call("POST", "/api/admin/password", {
      currentPassword: "right-password",
      newPassword: "12345",
    });
    expect(short.status).toBe(400);
    expect(short.json.error).toContain("New password must be at least 6 characters long");
  });

  test("keeps the session that changed it, ends every other session of that admin (and no one else's), and lets the new password sign in", async () => {
    // As README ("The admin area") and security.md say: the one that changed it stays.
    const first = await signedInCaller(app, env.db, "owner", "right-password");
    const third = await signedInCaller(app, env.db, "owner", "right-password");
    const second = await signedInCaller(app, env.db, "owner", "right-password");
    const colleague = await signedInCaller(app, env.db, "colleague", "colleague-password");
    const changed = await second.call("POST", "/api/admin/password", {
      currentPassword: "right-password",
      newPassword: "brand-new-pass",
    });
    expect(changed.status).toBe(200);
    expect((await first.call("GET", "/api/admin/auth")).json.authenticated).toBe(false);
    expect((await third.call("GET", "/api/admin/auth")).json.authenticated).toBe(false);
    expect((await second.call("GET", "/api/admin/auth")).json.authenticated).toBe(true);
    expect((await colleague.call("GET", "/api/admin/auth")).json.authenticated).toBe(true);
    expect((await anon("POST", "/api/admin/login", { username: "owner", password: "right-password" })).status).toBe(
      401,
    );
    expect((await anon("POST", "/api/admin/login", { username: "owner", password: "brand-new-pass" })).status).toBe(
      200,
    );
  });
});

describe("brute force", () => {
  // Issue 21 #7: the account no longer locks for everyone; the address that failed waits (see admin-auth-throttle.test.ts).
  test("after repeated failures at an account, that address answers 429 with Retry-After, and still does after a restart", async () => {
    upsertAdminUser(env.db, "target", await hashPassword("target-password"));
    for (let i = 0; i < 5; i++)
      expect((await anon("POST", "/api/admin/login", { username: "target", password: `bad-${i}` })).status).toBe(401);
    const blocked = await anon("POST", "/api/admin/login", { username: "target", password: "target-password" });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.res.headers.get("retry-after"))).toBeGreaterThan(0);

    // A restart: a new database handle and a new app on the same file.
    const reopened = useDatabase(openDatabase(`${env.dataDir}/test.db`));
    const restarted = caller(
      createApp(loadConfig({ DATA_DIR: env.dataDir, PUBLIC_ORIGIN: "https://deals.example.ae" })),
    );
    expect(
      (await restarted("POST", "/api/admin/login", { username: "target", password: "target-password" })).status,
    ).toBe(429);
    useDatabase(env.db);
    reopened.$client.close();
  });
});

describe("brute force under concurrency (F1)", () => {
  // Each test speaks from its own address, named by the one trusted proxy header.
  let behindProxy: Caller;
  beforeAll(() => {
    behindProxy = caller(
      createApp(
        loadConfig({
          DATA_DIR: env.dataDir,
          PUBLIC_ORIGIN: "https://deals.example.ae",
          TRUSTED_PROXY_HEADER: "X-Real-IP",
        }),
      ),
    );
  });
  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
  const rowsFor = (key: string) =>
    (env.db.$client.query("SELECT count(*) AS n FROM login_attempts WHERE key = ?").get(key) as { n: number }).n;

  test("40 parallel logins for one account from one address (39 wrong, then the right one) are limited like a sequence: 5 x 401, then 429", async () => {
    upsertAdminUser(env.db, "racer", await hashPassword("racer-password"));
    const attempts = Array.from({ length: 40 }, (_, i) => (i < 39 ? `wrong-${i}` : "racer-password"));
    const answers = await Promise.all(
      attempts.map((password) =>
        behindProxy("POST", "/api/admin/login", { username: "racer", password }, { "X-Real-IP": "10.1.0.1" }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 200)).toBe(0);
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(35);
    expect(statuses[39]).toBe(429);
    for (const a of answers.filter((x) => x.status === 429))
      expect(Number(a.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(rowsFor("user:racer")).toBe(5);
  });

  test("40 parallel logins from one address for different accounts are limited like a sequence: 20 x 401, then 429", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        behindProxy(
          "POST",
          "/api/admin/login",
          { username: `ghost-${i}`, password: "guess-123" },
          { "X-Real-IP": "10.1.0.2" },
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 401)).toBe(20);
    expect(count(statuses, 429)).toBe(20);
    expect(rowsFor("ip:10.1.0.2")).toBe(20);
  });

  test("a success clears the account's failures (this address's included) and counts nothing against the address", async () => {
    upsertAdminUser(env.db, "keeper", await hashPassword("keeper-password"));
    expect(
      (
        await behindProxy(
          "POST",
          "/api/admin/login",
          { username: "keeper", password: "nope-1" },
          { "X-Real-IP": "10.1.0.3" },
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await behindProxy(
          "POST",
          "/api/admin/login",
          { username: "keeper", password: "keeper-password" },
          { "X-Real-IP": "10.1.0.3" },
        )
      ).status,
    ).toBe(200);
    expect(rowsFor("user:keeper")).toBe(0);
    expect(rowsFor("pair:10.1.0.3 keeper")).toBe(0);
    expect(rowsFor("ip:10.1.0.3")).toBe(1);
  });

  test("the hash queue is bounded: a burst from many addresses past it gets 503 with Retry-After and a readable JSON error, and counts nothing", async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        behindProxy(
          "POST",
          "/api/admin/login",
          { username: `crowd-${i}`, password: "guess-123" },
          { "X-Real-IP": `10.2.0.${i}` },
        ),
      ),
    );
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(
      count(
        answers.map((a) => a.status),
        401,
      ) + busy.length,
    ).toBe(60);
    for (const a of busy) {
      expect(Number(a.res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(a.json).toEqual({ error: expect.stringContaining("busy"), issues: [], code: "unavailable" });
    }
    // An attempt that was never checked does not count against its account or address.
    const refusedIp = answers.findIndex((a) => a.status === 503);
    expect(rowsFor(`ip:10.2.0.${refusedIp}`)).toBe(0);
    expect(rowsFor(`user:crowd-${refusedIp}`)).toBe(0);
    expect(rowsFor(`pair:10.2.0.${refusedIp} crowd-${refusedIp}`)).toBe(0);
    // Once the burst has drained, sign-in works again.
    expect(
      (
        await behindProxy(
          "POST",
          "/api/admin/login",
          { username: "keeper", password: "keeper-password" },
          { "X-Real-IP": "10.1.0.4" },
        )
      ).status,
    ).toBe(200);
  }, 30_000);
});
