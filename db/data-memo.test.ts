/**
 * Values kept for public pages last until content changes — not until any write: visitors
 * write on nearly every page view (sessions, activity), which must not throw them away.
 */
import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";
import { memoByData } from "./data-memo.ts";

const { env, anon, admin } = startTestApp({ demo: true, admin: true });

describe("memoByData", () => {
  test("keeps its value through visitor writes, and computes again after a content write", async () => {
    let computed = 0;
    const read = () => memoByData(env.db, "test-memo", () => ++computed);
    expect(read()).toBe(1);
    expect(read()).toBe(1);
    const sid = "memo-test-session-0001";
    expect((await anon("POST", "/api/session", { sessionId: sid })).status).toBe(201);
    const activity = { activity: { type: "store_view", slug: "carrefour" } };
    expect((await anon("POST", `/api/session/${sid}/activity`, activity)).status).toBeLessThan(300);
    expect(read()).toBe(1);
    const created = await admin!("POST", "/api/categories", { name: "Memo Test Category" });
    expect(created.status).toBe(201);
    expect(read()).toBe(2);
  });
});
