/**
 * Catalogues that publish themselves, through the whole app (issue 27): before its start day in
 * Dubai a catalogue's page addresses are the 404 page, its API answers 404, the store page and
 * /store/{slug}/latest do not know it; at 00:00 in Dubai (20:00 UTC) the cached pages are
 * dropped and it is live everywhere, with nothing run. The admin sees it all along.
 */
import { afterEach, describe, expect, setSystemTime, test } from "bun:test";
import { sql } from "drizzle-orm";
import { startTestApp } from "#tests/helpers/app.ts";
import { catalogWithOffers } from "#tests/helpers/shopping-lists.ts";

const ids = { current: 0, scheduled: 0, other: 0 };
const { admin, anon, app, get } = startTestApp({
  admin: true,
  seed: (db) => {
    const current = catalogWithOffers(db, { store: "Zephyr Hyper", offers: [{ name: "Quokka Rice", price: 9 }] });
    ids.current = current.catalogId;
    // The same store's next flyer, scheduled for Thursday 2025-06-19.
    const next = catalogWithOffers(db, { store: "Zephyr Next", offers: [{ name: "Wombat Oats", price: 5 }] });
    ids.scheduled = next.catalogId;
    db.run(
      sql`UPDATE catalogs SET store_id = ${current.storeId}, title = 'Thursday Flyer', start_date = '2025-06-19' WHERE id = ${ids.scheduled}`,
    );
    // A store whose only catalogue is scheduled: no current catalogue before that day.
    const other = catalogWithOffers(db, { store: "Later Mart", offers: [{ name: "Numbat Tea", price: 3 }] });
    ids.other = other.catalogId;
    db.run(sql`UPDATE catalogs SET start_date = '2025-06-19' WHERE id = ${ids.other}`);
  },
});

afterEach(() => setSystemTime());

/** What a shopper sees of the scheduled catalogue at `at`. */
async function shopperSees(at: string) {
  setSystemTime(new Date(at));
  const status = async (path: string) => (await app.request(path)).status;
  const latest = async (path: string) => {
    const res = await app.request(path, { redirect: "manual" });
    return res.status === 302 ? res.headers.get("Location") : res.status;
  };
  return {
    page: await status(`/catalogs/${ids.scheduled}/page/1`),
    arabicPage: await status(`/ar/catalogs/${ids.scheduled}/page/1`),
    api: await status(`/api/catalogs/${ids.scheduled}`),
    apiOffers: await status(`/api/catalogs/${ids.scheduled}/offers`),
    storePage: (await get("/store/zephyr-hyper")).html.includes("Thursday Flyer"),
    catalogues: (await get("/catalogs")).html.includes("Thursday Flyer"),
    latest: await latest("/store/zephyr-hyper/latest"),
    arabicLatest: await latest("/ar/store/zephyr-hyper/latest"),
    otherLatest: await latest("/store/later-mart/latest"),
  };
}

describe("a catalogue scheduled for a later day", () => {
  test("is hidden from shoppers until 23:59:59 the day before in Dubai, and the latest address leads to the current one", async () => {
    expect(await shopperSees("2025-06-18T19:59:59Z")).toEqual({
      page: 404,
      arabicPage: 404,
      api: 404,
      apiOffers: 404,
      storePage: false,
      catalogues: false,
      latest: `/catalogs/${ids.current}/page/1`,
      arabicLatest: `/ar/catalogs/${ids.current}/page/1`,
      otherLatest: 404,
    });
  });

  test("is live at 00:00 in Dubai (20:00 UTC), cached pages included, and becomes the latest", async () => {
    expect(await shopperSees("2025-06-18T20:00:00Z")).toEqual({
      page: 200,
      arabicPage: 200,
      api: 200,
      apiOffers: 200,
      storePage: true,
      catalogues: true,
      latest: `/catalogs/${ids.scheduled}/page/1`,
      arabicLatest: `/ar/catalogs/${ids.scheduled}/page/1`,
      otherLatest: `/catalogs/${ids.other}/page/1`,
    });
  });

  test("the latest address is kept a minute at most by shared caches, never by browsers; an unknown store is a 404 page", async () => {
    setSystemTime(new Date("2025-06-18T20:00:00Z"));
    const res = await app.request("/store/zephyr-hyper/latest", { redirect: "manual" });
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60");
    const missing = await get("/store/no-such-store/latest");
    expect(missing.res.status).toBe(404);
    expect(missing.res.headers.get("Content-Type")).toContain("text/html");
  });

  test("the admin sees it before its day", async () => {
    setSystemTime(new Date("2025-06-18T12:00:00Z"));
    expect((await admin("GET", `/api/catalogs/${ids.scheduled}`)).status).toBe(200);
    expect((await anon("GET", `/api/catalogs/${ids.scheduled}`)).status).toBe(404);
  });
});
