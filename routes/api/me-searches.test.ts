import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";
import { visitorCaller } from "#tests/helpers/visitor.ts";

const { app, anon } = startTestApp();

describe("/api/me/searches", () => {
  test("needs the visitor cookie", async () => {
    expect((await anon("GET", "/api/me/searches")).status).toBe(401);
  });

  test("a session saves a search with its filters once, lists it and deletes it", async () => {
    const me = await visitorCaller(app);
    const saved = await me.call("POST", "/api/me/searches", {
      q: " حليب  ",
      emirate: "dubai",
      category: "Food & Beverages",
    });
    expect(saved.status).toBe(201);
    expect(saved.json).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        q: "حليب",
        emirate: "dubai",
        category: "Food & Beverages",
        store: null,
      }),
    );
    const again = await me.call("POST", "/api/me/searches", {
      q: "حليب",
      emirate: "dubai",
      category: "Food & Beverages",
    });
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(saved.json.id);
    // The same words with other filters are another search.
    expect((await me.call("POST", "/api/me/searches", { q: "حليب" })).status).toBe(201);
    const list = await me.call("GET", "/api/me/searches");
    expect(list.json.searches.map((s: { q: string; emirate: string | null }) => [s.q, s.emirate])).toEqual([
      ["حليب", "dubai"],
      ["حليب", null],
    ]);
    expect(list.json.limit).toBe(50);
    expect((await me.call("DELETE", `/api/me/searches/${saved.json.id}`)).status).toBe(200);
    expect((await me.call("GET", "/api/me/searches")).json.searches).toHaveLength(1);
  });

  test("another session cannot delete a session's search (404) nor see it", async () => {
    const mine = await visitorCaller(app);
    const theirs = await visitorCaller(app);
    const saved = await mine.call("POST", "/api/me/searches", { q: "rice" });
    expect((await theirs.call("DELETE", `/api/me/searches/${saved.json.id}`)).status).toBe(404);
    expect((await theirs.call("GET", "/api/me/searches")).json.searches).toEqual([]);
    expect((await mine.call("GET", "/api/me/searches")).json.searches).toHaveLength(1);
  });

  test("bad input gets a readable 400", async () => {
    const me = await visitorCaller(app);
    for (const body of [{}, { q: "" }, { q: "   " }, { q: "x".repeat(201) }, { q: "milk", sort: "price" }, { q: 5 }]) {
      const res = await me.call("POST", "/api/me/searches", body);
      expect({ body, status: res.status, readable: typeof res.json.error }).toEqual({
        body,
        status: 400,
        readable: "string",
      });
    }
    expect((await me.call("POST", "/api/me/searches", { q: "milk", emirate: "atlantis" })).status).toBe(400);
    expect((await me.call("DELETE", "/api/me/searches/0")).status).toBe(400);
  });

  test("at most 50 saved searches a session: the 51st is a readable 422", async () => {
    const me = await visitorCaller(app);
    for (let i = 0; i < 50; i++)
      expect((await me.call("POST", "/api/me/searches", { q: `thing ${i}` })).status).toBe(201);
    const over = await me.call("POST", "/api/me/searches", { q: "one more" });
    expect(over.status).toBe(422);
    expect(over.json.error).toMatch(/50/);
  });
});
