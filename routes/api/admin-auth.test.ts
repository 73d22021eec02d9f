import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { openDatabase, useDatabase } from "../../db/client.ts";
import { upsertAdminUser } from "../../db/queries/admin-users.ts";
import { caller, signedInCaller, type Caller } from "../../tests/helpers/api.ts";
import { freshDb } from "../../tests/helpers/db.ts";
import { hashPassword } from "../../src/server/auth/password.ts";
import { createApp } from "../../tests/helpers/app.ts";
import { loadConfig } from "../../src/server/config.ts";

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
    for (const part of ["HttpOnly", "Secure", "SameSite=Lax", "Path=/", "Max-Age=864000"]) expect(cookie).toContain(part);
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
    const unknown = await anon("POST", "/api/admin/login", { username: "nobody", password: "whatever1" }, { "X-Test": "1" });
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
    expect((await caller(app, () => "__Host-uae_session=forged.token")("GET", "/api/admin/auth")).json.authenticated).toBe(false);
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
    const short = await call("POST", "/api/admin/password", { currentPassword: "right-password", newPassword: "12345" });
    expect(short.status).toBe(400);
    expect(short.json.error).toContain("New password must be at least 6 characters long");
  });

  test("ends every other session of that admin and lets the new password sign in", async () => {
    const first = await signedInCaller(app, env.db, "owner", "right-password");
    const second = await signedInCaller(app, env.db, "owner", "right-password");
    const changed = await second.call("POST", "/api/admin/password", { currentPassword: "right-password", newPassword: "brand-new-pass" });
    expect(changed.status).toBe(200);
    expect((await first.call("GET", "/api/admin/auth")).json.authenticated).toBe(false);
    expect((await second.call("GET", "/api/admin/auth")).json.authenticated).toBe(true);
    expect((await anon("POST", "/api/admin/login", { username: "owner", password: "right-password" })).status).toBe(401);
    expect((await anon("POST", "/api/admin/login", { username: "owner", password: "brand-new-pass" })).status).toBe(200);
  });
});

describe("brute force", () => {
  test("after repeated failures the account answers 429 with Retry-After, and still does after a restart", async () => {
    upsertAdminUser(env.db, "target", await hashPassword("target-password"));
    for (let i = 0; i < 5; i++) expect((await anon("POST", "/api/admin/login", { username: "target", password: `bad-${i}` })).status).toBe(401);
    const blocked = await anon("POST", "/api/admin/login", { username: "target", password: "target-password" });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.res.headers.get("retry-after"))).toBeGreaterThan(0);

    // A restart: a new database handle and a new app on the same file.
    const reopened = useDatabase(openDatabase(`${env.dataDir}/test.db`));
    const restarted = caller(createApp(loadConfig({ DATA_DIR: env.dataDir, PUBLIC_ORIGIN: "https://deals.example.ae" })));
    expect((await restarted("POST", "/api/admin/login", { username: "target", password: "target-password" })).status).toBe(429);
    useDatabase(env.db);
    reopened.$client.close();
  });
});
