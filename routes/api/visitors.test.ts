import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { achievements } from "#db/schema.ts";
import { ACHIEVEMENTS } from "#db/seed/achievements.ts";
import { insertBranch, insertStore } from "#db/seed/factories.ts";
import { loadConfig } from "#server/config.ts";
import { type Caller, caller, signedInCaller } from "#tests/helpers/api.ts";
import { createApp } from "#tests/helpers/app.ts";
import { freshDb } from "#tests/helpers/db.ts";

let env: ReturnType<typeof freshDb>;
let anon: Caller;
let admin: Caller;
const sid = "AbCdEfGhIjKlMnOpQrStUv"; // 22 base64url characters = 132 bits
const branchIds: number[] = [];

beforeAll(async () => {
  env = freshDb();
  const app = createApp(loadConfig({ DATA_DIR: env.dataDir }));
  anon = caller(app);
  admin = (await signedInCaller(app, env.db)).call;
  env.db
    .insert(achievements)
    .values(ACHIEVEMENTS.map((a, i) => ({ ...a, sortOrder: i })))
    .run();
  const store = insertStore(env.db, { name: "Everywhere Mart" });
  for (const e of ["dubai", "abudhabi", "sharjah", "ajman", "fujairah", "ras-al-khaimah", "umm-al-quwain"])
    branchIds.push(insertBranch(env.db, { storeId: store.id, emirate: e }).id);
});
afterAll(() => env.cleanup());

describe("visitor sessions", () => {
  test("a session is created once; its id must look random enough", async () => {
    expect((await anon("POST", "/api/session", { sessionId: sid })).status).toBe(201);
    expect((await anon("POST", "/api/session", { sessionId: sid })).status).toBe(200);
    for (const bad of ["short", "x".repeat(65), "has spaces in it here!!", 12345]) {
      expect((await anon("POST", "/api/session", { sessionId: bad })).status).toBe(400);
    }
  });

  test("announcing a known session again is free: only new sessions count against the per-IP limit", async () => {
    for (let i = 0; i < 40; i++) expect((await anon("POST", "/api/session", { sessionId: sid })).status).toBe(200);
  });

  test("unknown session ids answer 404 and store nothing", async () => {
    const ghost = "ZZZZZZZZZZZZZZZZZZZZZZ";
    expect(
      (await anon("POST", `/api/session/${ghost}/activity`, { activity: { type: "store_view", slug: "x" } })).status,
    ).toBe(404);
    expect((await anon("POST", `/api/session/${ghost}/check-achievements`)).status).toBe(404);
    expect((await anon("GET", `/api/session/${ghost}/progress`)).status).toBe(404);
    expect(env.db.$client.query("SELECT count(*) AS n FROM activity_events").get()).toEqual({ n: 0 });
  });

  test("activity is validated: known types, small payloads, no extra fields", async () => {
    for (const bad of [
      { activity: { type: "hack" } },
      { activity: { type: "search", query: "x".repeat(101) } },
      { activity: { type: "store_view", slug: "x", extra: 1 } },
      { activity: { type: "search" } },
      {},
    ]) {
      expect((await anon("POST", `/api/session/${sid}/activity`, bad)).status).toBe(400);
    }
  });

  test("each achievement is earned once, by the call that completes it", async () => {
    await anon("POST", `/api/session/${sid}/activity`, { activity: { type: "store_view", slug: "everywhere-mart" } });
    const first = await anon("POST", `/api/session/${sid}/check-achievements`);
    expect(first.json.map((a: any) => a.id)).toEqual(["first-store"]);
    expect((await anon("POST", `/api/session/${sid}/check-achievements`)).json).toEqual([]);

    await anon("POST", `/api/session/${sid}/activity`, { activity: { type: "search", query: "Shoes" } });
    for (const id of branchIds.slice(0, 6))
      await anon("POST", `/api/session/${sid}/activity`, { activity: { type: "branch_view", id } });
    expect((await anon("POST", `/api/session/${sid}/check-achievements`)).json.map((a: any) => a.id)).toEqual([
      "first-search",
    ]);
    await anon("POST", `/api/session/${sid}/activity`, { activity: { type: "branch_view", id: branchIds[6] } });
    expect((await anon("POST", `/api/session/${sid}/check-achievements`)).json.map((a: any) => a.id)).toEqual([
      "branch-hopper",
    ]);
  });

  test("progress shows counts, earned flags and how far each achievement is", async () => {
    const { json } = await anon("GET", `/api/session/${sid}/progress`);
    expect(json.activity).toMatchObject({ store_view: 1, search: 1, branch_view: 7 });
    expect(json.earnedCount).toBe(3);
    expect(json.totalCount).toBe(ACHIEVEMENTS.length);
    expect(json.achievements.find((a: any) => a.id === "store-explorer")).toMatchObject({
      earned: false,
      progress: { current: 1, target: 10 },
    });
    expect(json.achievements.find((a: any) => a.id === "first-store").earnedAt).toBeString();
  });

  test("a branch view must name a real branch", async () => {
    expect(
      (await anon("POST", `/api/session/${sid}/activity`, { activity: { type: "branch_view", id: 999999 } })).status,
    ).toBe(400);
  });

  test("GET /api/achievements lists the definitions with their rules", async () => {
    const { json } = await anon("GET", "/api/achievements");
    expect(json).toHaveLength(ACHIEVEMENTS.length);
    expect(json[0]).toEqual({
      id: "first-store",
      title: "Window Shopper",
      description: "Viewed your first store",
      icon: "🏪",
      rule: { type: "store_view", count: 1 },
    });
  });

  test("per-session rate limit answers 429 with Retry-After", async () => {
    const busy = "BusyBusyBusyBusyBusy22";
    await anon("POST", "/api/session", { sessionId: busy });
    let last = 0;
    for (let i = 0; i < 130 && last !== 429; i++)
      last = (await anon("POST", `/api/session/${busy}/activity`, { activity: { type: "store_view", slug: `s${i}` } }))
        .status;
    expect(last).toBe(429);
  });
});

describe("contact form", () => {
  const message = {
    firstName: "Sara",
    lastName: "Ali",
    email: "sara@example.ae",
    phone: "",
    company: "",
    subject: "Listing",
    message: "Please add my store.",
    agreeToTerms: true,
  };

  test("stores a valid message and lists it for admins, newest first, with a read flag", async () => {
    const sent = await anon("POST", "/api/contact", message);
    expect(sent.status).toBe(201);
    expect(sent.json.success).toBe(true);
    await anon("POST", "/api/contact", { ...message, subject: "Second" });
    const inbox = await admin("GET", "/api/admin/contact-messages");
    expect(inbox.json.map((m: any) => m.subject)).toEqual(["Second", "Listing"]);
    expect(inbox.json[1]).toMatchObject({ firstName: "Sara", phone: null, read: false });
    const read = await admin("PATCH", `/api/admin/contact-messages/${inbox.json[1].id}`, { read: true });
    expect(read.json.read).toBe(true);
    expect((await anon("GET", "/api/admin/contact-messages")).status).toBe(401);
  });

  test.each([
    ["no agreement", { agreeToTerms: false }, "agreeToTerms"],
    ["a bad email", { email: "sara@" }, "email"],
    ["a blank message", { message: "  " }, "message"],
    ["a missing first name", { firstName: undefined }, "firstName"],
  ])("refuses %s", async (_l, change, path) => {
    const res = await anon("POST", "/api/contact", { ...message, ...change });
    expect(res.status).toBe(400);
    expect(res.json.issues.map((i: any) => i.path)).toContain(path);
  });
});

describe("dashboard stats", () => {
  test("gives real counts and the latest changes", async () => {
    const { json } = await admin("GET", "/api/admin/stats");
    expect(json).toMatchObject({ totalStores: 1, totalBranches: 7, totalCatalogs: 0, blogPosts: 0, unreadMessages: 1 });
    expect(json.recentChanges[0]).toMatchObject({ type: "branch", action: "created" });
  });
});
