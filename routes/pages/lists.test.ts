/**
 * /lists (issue 25 item 1): the visitor's lists, personal, so never cached and answered
 * `private, no-store`; without JavaScript every change is a form that posts and redirects back.
 */
import { describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { PUBLIC_PAGE_CACHE_CONTROL } from "#server/pages.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { catalogWithOffers, formBrowser, textOf } from "#tests/helpers/shopping-lists.ts";

const ids = { milk: 0, rice: 0, oldMilk: 0, catalog: 0 };
const { app, get, env } = startTestApp({
  seed: (db) => {
    const carrefour = catalogWithOffers(db, {
      store: "Carrefour",
      offers: [
        { name: "Basmati Rice 5kg", nameAr: "أرز بسمتي 5 كغ", price: 29.5 },
        { name: "Fresh Milk 2L", price: 9.5 },
      ],
    });
    ids.rice = carrefour.offers[0]!;
    ids.catalog = carrefour.catalogId;
    ids.milk = catalogWithOffers(db, { store: "Lulu", offers: [{ name: "Fresh Milk 2L", price: 8.95 }] }).offers[0]!;
  },
});

describe("the list page", () => {
  test("goes gzipped to a browser that takes it, as cached pages do, and plain to one that does not", async () => {
    const zipped = await app.request("/lists", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toBe("Accept-Encoding");
    const html = new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await zipped.arrayBuffer())));
    expect(html).toContain('data-testid="lists-none"');
    const plain = await app.request("/lists");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  test("is personal: no-store, noindex, and never served from the page cache", async () => {
    const first = await get("/lists");
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("cache-control")).toBe("private, no-store");
    expect(first.html).toContain('name="robots" content="noindex, nofollow"');
    expect(first.html).toContain('data-testid="lists-none"');
    const browser = formBrowser(app);
    await browser.post("/lists", { do: "create", name: "Mine only" });
    // The same URL answers each visitor their own lists: nothing of one leaks into the other's answer.
    expect((await get("/lists")).html).not.toContain("Mine only");
    expect((await browser.get("/lists")).html).toContain("Mine only");
    // Public pages stay cached as before, the same for everyone: the header links to the lists,
    // its count is filled in by the browser, never written into the HTML.
    const stores = await browser.get("/stores");
    expect(stores.res.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(stores.res.headers.get("vary")).toBe("Accept-Encoding");
    expect(stores.html).toContain('data-testid="header-lists-link"');
    expect(stores.html).not.toContain("header-lists-count");
    expect(stores.html).toBe((await get("/stores")).html);
  });

  test("without JavaScript: create, add an offer, a page and text, tick, change quantity — each a post and a redirect", async () => {
    const b = formBrowser(app);
    const made = await b.post("/lists", { do: "create", name: "Weekend" });
    expect(made.status).toBe(303);
    const listId = Number(new URL(made.headers.get("location")!, "http://x").searchParams.get("list"));
    expect(made.headers.get("location")).toBe(`/lists?list=${listId}`);
    expect(b.cookie()).toMatch(/^uae_visitor=/);

    // "Add to list" on an offer names no list: it goes to the first one.
    expect((await b.post("/lists", { do: "add", offer: ids.rice })).headers.get("location")).toBe(
      `/lists?list=${listId}`,
    );
    await b.post("/lists", { do: "add", offer: ids.milk, list: listId });
    await b.post("/lists", { do: "add", catalog: ids.catalog, page: 2, list: listId });
    await b.post("/lists", { do: "add", text: "Eggs", list: listId });
    const page = await b.get(`/lists?list=${listId}`);
    const items = [...page.html.matchAll(/data-testid="list-item"/g)];
    expect(items).toHaveLength(4);
    const text = textOf(page.html);
    expect(text).toContain("Subtotal at Carrefour AED 29.50");
    expect(text).toContain("Subtotal at Lulu AED 8.95");
    expect(text).toContain("Total AED 38.45");
    expect(text).toContain("Other items");
    expect(page.html).toContain(`href="/catalogs/${ids.catalog}/page/1?offer=${ids.rice}"`);
    expect(text).toContain("Page 2 of the catalog");

    const itemId = Number(page.html.match(/name="item" value="(\d+)"/)![1]);
    const ticked = await b.post("/lists", { do: "tick", list: listId, item: itemId, ticked: 1 });
    expect(ticked.headers.get("location")).toBe(`/lists?list=${listId}`);
    await b.post("/lists", { do: "quantity", list: listId, item: itemId, quantity: 2 });
    const after = await b.get(`/lists?list=${listId}`);
    expect(after.html).toMatch(/aria-pressed="true"/);
    expect(textOf(after.html)).toContain("Total AED 67.95");
  });

  test("a form that cannot be done comes back with a readable notice, never a 500", async () => {
    const b = formBrowser(app);
    const listId = new URL(
      (await b.post("/lists", { do: "create", name: "X" })).headers.get("location")!,
      "http://x",
    ).searchParams.get("list");
    for (const [fields, error] of [
      [{ do: "create", name: "" }, "invalid"],
      [{ do: "quantity", list: listId!, item: 1, quantity: 0 }, "invalid"],
      [{ do: "add", offer: 99999 }, "notFound"],
      [{ do: "tick", list: 99999, item: 1, ticked: 1 }, "notFound"],
      [{ do: "explode" }, "invalid"],
    ] as const) {
      const res = await b.post("/lists", fields);
      expect(res.status, JSON.stringify(fields)).toBe(303);
      expect(res.headers.get("location")).toContain(`error=${error}`);
    }
    const shown = await b.get(`/lists?list=${listId}&error=notFound`);
    expect(textOf(shown.html)).toContain("That list or item no longer exists.");
  });

  test("another visitor's list is neither shown nor changed through the forms", async () => {
    const owner = formBrowser(app);
    const listId = new URL(
      (await owner.post("/lists", { do: "create", name: "Secret" })).headers.get("location")!,
      "http://x",
    ).searchParams.get("list")!;
    await owner.post("/lists", { do: "add", text: "Caviar", list: listId });
    const itemId = (await owner.get(`/lists?list=${listId}`)).html.match(/name="item" value="(\d+)"/)![1]!;
    const other = formBrowser(app);
    await other.post("/lists", { do: "create", name: "Mine" });
    expect((await other.get(`/lists?list=${listId}`)).html).not.toContain("Caviar");
    for (const act of ["tick", "remove", "delete-list", "share", "rename"]) {
      const res = await other.post("/lists", { do: act, list: listId, item: itemId, ticked: 1, name: "Taken" });
      expect(res.headers.get("location")).toContain("error=notFound");
    }
    const still = await owner.get(`/lists?list=${listId}`);
    expect(still.html).toContain("Caviar");
    expect(still.html).toMatch(/aria-pressed="false"/);
  });

  test("an item whose catalogue ended is marked, with the same product in a live catalogue this week", async () => {
    const b = formBrowser(app);
    const old = catalogWithOffers(env.db, { store: "Corner Shop", offers: [{ name: "Fresh Milk 2 L", price: 12 }] });
    await b.post("/lists", { do: "add", offer: old.offers[0]! });
    await b.post("/lists", { do: "add", text: "basmati rice 5kg" });
    env.db.run(sql`UPDATE catalogs SET expiry_date = '2020-01-01' WHERE id = ${old.catalogId}`);
    const page = await b.get("/lists");
    const text = textOf(page.html);
    expect(page.html).toContain('data-testid="list-item-ended"');
    expect(text).toContain("Ended Jan 1, 2020");
    // The cheapest elsewhere (Lulu 8.95, not Carrefour 9.50), linked to its page; and the typed item's offer.
    expect(text).toContain("This week at Lulu: AED 8.95");
    expect(page.html).toContain(`href="/catalogs/`);
    expect(text).toContain("This week at Carrefour: AED 29.50");
  });

  test("a list is renamed by a form that posts, and a blank name is refused with the list kept", async () => {
    const b = formBrowser(app);
    const made = await b.post("/lists", { do: "create", name: "Weekly" });
    const listId = new URL(made.headers.get("location")!, "http://x").searchParams.get("list")!;
    const page = await b.get(`/lists?list=${listId}`);
    expect(page.html).toContain('data-testid="list-rename"');
    const renamed = await b.post("/lists", { do: "rename", list: listId, name: "Eid party" });
    expect(renamed.status).toBe(303);
    expect(renamed.headers.get("location")).toBe(`/lists?list=${listId}`);
    expect(textOf((await b.get(`/lists?list=${listId}`)).html)).toContain("Eid party");
    const blank = await b.post("/lists", { do: "rename", list: listId, name: "  " });
    expect(blank.headers.get("location")).toContain("error=invalid");
    expect(textOf((await b.get(`/lists?list=${listId}`)).html)).toContain("Eid party");
  });

  test("forms from another site are refused", async () => {
    const b = formBrowser(app, { "Sec-Fetch-Site": "cross-site" });
    expect((await b.post("/lists", { do: "create", name: "Evil" })).status).toBe(403);
  });

  test("in Arabic: right to left, amounts in dirhams, the same list", async () => {
    const b = formBrowser(app);
    const made = await b.post("/ar/lists", { do: "add", offer: ids.rice });
    expect(made.headers.get("location")).toMatch(/^\/ar\/lists\?list=\d+$/);
    const page = await b.get(made.headers.get("location")!);
    expect(page.html).toContain('<html lang="ar" dir="rtl"');
    const text = textOf(page.html);
    expect(text).toContain("قائمتي");
    expect(text).toContain("أرز بسمتي 5 كغ");
    expect(text).toContain("29.50 درهم");
    expect(page.html).toContain(`href="/ar/catalogs/${ids.catalog}/page/1?offer=${ids.rice}"`);
  });
});
