/** GET /api/admin/analytics: the dashboard's numbers from real events posted by browsers, and its refusals. */
import { describe, expect, test } from "bun:test";
import { insertStore } from "#db/seed/factories.ts";
import { dubaiToday } from "#lib/dates.ts";
import { BROWSER_UA, postEvents } from "#tests/helpers/analytics.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { catalogWithOffers } from "#tests/helpers/shopping-lists.ts";
import { visitorCaller } from "#tests/helpers/visitor.ts";

const ids = { store: 0, other: 0, catalog: 0, offer: 0 };
const t = startTestApp({
  admin: true,
  seed: (db) => {
    const made = catalogWithOffers(db, { store: "Heat Mart", pages: 4, offers: [{ name: "Camel milk 1L", price: 9 }] });
    ids.store = made.storeId;
    ids.catalog = made.catalogId;
    ids.offer = made.offers[0]!;
    ids.other = insertStore(db, { name: "Quiet Mart" }).id;
  },
});

const today = dubaiToday();
const range = `from=${today}&to=${today}`;

describe("GET /api/admin/analytics", () => {
  test("counts what two browsers did today, each reader once", async () => {
    const a = await visitorCaller(t.app);
    const b = await visitorCaller(t.app);
    const reads = (sessionId: string, pages: number[]) =>
      postEvents(t.anon, {
        sessionId,
        lang: "en",
        events: [
          { type: "catalog_view", catalog: ids.catalog },
          ...pages.map((page) => ({ type: "page_read", catalog: ids.catalog, page })),
        ],
      });
    expect((await reads(a.id, [1, 2, 3, 1])).status).toBe(202);
    expect((await reads(b.id, [1])).status).toBe(202);
    await postEvents(t.anon, {
      sessionId: a.id,
      lang: "ar",
      events: [
        { type: "offer_tap", offer: ids.offer },
        { type: "offer_tap", offer: ids.offer },
        { type: "store_view", store: ids.store },
        { type: "store_view", store: ids.other },
        { type: "share", catalog: ids.catalog, page: 2 },
        { type: "search", query: "حليب  الإبل", found: false },
        { type: "search", query: "Camel MILK", found: true },
        { type: "search", query: "camel milk", found: true },
      ],
    });
    // A follow and a list add are counted where the server writes them.
    expect((await a.call("POST", "/api/me/follows", { storeId: ids.store }, { "User-Agent": BROWSER_UA })).status).toBe(
      201,
    );
    // A search the JSON API answers with nothing.
    expect((await t.anon("GET", "/api/search?q=Unicorn%20Steak", undefined, { "User-Agent": BROWSER_UA })).status).toBe(
      200,
    );

    const res = await t.admin("GET", `/api/admin/analytics?${range}&catalog=${ids.catalog}`);
    expect(res.status).toBe(200);
    const body = res.json;
    expect(body.days).toEqual([{ day: today, reads: 5, readers: 2, catalogViews: 2, offerTaps: 2 }]);
    expect(body.totals).toMatchObject({
      page_read: 5,
      catalog_view: 2,
      offer_tap: 2,
      follow: 1,
      share: 1,
      store_view: 2,
    });
    expect(body.catalogs).toEqual([
      { id: ids.catalog, title: "Heat Mart Weekly", titleAr: null, views: 2, reads: 5, readers: 2 },
    ]);
    expect(body.pages.pages).toEqual([
      { page: 1, reads: 3, readers: 2 },
      { page: 2, reads: 1, readers: 1 },
      { page: 3, reads: 1, readers: 1 },
      { page: 4, reads: 0, readers: 0 },
    ]);
    expect(body.offers).toEqual([
      { id: ids.offer, name: "Camel milk 1L", nameAr: null, catalog: ids.catalog, page: 1, taps: 2, listAdds: 0 },
    ]);
    // One normalised query for both spellings; the Arabic one in the Arabic list.
    expect(body.searches.top).toEqual([{ query: "camel milk", lang: "en", count: 2 }]);
    expect(body.searches.zeroResults).toEqual([
      { query: "unicorn steak", lang: "en", count: 1 },
      { query: "حليب الابل", lang: "ar", count: 1 },
    ]);
    expect(body.stores.map((s: { id: number }) => s.id)).toEqual([ids.store, ids.other]);
    expect(body.stores[0]).toMatchObject({ name: "Heat Mart", views: 1, follows: 1, reads: 5 });
  });

  test("a catalogue's readers include those who only read a page on its own address (no viewer opened)", async () => {
    const before = (await t.admin("GET", `/api/admin/analytics?${range}`)).json.catalogs[0];
    const c = await visitorCaller(t.app);
    await postEvents(t.anon, {
      sessionId: c.id,
      lang: "en",
      events: [{ type: "page_read", catalog: ids.catalog, page: 4 }],
    });
    const after = (await t.admin("GET", `/api/admin/analytics?${range}`)).json.catalogs[0];
    expect(after).toMatchObject({ views: before.views, reads: before.reads + 1, readers: before.readers + 1 });
  });

  test("every day of the range is listed, empty ones as zeros", async () => {
    const res = await t.admin("GET", "/api/admin/analytics?from=2020-02-27&to=2020-03-01");
    expect(res.status).toBe(200);
    expect(res.json.days.map((d: { day: string; reads: number }) => [d.day, d.reads])).toEqual([
      ["2020-02-27", 0],
      ["2020-02-28", 0],
      ["2020-02-29", 0],
      ["2020-03-01", 0],
    ]);
  });

  test("bad ranges are refused with a readable 400; without a session 401", async () => {
    for (const q of [
      "",
      "from=2025-01-01",
      "from=2025-13-01&to=2025-12-31",
      "from=yesterday&to=2025-01-01",
      "from=2025-02-01&to=2025-01-01",
      "from=2020-01-01&to=2025-01-01",
      "from=2025-01-01&to=2025-01-02&catalog=abc",
      "from=2025-01-01&to=2025-01-02&extra=1",
    ]) {
      const res = await t.admin("GET", `/api/admin/analytics?${q}`);
      expect(res.status).toBe(400);
      expect(res.json.error).toStartWith("Invalid input");
    }
    expect((await t.anon("GET", `/api/admin/analytics?${range}`)).status).toBe(401);
  });
});
