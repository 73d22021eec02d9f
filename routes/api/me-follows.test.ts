import { describe, expect, test } from "bun:test";
import { insertStore } from "#db/seed/factories.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { visitorCaller } from "#tests/helpers/visitor.ts";

const storeIds: number[] = [];
const { app, anon } = startTestApp({
  seed: (db) => {
    for (let i = 0; i < 101; i++) storeIds.push(insertStore(db, { name: `Followable ${i}` }).id);
  },
});

describe("/api/me/follows", () => {
  test("needs the visitor cookie: without it a readable 401", async () => {
    const res = await anon("GET", "/api/me/follows");
    expect(res.status).toBe(401);
    expect(res.json.error).toMatch(/session/i);
    expect(res.res.headers.get("cache-control")).toBe("private, no-store");
  });

  test("a session follows a store once, lists it with its name and slug, and unfollows it", async () => {
    const me = await visitorCaller(app);
    const id = storeIds[0]!;
    expect((await me.call("POST", "/api/me/follows", { storeId: id })).status).toBe(201);
    expect((await me.call("POST", "/api/me/follows", { storeId: id })).status).toBe(200);
    const list = await me.call("GET", "/api/me/follows");
    expect(list.status).toBe(200);
    expect(list.json.follows).toEqual([
      expect.objectContaining({ storeId: id, slug: "followable-0", name: "Followable 0" }),
    ]);
    expect(list.json.limit).toBe(100);
    expect((await me.call("DELETE", `/api/me/follows/${id}`)).status).toBe(200);
    expect((await me.call("GET", "/api/me/follows")).json.follows).toEqual([]);
    expect((await me.call("DELETE", `/api/me/follows/${id}`)).status).toBe(404);
  });

  test("another session neither sees nor removes a session's follows (404)", async () => {
    const mine = await visitorCaller(app);
    const theirs = await visitorCaller(app);
    expect((await mine.call("POST", "/api/me/follows", { storeId: storeIds[1] })).status).toBe(201);
    expect((await theirs.call("GET", "/api/me/follows")).json.follows).toEqual([]);
    const taken = await theirs.call("DELETE", `/api/me/follows/${storeIds[1]}`);
    expect(taken.status).toBe(404);
    expect(taken.json.error).toMatch(/not follow/i);
    expect((await mine.call("GET", "/api/me/follows")).json.follows).toHaveLength(1);
  });

  test("bad input gets a readable 4xx, never a 500", async () => {
    const me = await visitorCaller(app);
    const cases: [string, string, unknown, number][] = [
      ["POST", "/api/me/follows", { storeId: "abc" }, 400],
      ["POST", "/api/me/follows", { storeId: 1.5 }, 400],
      ["POST", "/api/me/follows", { storeId: 1, extra: true }, 400],
      ["POST", "/api/me/follows", {}, 400],
      ["POST", "/api/me/follows", "{nope", 400],
      ["POST", "/api/me/follows", { storeId: 999999 }, 404],
      ["DELETE", "/api/me/follows/abc", undefined, 400],
    ];
    for (const [method, path, body, status] of cases) {
      const res = await me.call(method, path, body);
      expect({ path, body, status: res.status, readable: typeof res.json?.error }).toEqual({
        path,
        body,
        status,
        readable: "string",
      });
    }
  });

  test("writes from another site are refused (403), as everywhere in the API", async () => {
    const me = await visitorCaller(app);
    const res = await me.call("POST", "/api/me/follows", { storeId: storeIds[2] }, { "Sec-Fetch-Site": "cross-site" });
    expect(res.status).toBe(403);
  });

  test("a cookie for a session the server does not know is a 401, so the browser announces it again", async () => {
    const res = await anon("GET", "/api/me/follows", undefined, { Cookie: "uae_visitor=NoSuchSessionAtAllXYZ12" });
    expect(res.status).toBe(401);
  });

  test("at most 100 follows a session: the 101st is a readable 422", async () => {
    const me = await visitorCaller(app);
    for (const id of storeIds.slice(0, 100))
      expect((await me.call("POST", "/api/me/follows", { storeId: id })).status).toBe(201);
    const over = await me.call("POST", "/api/me/follows", { storeId: storeIds[100] });
    expect(over.status).toBe(422);
    expect(over.json.error).toMatch(/100/);
    // Following one already followed is still fine at the limit.
    expect((await me.call("POST", "/api/me/follows", { storeId: storeIds[0] })).status).toBe(200);
  });
});
