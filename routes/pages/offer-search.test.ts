/**
 * Offers on the pages that search (issue 23, item 4), through the real app over flyers of the
 * offer test set processed for real (tests/helpers/offer-flyers.ts): /search lists matching offers
 * first (crop, name, price, previous price, store, valid until), sortable and filterable with plain
 * links and forms, then pages, then stores; the home hero and the /catalogs search say how many
 * offers match and lead to /search. In English and Arabic.
 */
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { dubaiToday } from "#lib/dates.ts";
import { decodeWebp } from "#server/webp.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { decode } from "#tests/helpers/html.ts";
import { type OfferFlyers, seedOfferFlyers } from "#tests/helpers/offer-flyers.ts";

setDefaultTimeout(60_000);

let ids: OfferFlyers;
const { get, app } = startTestApp({
  seed: async (db, dataDir) => {
    ids = await seedOfferFlyers(db, dataDir, dubaiToday());
  },
});

/** The text of an element's inner HTML: markup, React's separators and entities gone. */
const text = (html: string) =>
  decode(html.replace(/<!--[\s\S]*?-->|<\/?bdi[^>]*>/g, "").replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
/** Each offer card's text, in page order. */
const offerCards = (html: string) =>
  [...html.matchAll(/<article[^>]*data-testid="offer-card"[^>]*>([\s\S]*?)<\/article>/g)].map((m) => text(m[1]!));
const offerNames = (html: string) =>
  [...html.matchAll(/data-testid="offer-card"[\s\S]*?<h3[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => text(m[1]!));
/** The text of the heading that says how many offers were found. */
const offerCount = (html: string) => text(html.match(/data-testid="offer-count"[^>]*>([\s\S]*?)<\/h2>/)?.[1] ?? "");

describe("/search lists offers", () => {
  test("first, each with its crop, name, price, previous price, store and validity, linking to its page", async () => {
    const { res, html } = await get("/search?q=milk");
    expect(res.status).toBe(200);
    expect(offerCount(html)).toBe("6 offers for “milk”");
    const almarai = offerCards(html).find((c) => c.includes("Almarai Full Fat Fresh Milk"));
    expect(almarai).toContain("2 L"); // its size, printed apart from the name
    expect(almarai).toContain("AED 11.50");
    expect(almarai).toContain("AED 13.95");
    expect(almarai).toContain("Save AED 2.45");
    expect(almarai).toContain("FreshWay");
    expect(almarai).toMatch(/Valid until \w+ \d+, \d{4}/);
    expect(html).toContain(`href="/catalogs/${ids.grid}/page/1?q=milk"`); // the search, for the page to mark
    // The crop: the offer's own image cut on the server (not the page image cropped by CSS), sized so nothing moves.
    const crops = [...html.matchAll(/<img[^>]*data-testid="offer-crop"[^>]*>/g)].map((m) => m[0]);
    expect(crops).toHaveLength(6);
    for (const img of crops) {
      expect(img).toMatch(/src="\/media\/offers\/\d+\.webp\?v=[0-9a-z]+"/);
      expect(img).toMatch(/width="\d+"/);
      expect(img).toMatch(/height="\d+"/);
    }
    expect(html.match(/data-testid="offer-results"[\s\S]*?<\/section>/)![0]).not.toContain("/media/pages/");
    // The size the page gives it is the size the server cuts.
    const first = crops[0]!;
    const image = await decodeWebp(
      await (await app.request(first.match(/src="([^"]+)"/)![1]!.replace(/&amp;/g, "&"))).arrayBuffer(),
    );
    expect(first).toContain(`width="${image.width}"`);
    expect(first).toContain(`height="${image.height}"`);
    // Offers, then pages, then stores.
    const at = (id: string) => html.indexOf(`id="${id}"`);
    expect(at("offer-results")).toBeGreaterThan(0);
    expect(at("offer-results")).toBeLessThan(at("page-results"));
  });

  test("stores come after the pages", async () => {
    const { html } = await get("/search?q=freshway");
    expect(html).not.toContain('data-testid="offer-results"'); // a store's name alone is no offer
    expect(html.indexOf('id="page-results"')).toBeLessThan(html.indexOf('id="matching-stores"'));
  });

  test("sort links: best match, lowest price, biggest saving; the current one marked; the form keeps the order", async () => {
    const { html } = await get("/search?q=milk&sort=price");
    expect(offerNames(html).slice(0, 2)).toEqual(["Almarai Full Fat Fresh Milk", "Galaxy Smooth Milk Chocolate"]);
    const sort = html.match(/data-testid="offer-sort"[\s\S]*?<\/nav>/)![0];
    expect(sort).toContain('href="/search?q=milk"');
    expect(sort).toContain('href="/search?q=milk&amp;sort=saving"');
    expect(sort).toMatch(/aria-current="true"[^>]*>Lowest price/);
    expect(html).toMatch(/<input type="hidden" name="sort" value="price"\/>/);
    const saving = await get("/search?q=milk&sort=saving");
    expect(offerCards(saving.html)[0]).toContain("Save AED 12.75");
  });

  test("filters: emirate, store and category narrow the offers; a bad sort is the default", async () => {
    const sharjah = await get("/search?q=milk&emirate=sharjah");
    expect(offerCount(sharjah.html)).toBe("2 offers for “milk”");
    const store = await get("/search?q=milk&store=freshway");
    expect(offerCards(store.html).every((c) => c.includes("FreshWay"))).toBe(true);
    const category = await get(`/search?q=milk&category=${encodeURIComponent("Home & Garden")}`);
    expect(offerCards(category.html)).toHaveLength(2);
    const bad = await get("/search?q=milk&sort=cheapest");
    expect(bad.res.status).toBe(200);
    expect(offerCards(bad.html)).toHaveLength(6);
  });

  test("more offers than the first handful: a link to all of them, paged, with the other results left out", async () => {
    const { html } = await get("/search?q=c");
    const all = html.match(/<a[^>]*data-testid="all-offers"[^>]*>/)?.[0];
    expect(all).toContain('href="/search?q=c&amp;show=offers"');
    expect(offerCards(html)).toHaveLength(8);
    // The first row on a phone loads first, the first row on a desktop at once, the rest when scrolled near.
    const crops = [...html.matchAll(/<img[^>]*data-testid="offer-crop"[^>]*>/g)].map((m) => m[0]);
    expect(
      crops.map((img) => (/fetchpriority="high"/i.test(img) ? "high" : /loading="lazy"/.test(img) ? "lazy" : "eager")),
    ).toEqual(["high", "high", "eager", "eager", "lazy", "lazy", "lazy", "lazy"]);
    const offersOnly = await get("/search?q=c&show=offers");
    expect(offerCards(offersOnly.html).length).toBeGreaterThan(8);
    expect(offersOnly.html).not.toContain('id="page-results"');
    expect(offersOnly.html).toContain('data-testid="pagination"');
  });

  test("a page of offers' crops, asked for at once as a browser does, all arrive (none turned away as too many)", async () => {
    const { html } = await get("/search?q=c&show=offers");
    const srcs = [
      ...html.matchAll(
        /<img[^>]*data-testid="offer-crop"[^>]*src="([^"]+)"|<img[^>]*src="([^"]+)"[^>]*data-testid="offer-crop"/g,
      ),
    ].map((m) => (m[1] ?? m[2])!.replace(/&amp;/g, "&"));
    expect(srcs.length).toBeGreaterThan(9);
    const statuses = await Promise.all(srcs.map(async (src) => (await app.request(src)).status));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  test("an expired catalogue's offers are not listed", async () => {
    const { html } = await get("/search?q=milk");
    expect(offerCards(html)).toHaveLength(6);
    expect(offerCards(html).some((c) => c.includes("OldMart"))).toBe(false);
  });

  test("in Arabic: Arabic names, prices written as the offer sheet writes them, links under /ar", async () => {
    const { res, html } = await get(`/ar/search?q=${encodeURIComponent("حليب")}`);
    expect(res.status).toBe(200);
    expect(offerCount(html)).toBe("عرض واحد لـ «حليب»");
    expect(offerNames(html)).toEqual(["حليب لاكنور طويل الأجل"]);
    const card = offerCards(html)[0]!;
    // "15.75 درهم", as on the page's tap areas and the offer sheet, never Intl's "15.75 د.إ.".
    expect(card).toContain("15.75 درهم");
    expect(card).toContain("28.50 درهم");
    expect(card).not.toContain("د.إ");
    expect(card).toContain("أسواق النخلة");
    expect(html).toContain(`href="/ar/catalogs/${ids.arabic}/page/1?q=${encodeURIComponent("حليب")}"`);
    // An English-only name inside the Arabic page is marked as English.
    const english = await get("/ar/search?q=almarai");
    expect(english.html).toMatch(/<bdi lang="en" dir="ltr">Almarai Full Fat Fresh Milk<\/bdi>/);
  });
});

describe("the home hero and /catalogs lead to the offers", () => {
  test("home: “N offers for …” linking to /search when the words match offers; the featured stores stay", async () => {
    const { html } = await get("/?search=milk");
    const link = html.match(/<a[^>]*data-testid="hero-offers"[^>]*>([\s\S]*?)<\/a>/);
    expect(link?.[0]).toContain('href="/search?q=milk"');
    expect(text(link![1]!)).toBe("6 offers for “milk”");
    expect(html).toContain('data-testid="empty-stores"'); // the store filter still finds no store
    const sharjah = await get("/?search=milk&emirate=sharjah");
    expect(sharjah.html).toMatch(
      /data-testid="hero-offers"[^>]*href="\/search\?q=milk&amp;emirate=sharjah"|href="\/search\?q=milk&amp;emirate=sharjah"[^>]*data-testid="hero-offers"/,
    );
    expect(text(sharjah.html.match(/data-testid="hero-offers"[^>]*>([\s\S]*?)<\/a>/)![1]!)).toBe("2 offers for “milk”");
  });

  test("home: no offer matched, no count (the plain link inside catalogues stays)", async () => {
    const { html } = await get("/?search=freshway");
    expect(html).not.toContain('data-testid="hero-offers"');
    expect(html).toContain('data-testid="hero-search-inside"');
  });

  test("home in Arabic", async () => {
    const { html } = await get(`/ar?search=${encodeURIComponent("حليب")}`);
    const link = html.match(/<a[^>]*data-testid="hero-offers"[^>]*>([\s\S]*?)<\/a>/);
    expect(link?.[0]).toContain(`href="/ar/search?q=${encodeURIComponent("حليب")}"`);
    expect(text(link![1]!)).toBe("عرض واحد لـ «حليب»");
  });

  test("/catalogs: the search says how many offers and pages inside catalogues match, and links there", async () => {
    const { html } = await get("/catalogs?search=milk");
    const link = html.match(/<a[^>]*data-testid="catalogs-search-inside"[^>]*>([\s\S]*?)<\/a>/);
    expect(link?.[0]).toContain('href="/search?q=milk"');
    expect(text(link![1]!)).toMatch(/^6 offers and \d+ pages? inside catalogs match “milk”$/);
    const ar = await get(`/ar/catalogs?search=${encodeURIComponent("حليب")}`);
    expect(ar.html).toContain('data-testid="catalogs-search-inside"');
    const none = await get("/catalogs?search=no-such-thing-anywhere");
    expect(none.html).not.toContain('data-testid="catalogs-search-inside"');
  });
});
