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

  test("a value that reads no store's own details is kept through a change to them, and only that", () => {
    let wide = 0;
    let any = 0;
    const readWide = () => memoByData(env.db, "test-wide", () => ++wide, { wide: true });
    const readAny = () => memoByData(env.db, "test-any", () => ++any);
    const store = env.db.$client.query("SELECT min(id) AS id FROM stores").get() as { id: number };
    expect([readWide(), readAny()]).toEqual([1, 1]);
    env.db.$client.run("UPDATE stores SET description = 'memo' WHERE id = ?", [store.id]);
    expect([readWide(), readAny()]).toEqual([1, 2]);
    env.db.$client.run("UPDATE stores SET name = name || ' (memo)' WHERE id = ?", [store.id]);
    expect([readWide(), readAny()]).toEqual([2, 3]);
    env.db.$client.run("UPDATE branches SET phone = '04 000' WHERE id = (SELECT min(id) FROM branches)");
    expect([readWide(), readAny()]).toEqual([3, 4]); // branch counts, the popularity order
  });
});
