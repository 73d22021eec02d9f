/**
 * "Add to list" without JavaScript (the form post to /lists) is counted like the API's add
 * (issue 27): an offer or a catalogue page added is a list_add; free text is not counted, and
 * neither is a bot's post.
 */
import { describe, expect, test } from "bun:test";
import { analyticsBuffer } from "#server/analytics/event-buffer.ts";
import { BROWSER_UA } from "#tests/helpers/analytics.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { catalogWithOffers, formBrowser } from "#tests/helpers/shopping-lists.ts";

const ids = { offer: 0, catalog: 0 };
const { app, env } = startTestApp({
  seed: (db) => {
    const made = catalogWithOffers(db, { store: "Carrefour", offers: [{ name: "Basmati Rice 5kg", price: 29.5 }] });
    ids.offer = made.offers[0]!;
    ids.catalog = made.catalogId;
  },
});

/** The list adds written so far, as "offer N" / "catalog N page P". */
function listAdds(): string[] {
  analyticsBuffer().flush();
  const rows = env.db.$client
    .query("SELECT offer, catalog, page FROM analytics_events WHERE type = 'list_add' ORDER BY id")
    .all() as { offer: number | null; catalog: number | null; page: number | null }[];
  return rows.map((r) => (r.offer ? `offer ${r.offer}` : `catalog ${r.catalog} page ${r.page}`));
}

describe("adds to a list without JavaScript", () => {
  test("an offer and a catalogue page are counted; free text is not", async () => {
    const b = formBrowser(app, { "User-Agent": BROWSER_UA });
    expect((await b.post("/lists", { do: "add", offer: ids.offer })).status).toBe(303);
    expect((await b.post("/ar/lists", { do: "add", catalog: ids.catalog, page: 2 })).status).toBe(303);
    expect((await b.post("/lists", { do: "add", text: "Bread" })).status).toBe(303);
    expect(listAdds()).toEqual([`offer ${ids.offer}`, `catalog ${ids.catalog} page 2`]);
  });

  test("a bot's add is not counted", async () => {
    const before = listAdds().length;
    const bot = formBrowser(app, { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    expect((await bot.post("/lists", { do: "add", offer: ids.offer })).status).toBe(303);
    expect(listAdds().length).toBe(before);
  });
});
