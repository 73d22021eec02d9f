/**
 * A list page and its API twin read their query with one definition (src/schemas/*-list.ts).
 * What the API refuses with 400, the page ignores: it shows what it shows without that value
 * (a shared link with a stale or mistyped value still opens the list), never a 4xx.
 */
import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";

const { get, anon } = startTestApp({ demo: true });

/** The page's own content: the header and footer echo the URL (language switch, emirate form). */
const main = (html: string) => {
  const m = html.match(/<main[\s\S]*<\/main>/);
  if (!m) throw new Error("no <main>");
  return m[0];
};

/** 120 characters: longer than a list's search box (100) takes. */
const LONG = "fresh milk ".repeat(11);
const CUT = LONG.trim().slice(0, 100);
const q = encodeURIComponent;

type Case = {
  /** What the value is. */
  name: string;
  /** The page with the bad value. */
  bad: string;
  /** The page it must show the same as. */
  same: string;
  /** A page whose content differs from `same`: the parameter is read, so the test can fail. */
  differs: string;
  /** The API twin given the same value, which answers 400; null where the API takes any text. */
  api: string | null;
};

const CASES: Case[] = [
  {
    name: "/catalogs, a validity that is not new or ending",
    bad: "/catalogs?valid=soon",
    same: "/catalogs",
    differs: "/catalogs?valid=ending",
    api: "/api/catalogs?valid=soon",
  },
  {
    name: "/catalogs, an unknown order and view",
    bad: "/catalogs?sort=cheapest&view=tiles",
    same: "/catalogs",
    differs: "/catalogs?sort=title&view=list",
    api: "/api/catalogs?sort=cheapest",
  },
  {
    name: "/catalogs, a search longer than the box (cut, as the box would)",
    bad: `/catalogs?search=${q(LONG)}`,
    same: `/catalogs?search=${q(CUT)}`,
    differs: "/catalogs",
    api: `/api/catalogs?search=${q(LONG)}`,
  },
  {
    name: "/catalogs, an emirate by name and a category not of the fixed list (the API matches those)",
    bad: "/catalogs?emirate=Dubai&category=electronics",
    same: "/catalogs",
    differs: "/catalogs?emirate=dubai&category=Electronics",
    api: null,
  },
  {
    name: "/stores, an unknown emirate, an unticked checkbox value and an unoffered order",
    bad: "/stores?emirate=atlantis&hasCatalogs=yes&sort=location",
    same: "/stores",
    differs: "/stores?emirate=ajman&hasCatalogs=true&sort=name",
    api: null,
  },
  {
    name: "/stores, a search longer than the box",
    bad: `/stores?search=${q(LONG)}`,
    same: `/stores?search=${q(CUT)}`,
    differs: "/stores",
    api: `/api/stores?search=${q(LONG)}`,
  },
  {
    name: "/, an order the home grid does not offer (the API's table has it)",
    bad: "/?sort=category&view=tiles",
    same: "/",
    differs: "/?sort=name&view=list",
    api: null,
  },
  {
    name: "/search, filters it does not offer",
    bad: "/search?q=milk&emirate=Sharjah&category=Groceries&store=no-such-store",
    same: "/search?q=milk",
    differs: "/search?q=milk&category=Electronics",
    api: null,
  },
  {
    name: "/search, no text (the start page; the API needs one) and an unknown emirate",
    bad: "/search?emirate=dubai-city",
    same: "/search",
    differs: "/search?emirate=dubai",
    api: "/api/search?emirate=dubai-city",
  },
  {
    name: "/blog, a category not of the fixed list",
    bad: "/blog?category=Recipes",
    same: "/blog",
    differs: "/blog?category=News",
    api: null,
  },
  {
    name: "/blog, a search longer than the box",
    bad: `/blog?search=${q(LONG)}`,
    same: `/blog?search=${q(CUT)}`,
    differs: "/blog",
    api: `/api/blogs?page=1&search=${q(LONG)}`,
  },
];

describe("a list page drops a query value its API refuses", () => {
  test.each(CASES)("$name", async (c) => {
    const bad = await get(c.bad);
    expect(bad.res.status).toBe(200);
    const same = await get(c.same);
    expect(main(bad.html)).toBe(main(same.html));
    expect(main((await get(c.differs)).html)).not.toBe(main(same.html));
    if (c.api) expect((await anon("GET", c.api)).status).toBe(400);
  });
});
