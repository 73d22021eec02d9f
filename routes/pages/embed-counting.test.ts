/**
 * The embed counts like the site's own viewer (issue 27): its first page a catalogue view and a
 * page read, every later page (?page=N) a page read, sent by the browser to POST /api/events from
 * the frame's document, which is this site's origin, so the same-origin rule admits it; a bot's
 * are answered and not counted. The HTML stays the same for everyone (cached): the events are props.
 */
import { describe, expect, test } from "bun:test";
import { analyticsBuffer } from "#server/analytics/event-buffer.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { flightPayload } from "#tests/helpers/html.ts";
import { catalogWithOffers } from "#tests/helpers/shopping-lists.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
let catalog = 0;
const { app, get } = startTestApp({
  seed: (db) => {
    catalog = catalogWithOffers(db, {
      store: "Zephyr Hyper",
      pages: 3,
      offers: [{ name: "Rice", price: 9 }],
    }).catalogId;
  },
});

/** The events the page's counting islands carry. */
const eventsOf = (html: string) =>
  [...flightPayload(html).matchAll(/"event":(\{[^}]*\})/g)].map((m) => JSON.parse(m[1]!) as object);

describe("the embed counts", () => {
  test("a catalogue view and a read of its first page, in both languages", async () => {
    for (const path of ["/embed/store/zephyr-hyper", "/ar/embed/store/zephyr-hyper"]) {
      expect(eventsOf((await get(path)).html)).toEqual([
        { type: "catalog_view", catalog },
        { type: "page_read", catalog, page: 1 },
      ]);
    }
  });

  test("a read of each later page", async () => {
    expect(eventsOf((await get("/embed/store/zephyr-hyper?page=3")).html)).toEqual([
      { type: "page_read", catalog, page: 3 },
    ]);
  });

  test("nothing on its 404 page", async () => {
    expect(eventsOf((await get("/embed/store/nowhere")).html)).toEqual([]);
  });

  test("what the frame sends is accepted from its own origin; a bot's is not counted", async () => {
    const send = (userAgent: string) =>
      app.request("/api/events", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", "User-Agent": userAgent },
        body: JSON.stringify({
          lang: "en",
          events: [
            { type: "catalog_view", catalog },
            { type: "page_read", catalog, page: 1 },
          ],
        }),
      });
    const before = analyticsBuffer().stats();
    const browser = await send(CHROME);
    expect({ status: browser.status, body: await browser.json() }).toEqual({ status: 202, body: { accepted: 2 } });
    const bot = await send("Googlebot/2.1 (+http://www.google.com/bot.html)");
    expect(await bot.json()).toEqual({ accepted: 0 });
    const after = analyticsBuffer().stats();
    expect(after.written + after.pending - (before.written + before.pending)).toBe(2);
  });
});
