/**
 * "Forget me" (issue 25, item 6): DELETE /api/me deletes the visitor session and everything it
 * keeps at once (follows, saved searches, My deals visits, push subscriptions, activity,
 * achievements; lists hang off the same session by cascade), clears the cookie, and leaves every
 * other session alone.
 */
import { describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { insertStore } from "#db/seed/factories.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { visitorCaller } from "#tests/helpers/visitor.ts";

let storeId = 0;
const { app, env, anon } = startTestApp({
  seed: (db) => {
    storeId = insertStore(db, { name: "Forgettable" }).id;
  },
});

const TABLES = [
  "store_follows",
  "saved_searches",
  "my_deals_visits",
  "push_subscriptions",
  "activity_events",
  "shopping_lists",
  "visitor_sessions",
] as const;

/** How many rows of each table belong to the session. */
function rowsOf(id: string): Record<string, number> {
  return Object.fromEntries(
    TABLES.map((t) => {
      const column = t === "visitor_sessions" ? "id" : "session_id";
      const n = env.db.all<{ n: number }>(
        sql`SELECT count(*) AS n FROM ${sql.identifier(t)} WHERE ${sql.identifier(column)} = ${id}`,
      )[0]!.n;
      return [t, n];
    }),
  );
}

async function busyVisitor() {
  const me = await visitorCaller(app);
  expect((await me.call("POST", "/api/me/follows", { storeId })).status).toBe(201);
  expect((await me.call("POST", "/api/me/searches", { q: "rice" })).status).toBe(201);
  expect((await me.call("POST", "/api/me/deals/visit", {})).status).toBe(200);
  const push = {
    endpoint: `https://push.example.com/${me.id}`,
    keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
    lang: "en",
  };
  expect((await me.call("POST", "/api/me/push", push)).status).toBe(201);
  expect((await me.call("POST", "/api/me/lists", { name: "Weekly shop" })).status).toBe(201);
  expect(
    (await me.call("POST", `/api/session/${me.id}/activity`, { activity: { type: "search", query: "rice" } })).status,
  ).toBe(201);
  return me;
}

describe("forget me", () => {
  test("deletes the session with its follows, searches, visits, lists and activity at once; others keep theirs", async () => {
    const me = await busyVisitor();
    const other = await busyVisitor();
    const everything = Object.fromEntries(TABLES.map((t) => [t, 1]));
    expect(rowsOf(me.id)).toEqual(everything);
    const res = await me.call("DELETE", "/api/me", {});
    expect(res.status).toBe(200);
    expect(res.json.forgotten).toBe(true);
    expect(res.res.headers.get("set-cookie")).toMatch(/uae_visitor=;.*Max-Age=0/);
    expect(rowsOf(me.id)).toEqual(Object.fromEntries(TABLES.map((t) => [t, 0])));
    expect(rowsOf(other.id)).toEqual(everything);
    // The old cookie reaches nothing any more.
    expect((await me.call("GET", "/api/me/follows")).status).toBe(401);
  });

  test("is refused from another site (403) and needs a session (401)", async () => {
    const me = await busyVisitor();
    expect((await me.call("DELETE", "/api/me", {}, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect(rowsOf(me.id).visitor_sessions).toBe(1);
    expect((await anon("DELETE", "/api/me", {})).status).toBe(401);
  });
});
