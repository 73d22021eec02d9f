/**
 * GET /api/offers through the real app over flyers of the offer test set processed for real
 * (tests/helpers/offer-flyers.ts): the answer's shape, paging, the three orders, the filters,
 * readable 400s for bad input, and what shoppers must not find (hidden offers, expired catalogues).
 */
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { syncSearchIndex } from "#db/queries/search-index.ts";
import { catalogOffers } from "#db/schema.ts";
import { dubaiToday } from "#lib/dates.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { type OfferFlyers, seedOfferFlyers } from "#tests/helpers/offer-flyers.ts";

setDefaultTimeout(60_000);

let ids: OfferFlyers;
const { anon, env } = startTestApp({
  seed: async (db, dataDir) => {
    ids = await seedOfferFlyers(db, dataDir, dubaiToday());
  },
});

type Offer = {
  id: number;
  catalogId: number;
  page: number;
  name: string | null;
  nameAr: string | null;
  price: number;
  was: number | null;
  saving: number | null;
  store: { slug: string };
  url: string;
};
type Answer = { data: Offer[]; page: number; limit: number; total: number; pages: number };

const offers = async (query: string) => {
  const { status, json } = await anon("GET", `/api/offers?${query}`);
  expect(status).toBe(200);
  return json as Answer;
};

describe("GET /api/offers", () => {
  test("answers a page of matching offers with where they are, whose they are and until when", async () => {
    const answer = await offers("q=milk");
    expect(answer).toMatchObject({ page: 1, limit: 20, total: 6, pages: 1 });
    const almarai = answer.data.find((o) => o.name === "Almarai Full Fat Fresh Milk");
    expect(almarai).toEqual({
      id: expect.any(Number),
      catalogId: ids.grid,
      page: 1,
      name: "Almarai Full Fat Fresh Milk",
      nameAr: null,
      price: 11.5,
      was: 13.95,
      saving: 2.45,
      currency: "AED",
      unit: null,
      quantity: null,
      size: "2 L",
      box: { x: expect.any(Number), y: expect.any(Number), width: expect.any(Number), height: expect.any(Number) },
      store: { id: ids.freshway, name: "FreshWay", nameAr: "فريش واي", slug: "freshway" },
      validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      url: `/catalogs/${ids.grid}/page/1`,
      pageImage: expect.stringMatching(/^\/media\/pages\/[0-9a-f]+\/1-480\.webp$/),
    } as never);
  });

  test("Arabic finds Arabic names", async () => {
    const answer = await offers(`q=${encodeURIComponent("حليب")}`);
    expect(answer.data.map((o) => o.nameAr)).toEqual(["حليب لاكنور طويل الأجل"]);
  });

  test("pages: limit and page, the total on each, an empty page past the last", async () => {
    const first = await offers("q=milk&sort=price&limit=4");
    const second = await offers("q=milk&sort=price&limit=4&page=2");
    expect([first.total, first.pages, second.page, second.data.length]).toEqual([6, 2, 2, 2]);
    expect([...first.data, ...second.data].map((o) => o.price)).toEqual([11.5, 13.25, 15.75, 17.95, 22.75, 68.75]);
    expect(await offers("q=milk&limit=4&page=3")).toMatchObject({ data: [], total: 6, pages: 2 });
  });

  test("sort=saving: biggest saving first, offers without a previous price last", async () => {
    const cheese = (await offers("q=cheese&sort=saving")).data;
    expect(cheese.map((o) => o.saving)).toEqual([3.75, 1.5, null, null]);
  });

  test("filters: emirate, store and category", async () => {
    expect((await offers("q=milk&emirate=sharjah")).total).toBe(2);
    expect((await offers("q=milk&store=freshway")).data.every((o) => o.store.slug === "freshway")).toBe(true);
    expect((await offers("q=milk&store=freshway")).total).toBe(4);
    expect((await offers(`q=milk&category=${encodeURIComponent("Home & Garden")}`)).total).toBe(2);
    expect((await offers("q=milk&emirate=fujairah")).total).toBe(0);
  });

  test("an expired catalogue's offers are not found", async () => {
    expect((await offers("q=milk&store=oldmart")).total).toBe(0);
    expect((await offers("q=milk")).data.some((o) => o.catalogId === ids.expired)).toBe(false);
  });

  test("an offer an operator deleted (hidden) is not found", async () => {
    const lacnor = (await offers("q=lacnor&store=freshway")).data[0]!;
    env.db.update(catalogOffers).set({ hidden: true }).where(eq(catalogOffers.id, lacnor.id)).run();
    syncSearchIndex(env.db);
    const after = await offers("q=lacnor");
    expect(after.total).toBe(1);
    expect(after.data.map((o) => o.id)).not.toContain(lacnor.id);
  });

  test("text that is not a word finds nothing, never an error", async () => {
    for (const q of ["", "*", '"NEAR(milk', "name:milk OR", "x".repeat(5000)])
      expect((await offers(`q=${encodeURIComponent(q)}`)).total).toBe(0);
  });

  test.each([
    ["", "q: q is required"],
    ["q=milk&sort=cheapest", "sort: sort must be one of: relevance, price, saving"],
    ["q=milk&page=0", "page: page must be a whole number from 1 to 100000"],
    ["q=milk&limit=101", "limit: limit must be a whole number from 1 to 100"],
    ["q=milk&limit=1e1", "limit: limit must be a whole number from 1 to 100"],
    [`q=${"x".repeat(20_001)}`, "q: q is too long"],
  ])("?%s is a 400 saying what is wrong", async (query, message) => {
    const { status, json } = await anon("GET", `/api/offers?${query}`);
    expect(status).toBe(400);
    expect(json.error).toBe(`Invalid input: ${message}`);
  });
});
