/**
 * Web Push for saved searches (issue 25 item 4), over the loopback push service that checks each
 * message's signature and decrypts it: new offers matching a visitor's saved search are told once,
 * opening the cheapest one's page, in the subscriber's language (Arabic words folded as search
 * folds them); none for a search that matches nothing new, none after unsubscribing, at most one
 * a Dubai day per saved search, and offers published before the search was saved are not news.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { deletePushSubscription, savePushSubscription } from "#db/queries/push.ts";
import { saveSearch } from "#db/queries/saved-searches.ts";
import { syncSearchIndex } from "#db/queries/search-index.ts";
import { ensureVisitorSession } from "#db/queries/visitors.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { startPushEndpoint } from "#tests/helpers/push-endpoint.ts";
import { catalogWithOffers } from "#tests/helpers/shopping-lists.ts";
import { sendSearchAlerts } from "./alerts.ts";

let env: ReturnType<typeof freshDb>;
let push: Awaited<ReturnType<typeof startPushEndpoint>>;
const origin = "https://deals.example.ae";
const HOUR = 3_600_000;

/** A store's catalogue with offers, indexed for search as processing leaves it. */
function publish(store: string, offers: Parameters<typeof catalogWithOffers>[1]["offers"]) {
  const made = catalogWithOffers(env.db, { store, offers });
  syncSearchIndex(env.db);
  return made;
}

function visitor(id: string, q: string, path: string, lang: "en" | "ar" = "en") {
  ensureVisitorSession(env.db, id);
  const saved = saveSearch(env.db, id, { q }, Date.now() - HOUR);
  savePushSubscription(env.db, id, { ...push.subscription(path), lang });
  return saved;
}

beforeAll(async () => {
  env = freshDb();
  push = await startPushEndpoint({});
  // Published before anyone saved a search: not news.
  publish("Old Mart", [{ name: "Fresh Milk 1L", price: 4 }]);
  env.db.run(sql`UPDATE catalogs SET created_at = ${Date.now() - 2 * HOUR}`);
  visitor("SearchAlertEnglish000001", "milk", "/en");
  visitor("SearchAlertArabic0000001", "حليب", "/ar", "ar");
  visitor("SearchAlertNothing000001", "kettle", "/nothing");
  visitor("SearchAlertLeft000000001", "milk", "/left");
  deletePushSubscription(env.db, "SearchAlertLeft000000001", push.subscription("/left").endpoint);
});
afterAll(() => {
  push.stop();
  env.cleanup();
});

describe("saved-search alerts", () => {
  test("new matching offers are told once, opening the cheapest, in the subscriber's language", async () => {
    const lulu = publish("Lulu", [
      { name: "Full Cream Milk 2L", nameAr: "الحليب كامل الدسم", price: 9.95 },
      { name: "Laban 1L", nameAr: "لبن", price: 3.5 },
      { name: "Fresh Milk 1L", nameAr: "حليب طازج", price: 5.25 },
    ]);
    await sendSearchAlerts(env.db, { publicOrigin: origin });
    expect(push.problems).toEqual([]);
    const byPath = Object.fromEntries(push.received.map((r) => [r.path, r.payload]));
    expect(Object.keys(byPath).sort()).toEqual(["/ar", "/en"]);
    const cheapest = lulu.offers[2];
    expect(byPath["/en"]).toMatchObject({
      title: "2 new offers for “milk”",
      body: "Fresh Milk 1L, AED 5.25 at Lulu",
      url: `${origin}/catalogs/${lulu.catalogId}/page/1?offer=${cheapest}`,
      unsubscribe: { url: `${origin}/my-deals#alerts` },
    });
    expect(byPath["/ar"]).toMatchObject({
      url: `${origin}/ar/catalogs/${lulu.catalogId}/page/1?offer=${cheapest}`,
      dir: "rtl",
    });
    expect(String(byPath["/ar"]?.title)).toContain("حليب");
    console.log(`A saved-search notification's payload: ${JSON.stringify(byPath["/en"])}`);
  });

  test("nothing twice, and at most one a day for a saved search", async () => {
    const before = push.received.length;
    await sendSearchAlerts(env.db, { publicOrigin: origin });
    publish("Carrefour", [{ name: "Milk Powder", price: 30 }]);
    await sendSearchAlerts(env.db, { publicOrigin: origin });
    expect(push.received.length).toBe(before);
    // The next day, the next catalogue's matches are told.
    env.db.run(sql`UPDATE push_sent SET topic = replace(topic, '@', '@old-') WHERE topic LIKE 'search:%@%'`);
    publish("Union Coop", [{ name: "Goat Milk", price: 12 }]);
    await sendSearchAlerts(env.db, { publicOrigin: origin });
    const told = push.received.slice(before).map((r) => [r.path, r.payload.body]);
    expect(told).toEqual([["/en", "Goat Milk, AED 12.00 at Union Coop"]]);
  });
});
