/**
 * GET /api/me/deals, what "My deals" shows (issue 25, item 3): what is new since the last
 * visit: catalogues of followed stores, and offers matching saved searches, found with the
 * search's own Arabic normaliser; each with the address of its page. Over the offer test
 * flyers, processed for real (tests/helpers/offer-flyers.ts).
 */
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { sql } from "drizzle-orm";
import { dubaiToday } from "#lib/dates.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { type OfferFlyers, seedOfferFlyers } from "#tests/helpers/offer-flyers.ts";
import { visitorCaller } from "#tests/helpers/visitor.ts";

setDefaultTimeout(300_000);

let ids: OfferFlyers;
const { app, env } = startTestApp({
  seed: async (db, dataDir) => {
    ids = await seedOfferFlyers(db, dataDir, dubaiToday());
  },
});

type Deals = {
  since: string | null;
  catalogs: { id: number; title: string; store: { slug: string }; href: string }[];
  searches: { search: { q: string }; total: number; offers: { name: string | null; price: number; href: string }[] }[];
};

describe("/api/me/deals", () => {
  test("a new visitor with nothing followed gets empty lists, not an error", async () => {
    const me = await visitorCaller(app);
    const res = await me.call("GET", "/api/me/deals");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ since: null, catalogs: [], searches: [], follows: 0, savedSearches: 0 });
  });

  test("new catalogues of followed stores only, and new offers matching saved searches (Arabic normalised), with their pages", async () => {
    const me = await visitorCaller(app);
    await me.call("POST", "/api/me/follows", { storeId: ids.freshway });
    await me.call("POST", "/api/me/searches", { q: "حليب" });
    await me.call("POST", "/api/me/searches", { q: "milk", emirate: "sharjah" });
    const deals = (await me.call("GET", "/api/me/deals")).json as Deals;
    expect(deals.catalogs.map((c) => [c.id, c.store.slug, c.href])).toEqual([
      [ids.grid, "freshway", `/catalogs/${ids.grid}/page/1`],
    ]);
    expect(deals.searches.map((s) => s.search.q)).toEqual(["حليب", "milk"]);
    // "حليب" is printed "الحليب" on the flyer: the article and alef forms fold as in search.
    expect(deals.searches[0]!.offers.map((o) => `${o.name} ${o.price}`)).toEqual(["Lacnor Long Life Milk 15.75"]);
    expect(deals.searches[0]!.offers[0]!.href).toMatch(new RegExp(`^/catalogs/${ids.arabic}/page/1\\?offer=\\d+$`));
    // The Sharjah filter keeps Al Nakhla's offers and leaves FreshWay's (Dubai) out; cheapest first.
    expect(deals.searches[1]!.offers.map((o) => `${o.name} ${o.price}`)).toEqual([
      "Galaxy Smooth Milk Chocolate 13.25",
      "Lacnor Long Life Milk 15.75",
    ]);
  });

  test("what came before the last visit is no longer new; a reload within the hour keeps the same news", async () => {
    const me = await visitorCaller(app);
    await me.call("POST", "/api/me/follows", { storeId: ids.freshway });
    await me.call("POST", "/api/me/searches", { q: "milk" });
    expect((await me.call("POST", "/api/me/deals/visit", {})).status).toBe(200);
    // A reload: the first visit's news stay.
    expect(((await me.call("GET", "/api/me/deals")).json as Deals).catalogs).toHaveLength(1);
    // Two hours later, with the catalogues published three hours ago: nothing is new.
    const hours = (n: number) => Date.now() - n * 3_600_000;
    env.db.run(sql`UPDATE my_deals_visits SET visited_at = ${hours(2)} WHERE session_id = ${me.id}`);
    env.db.run(sql`UPDATE catalogs SET created_at = ${hours(3)}`);
    const later = (await me.call("GET", "/api/me/deals")).json as Deals & { since: string };
    expect(later.catalogs).toEqual([]);
    expect(later.searches[0]!.offers).toEqual([]);
    expect(Math.abs(Date.parse(later.since) - hours(2))).toBeLessThan(60_000);
    // One published since that visit is new again.
    env.db.run(sql`UPDATE catalogs SET created_at = ${hours(1)} WHERE id = ${ids.grid}`);
    const news = (await me.call("GET", "/api/me/deals")).json as Deals;
    expect(news.catalogs.map((c) => c.id)).toEqual([ids.grid]);
    expect(news.searches[0]!.total).toBe(4);
  });

  test("another session's follows and searches are not in a session's deals", async () => {
    const other = await visitorCaller(app);
    const deals = (await other.call("GET", "/api/me/deals")).json as Deals;
    expect(deals.catalogs).toEqual([]);
    expect(deals.searches).toEqual([]);
  });
});
