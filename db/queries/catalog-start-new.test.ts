/**
 * A catalogue added days before its start is "new" on its start day, not on the day it was
 * added (issue 27): My deals' catalogues and offers of followed stores and saved searches, and
 * the push alerts, ask when it was published (catalogs.ts catalogPublishedAt).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { dubaiToday } from "#lib/dates.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { catalogWithOffers } from "#tests/helpers/shopping-lists.ts";
import { visitorId } from "#tests/helpers/visitor.ts";
import { followStore } from "./follows.ts";
import { newCatalogsOfFollowed } from "./my-deals.ts";
import { searchOffers } from "./offer-search.ts";
import { catalogueAlertsDue } from "./push.ts";
import { syncSearchIndex } from "./search-index.ts";
import { ensureVisitorSession } from "./visitors.ts";

let env: ReturnType<typeof freshDb>;
let scheduled: ReturnType<typeof catalogWithOffers>;
const session = visitorId();
// Added on Monday 2025-06-16 at noon in Dubai, for Thursday 2025-06-19.
const added = Date.parse("2025-06-16T08:00:00Z");

beforeAll(() => {
  env = freshDb();
  scheduled = catalogWithOffers(env.db, { store: "Zephyr Hyper", offers: [{ name: "Quokka Rice", price: 9 }] });
  env.db.run(
    sql`UPDATE catalogs SET start_date = '2025-06-19', created_at = ${added} WHERE id = ${scheduled.catalogId}`,
  );
  ensureVisitorSession(env.db, session, added - 86_400_000);
  followStore(env.db, session, scheduled.storeId, added - 86_400_000);
  env.db.run(sql`INSERT INTO push_subscriptions (session_id, endpoint, p256dh, auth, lang, created_at)
    VALUES (${session}, 'https://push.example/1', 'k', 'a', 'en', ${added})`);
  syncSearchIndex(env.db);
});
afterAll(() => env.cleanup());

/** On Thursday just after 00:00 in Dubai, for a shopper whose last visit was Tuesday. */
const thursday = new Date("2025-06-18T20:00:01Z");
const tuesday = new Date("2025-06-17T08:00:00Z");

describe("a catalogue scheduled ahead is new on its start day", () => {
  test("My deals lists it, and its offers for a saved search, as new since Tuesday's visit", () => {
    const today = dubaiToday(thursday);
    expect(newCatalogsOfFollowed(env.db, session, tuesday, today, 10).map((c) => c.id)).toEqual([scheduled.catalogId]);
    const offers = searchOffers(env.db, { query: "quokka", today, since: tuesday }, "price", 1, 10);
    expect(offers.data.map((o) => o.name)).toEqual(["Quokka Rice"]);
  });

  test("the alerts see it due on its start day, though it was added more than two days before", () => {
    const due = catalogueAlertsDue(env.db, new Date(thursday.getTime() - 2 * 86_400_000), dubaiToday(thursday));
    expect(due.map((d) => d.catalogId)).toEqual([scheduled.catalogId]);
  });
});
