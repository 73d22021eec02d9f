/**
 * /api/me/lists (issue 25 item 1): lists and items belong to the visitor cookie's session;
 * another session gets 404 on every call; bad input is a readable 4xx; limits answer 422.
 */
import { describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { MAX_ITEMS, MAX_LISTS } from "#schemas/shopping-list.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { catalogWithOffers, visitor } from "#tests/helpers/shopping-lists.ts";

let offers: number[] = [];
let catalogId = 0;
let endedOffer = 0;
const { app, anon, env } = startTestApp({
  seed: (db) => {
    const live = catalogWithOffers(db, {
      store: "Lulu",
      offers: [
        { name: "Fresh Milk 2L", nameAr: "حليب طازج", price: 8.95 },
        { name: "Bread", price: 4.5 },
      ],
    });
    offers = live.offers;
    catalogId = live.catalogId;
    endedOffer = catalogWithOffers(db, {
      store: "Old Mart",
      expiryDate: "2020-01-01",
      offers: [{ name: "Tea", price: 3 }],
    }).offers[0]!;
  },
});

describe("a visitor's lists", () => {
  test("without a cookie a visitor has no lists, and reading makes no session", async () => {
    const read = await anon("GET", "/api/me/lists");
    expect(read.status).toBe(200);
    expect(read.json).toEqual({ lists: [], openItems: 0 });
    expect(read.res.headers.get("set-cookie")).toBeNull();
    expect(read.res.headers.get("cache-control")).toBe("private, no-store");
  });

  test("the first list starts a session with an HttpOnly cookie; the lists survive the next call", async () => {
    const me = visitor(app);
    const made = await me("POST", "/api/me/lists", { name: "  Weekly shop " });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ name: "Weekly shop", itemCount: 0, shareToken: null });
    expect(made.res.headers.get("set-cookie")).toMatch(/uae_visitor=[A-Za-z0-9_-]{22}; .*HttpOnly/);
    const lists = await me("GET", "/api/me/lists");
    expect(lists.json.lists.map((l: { name: string }) => l.name)).toEqual(["Weekly shop"]);
    const count = env.db.$client.query("SELECT count(*) AS n FROM visitor_sessions").get() as { n: number };
    expect(count.n).toBe(1);
  });

  test("offers, pages and free text are added with a snapshot; quantity, note and ticked change", async () => {
    const me = visitor(app);
    const list = (await me("POST", "/api/me/lists", { name: "Groceries" })).json;
    const base = `/api/me/lists/${list.id}/items`;
    const milk = await me("POST", base, { offerId: offers[0], quantity: 2, note: "low fat" });
    expect(milk.status).toBe(201);
    expect(milk.json).toMatchObject({
      kind: "offer",
      name: "Fresh Milk 2L",
      nameAr: "حليب طازج",
      price: 8.95,
      storeName: "Lulu",
      catalogId,
      page: 1,
      quantity: 2,
      note: "low fat",
      ticked: false,
    });
    const page = await me("POST", base, { catalogId, page: 3 });
    expect(page.json).toMatchObject({ kind: "page", name: "Lulu Weekly", page: 3, quantity: 1 });
    const text = await me("POST", base, { text: "bread" });
    expect(text.json).toMatchObject({ kind: "text", name: "bread", storeName: null });

    const ticked = await me("PATCH", `${base}/${milk.json.id}`, { ticked: true, quantity: 3 });
    expect(ticked.json).toMatchObject({ ticked: true, quantity: 3, note: "low fat" });
    const cleared = await me("PATCH", `${base}/${milk.json.id}`, { note: "" });
    expect(cleared.json).toMatchObject({ note: null, ticked: true });
    expect((await me("DELETE", `${base}/${text.json.id}`)).status).toBe(204);
    const read = await me("GET", base);
    expect(read.json.items.map((i: { kind: string }) => i.kind)).toEqual(["offer", "page"]);
    expect(read.json.list).toMatchObject({ itemCount: 2, openCount: 1 });
    expect((await me("GET", "/api/me/lists")).json.openItems).toBe(1);
  });

  test("an offer item keeps its snapshot after the offer is deleted", async () => {
    const me = visitor(app);
    const list = (await me("POST", "/api/me/lists", { name: "Keep" })).json;
    const extra = catalogWithOffers(env.db, { store: "Gone Mart", offers: [{ name: "Rice 5kg", price: 29 }] });
    await me("POST", `/api/me/lists/${list.id}/items`, { offerId: extra.offers[0] });
    env.db.run(sql`DELETE FROM catalog_offers WHERE id = ${extra.offers[0]}`);
    const items = (await me("GET", `/api/me/lists/${list.id}/items`)).json.items;
    expect(items[0]).toMatchObject({ offerId: null, name: "Rice 5kg", price: 29, storeName: "Gone Mart" });
  });

  test("offers and pages shoppers cannot see are not added (404), nor pages past the end", async () => {
    const me = visitor(app);
    const list = (await me("POST", "/api/me/lists", { name: "Nope" })).json;
    const base = `/api/me/lists/${list.id}/items`;
    expect((await me("POST", base, { offerId: endedOffer })).status).toBe(404);
    expect((await me("POST", base, { offerId: 999999 })).status).toBe(404);
    expect((await me("POST", base, { catalogId, page: 5 })).status).toBe(404);
  });

  test("bad input is a 400 with a readable message", async () => {
    const me = visitor(app);
    const list = (await me("POST", "/api/me/lists", { name: "Checks" })).json;
    const base = `/api/me/lists/${list.id}/items`;
    for (const [method, path, body] of [
      ["POST", "/api/me/lists", { name: "" }],
      ["POST", "/api/me/lists", { name: "x".repeat(61) }],
      ["POST", "/api/me/lists", { name: "A", extra: 1 }],
      ["POST", base, { offerId: "1" }],
      ["POST", base, { text: "milk", quantity: 0 }],
      ["POST", base, { text: "milk", quantity: 1000 }],
      ["POST", base, { text: "x".repeat(121) }],
      ["POST", base, {}],
      ["PATCH", `${base}/1`, {}],
      ["PATCH", `${base}/1`, { ticked: "yes" }],
      ["GET", "/api/me/lists/abc", undefined],
      ["GET", "/api/me/lists/0", undefined],
    ] as const) {
      const answer = await me(method, path, body);
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.json.error).toMatch(/\w/);
    }
    const broken = await me("POST", "/api/me/lists", "{not json");
    expect(broken.status).toBe(400);
  });

  test("writes from another site are refused, as on the rest of the API", async () => {
    const me = visitor(app);
    await me("POST", "/api/me/lists", { name: "Mine" });
    expect((await me("POST", "/api/me/lists", { name: "x" }, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    const form = await me("POST", "/api/me/lists", "name=x", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
  });
});

describe("another session", () => {
  test("can neither read nor change a list or its items: 404 on every call", async () => {
    const owner = visitor(app);
    const list = (await owner("POST", "/api/me/lists", { name: "Private" })).json;
    const item = (await owner("POST", `/api/me/lists/${list.id}/items`, { text: "eggs" })).json;
    const other = visitor(app);
    await other("POST", "/api/me/lists", { name: "Theirs" });
    const base = `/api/me/lists/${list.id}`;
    for (const who of [other, anon]) {
      for (const [method, path, body] of [
        ["GET", base, undefined],
        ["PATCH", base, { name: "Hacked" }],
        ["DELETE", base, undefined],
        ["GET", `${base}/items`, undefined],
        ["POST", `${base}/items`, { text: "x" }],
        ["PATCH", `${base}/items/${item.id}`, { ticked: true }],
        ["DELETE", `${base}/items/${item.id}`, undefined],
        ["POST", `${base}/share`, undefined],
        ["DELETE", `${base}/share`, undefined],
      ] as const) {
        const answer = await who(method, path, body);
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(answer.json).toMatchObject({ error: "List not found" });
      }
      expect((await who("GET", "/api/me/lists")).json.lists.some((l: { id: number }) => l.id === list.id)).toBe(false);
    }
    const mine = (await owner("GET", `${base}/items`)).json;
    expect(mine.list.name).toBe("Private");
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0].ticked).toBe(false);
  });

  test("an item id of another list is not found through one's own list", async () => {
    const owner = visitor(app);
    const theirs = (await owner("POST", "/api/me/lists", { name: "A" })).json;
    const item = (await owner("POST", `/api/me/lists/${theirs.id}/items`, { text: "salt" })).json;
    const other = visitor(app);
    const mine = (await other("POST", "/api/me/lists", { name: "B" })).json;
    expect((await other("PATCH", `/api/me/lists/${mine.id}/items/${item.id}`, { ticked: true })).status).toBe(404);
    expect((await other("DELETE", `/api/me/lists/${mine.id}/items/${item.id}`)).status).toBe(404);
  });

  test("deleting the session deletes its lists and items", async () => {
    const owner = visitor(app);
    const list = (await owner("POST", "/api/me/lists", { name: "Bye" })).json;
    await owner("POST", `/api/me/lists/${list.id}/items`, { text: "salt" });
    const id = owner.cookie()!.split("=")[1]!;
    env.db.run(sql`DELETE FROM visitor_sessions WHERE id = ${id}`);
    const left = env.db.$client.query("SELECT count(*) AS n FROM shopping_list_items WHERE list_id = ?").get(list.id);
    expect(left).toEqual({ n: 0 });
    expect((await owner("GET", "/api/me/lists")).json.lists).toEqual([]);
  });
});

describe("limits", () => {
  test(`at most ${MAX_LISTS} lists a session and ${MAX_ITEMS} items a list: a readable 422`, async () => {
    const me = visitor(app);
    const first = (await me("POST", "/api/me/lists", { name: "L0" })).json;
    const id = me.cookie()!.split("=")[1]!;
    env.db.$client.run(
      `WITH RECURSIVE n(v) AS (SELECT 1 UNION ALL SELECT v + 1 FROM n WHERE v < ${MAX_LISTS - 1})
       INSERT INTO shopping_lists (session_id, name) SELECT ?, 'L' || v FROM n`,
      [id],
    );
    const over = await me("POST", "/api/me/lists", { name: "One more" });
    expect(over.status).toBe(422);
    expect(over.json.error).toMatch(/at most 50 lists/);
    env.db.$client.run(
      `WITH RECURSIVE n(v) AS (SELECT 1 UNION ALL SELECT v + 1 FROM n WHERE v < ${MAX_ITEMS})
       INSERT INTO shopping_list_items (list_id, kind, name) SELECT ?, 'text', 'x' || v FROM n`,
      [first.id],
    );
    const full = await me("POST", `/api/me/lists/${first.id}/items`, { text: "one more" });
    expect(full.status).toBe(422);
    expect(full.json.error).toMatch(/at most 500 items/);
  });
});

describe("one session per browser", () => {
  test("the tracker's session sets the visitor cookie, so lists join the same session", async () => {
    const me = visitor(app);
    const sid = "TrackerSessionIdAAAAAA";
    expect((await me("POST", "/api/session", { sessionId: sid })).status).toBe(201);
    expect(me.cookie()).toBe(`uae_visitor=${sid}`);
    await me("POST", "/api/me/lists", { name: "Same" });
    const owner = env.db.$client.query("SELECT session_id FROM shopping_lists WHERE name = 'Same'").get();
    expect(owner).toEqual({ session_id: sid });
  });

  test("a browser that made a list without JavaScript is told its session when the tracker starts", async () => {
    const me = visitor(app);
    await me("POST", "/api/me/lists", { name: "No JS first" });
    const first = me.cookie()!.split("=")[1];
    const announced = await me("POST", "/api/session", { sessionId: "BrandNewTrackerIdBBBBB" });
    expect(announced.json).toEqual({ sessionId: first, created: false });
    expect(me.cookie()).toBe(`uae_visitor=${first}`);
  });
});
