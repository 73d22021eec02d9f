/**
 * Atom feeds (issue 25, item 4): per store, per catalogue category, per emirate and per saved
 * search, in English (/feeds/...) and Arabic (/ar/feeds/...); valid Atom (RFC 4287: the feed's
 * and every entry's id, title, updated and link), well-formed, cached like pages, and linked
 * from the pages they follow.
 */
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { dubaiToday } from "#lib/dates.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { type OfferFlyers, seedOfferFlyers } from "#tests/helpers/offer-flyers.ts";

setDefaultTimeout(300_000);

let ids: OfferFlyers;
const { get } = startTestApp({
  seed: async (db, dataDir) => {
    ids = await seedOfferFlyers(db, dataDir, dubaiToday());
  },
});

/** Tags open and close in order (a small well-formedness check: no XML parser is a dependency). */
function wellFormed(xml: string): boolean {
  const stack: string[] = [];
  for (const [, close, name, selfClosing] of xml
    .replace(/<\?xml[^>]*\?>/, "")
    .matchAll(/<(\/?)([A-Za-z][\w:-]*)(?:\s[^>]*?)?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!close) stack.push(name!);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0 && !/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(xml);
}

const one = (xml: string, tag: string) => xml.match(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`))?.[1];

function checkAtom(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
  expect(wellFormed(xml)).toBe(true);
  expect(xml).toMatch(/<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom" xml:lang="(en|ar)">/);
  const head = xml.split("<entry>")[0]!;
  expect(one(head, "id")).toMatch(/^http:\/\/localhost:3000\/(ar\/)?feeds\//);
  expect(one(head, "title")?.length).toBeGreaterThan(0);
  expect(one(head, "updated")).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
  expect(head).toMatch(/<link rel="self" type="application\/atom\+xml" href="[^"]+"\/>/);
  expect(head).toMatch(/<link rel="alternate" type="text\/html" href="[^"]+"\/>/);
  const entries = xml.split("<entry>").slice(1);
  for (const e of entries) {
    expect(one(e, "id")).toMatch(/^http:\/\/localhost:3000\//);
    expect(one(e, "title")?.length).toBeGreaterThan(0);
    expect(one(e, "updated")).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(e).toMatch(/<link rel="alternate" type="text\/html" href="http:\/\/localhost:3000\/[^"]+"\/>/);
  }
  return entries;
}

describe("Atom feeds", () => {
  test("a store's feed lists its live catalogues, each linking to its first page; cached like a page", async () => {
    const { res, html } = await get("/feeds/store/freshway");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toContain("public");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const entries = checkAtom(html);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toContain(`/catalogs/${ids.grid}/page/1`);
    expect(entries[0]).toContain("Weekend Mega Deals");
  });

  test("in Arabic under /ar, with Arabic titles and /ar links", async () => {
    const { html } = await get("/ar/feeds/store/al-nakhla");
    const entries = checkAtom(html);
    expect(html).toContain('xml:lang="ar"');
    expect(entries[0]).toContain("عروض نهاية الأسبوع");
    expect(entries[0]).toContain(`http://localhost:3000/ar/catalogs/${ids.arabic}/page/1`);
  });

  test("per category and per emirate", async () => {
    const food = checkAtom((await get("/feeds/category/food-beverages")).html);
    expect(food.map((e) => one(e, "title"))).toEqual([expect.stringContaining("Weekend Mega Deals")]);
    const sharjah = checkAtom((await get("/feeds/emirate/sharjah")).html);
    expect(sharjah).toHaveLength(1);
    expect(sharjah[0]).toContain(`/catalogs/${ids.arabic}/page/1`);
  });

  test("per saved search: the offers matching it, each opening the offer on its page", async () => {
    const entries = checkAtom((await get("/ar/feeds/search?q=%D8%AD%D9%84%D9%8A%D8%A8")).html);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatch(new RegExp(`/ar/catalogs/${ids.arabic}/page/1\\?offer=\\d+`));
    expect(checkAtom((await get("/feeds/search?q=milk&emirate=sharjah")).html)).toHaveLength(2);
  });

  test("unknown stores, categories and emirates are 404; a search without words is 400", async () => {
    expect((await get("/feeds/store/no-such-store")).res.status).toBe(404);
    expect((await get("/feeds/category/nothing")).res.status).toBe(404);
    expect((await get("/feeds/emirate/atlantis")).res.status).toBe(404);
    expect((await get("/feeds/search")).res.status).toBe(400);
    expect((await get("/feeds/search?q=milk&emirate=atlantis")).res.status).toBe(400);
  });

  test("the pages link their feed with <link rel=alternate type=application/atom+xml>", async () => {
    const link = (href: string) => `<link rel="alternate" type="application/atom+xml" href="${href}"`;
    expect((await get("/store/freshway")).html).toContain(link("http://localhost:3000/feeds/store/freshway"));
    expect((await get("/ar/store/freshway")).html).toContain(link("http://localhost:3000/ar/feeds/store/freshway"));
    expect((await get("/catalogs?emirate=sharjah")).html).toContain(
      link("http://localhost:3000/feeds/emirate/sharjah"),
    );
    expect((await get("/catalogs?category=Food+%26+Beverages")).html).toContain(
      link("http://localhost:3000/feeds/category/food-beverages"),
    );
    expect((await get("/search?q=milk")).html).toContain(link("http://localhost:3000/feeds/search?q=milk"));
  });
});
