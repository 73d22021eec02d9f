/**
 * Web Push alerts over a real push service on loopback (tests/helpers/push-endpoint.ts) that
 * checks each message's VAPID signature and decrypts it: one message per new catalogue of a
 * followed store, none for a store not followed, none after unsubscribing, at most one per store
 * a day, in the subscriber's language; gone subscriptions dropped, failing services retried.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { followStore } from "#db/queries/follows.ts";
import { deletePushSubscription, savePushSubscription, subscriptionCount } from "#db/queries/push.ts";
import { ensureVisitorSession } from "#db/queries/visitors.ts";
import { catalogJobs } from "#db/schema.ts";
import { insertCatalog, insertStore } from "#db/seed/factories.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { startPushEndpoint } from "#tests/helpers/push-endpoint.ts";
import { sendCatalogueAlerts } from "./alerts.ts";

let env: ReturnType<typeof freshDb>;
let push: Awaited<ReturnType<typeof startPushEndpoint>>;
const origin = "https://deals.example.ae";
const HOUR = 3_600_000;
let followed = 0;
let other = 0;

/** A catalogue of `storeId`, its pages ready (what the alert waits for). */
function publish(storeId: number, title: string, titleAr?: string): number {
  const id = insertCatalog(env.db, { storeId, title, titleAr, expiryDate: "2099-01-01" }).id;
  env.db
    .update(catalogJobs)
    .set({ state: "ready", liveHash: "f".repeat(64), livePages: 4 })
    .where(eq(catalogJobs.catalogId, id))
    .run();
  return id;
}

function visitor(id: string, stores: number[], path: string, lang: "en" | "ar" = "en") {
  ensureVisitorSession(env.db, id);
  for (const s of stores) followStore(env.db, id, s, Date.now() - HOUR);
  savePushSubscription(env.db, id, { ...push.subscription(path), lang });
}

beforeAll(async () => {
  env = freshDb();
  push = await startPushEndpoint({ "/gone": [410], "/flaky": [500, 503] });
  followed = insertStore(env.db, { name: "Followed Mart", nameAr: "متجر المتابعة" }).id;
  other = insertStore(env.db, { name: "Other Mart" }).id;
  visitor("AlertsVisitorEnglish0001", [followed], "/en");
  visitor("AlertsVisitorArabic00001", [followed], "/ar", "ar");
  visitor("AlertsVisitorLeft0000001", [followed], "/left");
  deletePushSubscription(env.db, "AlertsVisitorLeft0000001", push.subscription("/left").endpoint);
  visitor("AlertsVisitorGone0000001", [followed], "/gone");
  visitor("AlertsVisitorFlaky000001", [followed], "/flaky");
});
afterAll(() => {
  push.stop();
  env.cleanup();
});

describe("catalogue alerts", () => {
  test("one message per new catalogue of a followed store, to each subscriber in their language", async () => {
    const id = publish(followed, "Weekend Deals", "عروض نهاية الأسبوع");
    publish(other, "Not followed");
    await sendCatalogueAlerts(env.db, { publicOrigin: origin });
    expect(push.problems).toEqual([]);
    const byPath = Object.fromEntries(push.received.map((r) => [r.path, r.payload]));
    expect(Object.keys(byPath).sort()).toEqual(["/ar", "/en", "/flaky"]);
    expect(byPath["/en"]).toMatchObject({
      title: "Followed Mart: a new catalog",
      body: "Weekend Deals, valid until 2099-01-01",
      url: `${origin}/catalogs/${id}/page/1`,
      unsubscribe: { url: `${origin}/my-deals#alerts` },
    });
    expect(byPath["/ar"]).toMatchObject({
      title: "متجر المتابعة: كتالوج جديد",
      url: `${origin}/ar/catalogs/${id}/page/1`,
      dir: "rtl",
    });
    expect(push.received[0]!.ttl).toBe("86400");
    console.log(`A notification's payload: ${JSON.stringify(byPath["/en"])}`);
  });

  test("a 410 drops the subscription; a 5xx was asked again until it went through", () => {
    expect(subscriptionCount(env.db, "AlertsVisitorGone0000001")).toBe(0);
    expect(subscriptionCount(env.db, "AlertsVisitorFlaky000001")).toBe(1);
  });

  test("nothing twice, and at most one a day for a store", async () => {
    const before = push.received.length;
    await sendCatalogueAlerts(env.db, { publicOrigin: origin });
    publish(followed, "Second catalogue today");
    await sendCatalogueAlerts(env.db, { publicOrigin: origin });
    expect(push.received.length).toBe(before);
    // The next day, the next catalogue is told.
    env.db.run(sql`UPDATE push_sent SET topic = replace(topic, '@', '@old-') WHERE topic LIKE 'store:%'`);
    publish(followed, "Tomorrow's catalogue");
    await sendCatalogueAlerts(env.db, { publicOrigin: origin });
    expect(push.received.length).toBe(before + 3);
  });
});
