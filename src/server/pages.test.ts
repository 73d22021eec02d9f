import { Database } from "bun:sqlite";
import { describe, expect, test } from "bun:test";
import { OTHER_WRITERS_CHECK_MS } from "#db/content-clock.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { flightPayload, inlineExecutableScripts, jsonLd, storeCardNames } from "#tests/helpers/html.ts";
import { listLatestPublishedPosts, listStoreBranches, listStoreCards } from "#tests/helpers/queries.ts";
import { pageRefreshIdle } from "./page-refresh.ts";

const { env, app, get, today } = startTestApp({ demo: true });

describe("every page renders on the server in English and Arabic", () => {
  const pages = [
    "/",
    "/stores",
    "/stores?page=2",
    "/stores?view=list&sort=name",
    "/store/SLUG",
    "/store/SLUG?tab=branches",
    "/store/SLUG?tab=catalogs",
    "/store/SLUG?tab=contact",
    "/branch/SLUG/BRANCH",
    "/catalogs",
    "/catalogs?sort=pages&view=list&page=2",
    "/blog",
    "/blog?category=Electronics",
    "/blog/POST",
    "/about",
    "/contact",
    "/privacy",
    "/terms",
  ];
  for (const lang of ["en", "ar"] as const) {
    for (const page of pages) {
      test(`${lang} ${page} is complete HTML with no inline executable script`, async () => {
        const store = listStoreCards(env.db, { today }, "popularity", 1, 1).items[0]!;
        const branch = listStoreBranches(env.db, store.id)[0]!.slug;
        const post = listLatestPublishedPosts(env.db, 1)[0]!;
        const path = (lang === "ar" ? (page === "/" ? "/ar" : `/ar${page}`) : page)
          .replace("SLUG", store.slug)
          .replace("BRANCH", branch)
          .replace("POST", post.slug);
        const { res, html } = await get(path);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toContain("text/html");
        expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
        expect(html).toContain(lang === "ar" ? '<html lang="ar" dir="rtl">' : '<html lang="en" dir="ltr">');
        expect(inlineExecutableScripts(html)).toEqual([]);
        expect(html).toMatch(/<script type="module" src="\/assets\/bootstrap-[a-z0-9]+\.js"/);
        expect(flightPayload(html).length).toBeGreaterThan(100);
        // An article names only the language versions it is published in.
        const versions = page === "/blog/POST" ? post.languages : "both";
        for (const [hrefLang, exists] of [
          ["en", versions !== "ar"],
          ["ar", versions !== "en"],
        ] as const)
          expect(html.includes(`<link rel="alternate" hrefLang="${hrefLang}"`)).toBe(exists);
      });
    }
  }
});

describe("the content security policy", () => {
  test("the Flight data block cannot close its own tag", async () => {
    const { html } = await get("/stores");
    const block = html.match(/<script type="text\/x-component" id="__flight">([\s\S]*?)<\/script>/)![1]!;
    expect(block).not.toContain("<");
  });
});

describe("home and stores show the stores in the HTML itself", () => {
  test("Arabic pages are in Arabic", async () => {
    expect((await get("/ar")).html).toContain("اكتشف أفضل العروض");
    expect((await get("/ar/stores")).html).toContain("جميع المتاجر");
  });
});

describe("structured data", () => {
  test("home, store, branch, catalogues and articles carry schema.org JSON-LD", async () => {
    expect(jsonLd((await get("/")).html).potentialAction.target).toBe(
      "http://localhost:3000/stores?search={search_term_string}",
    );
    const store = listStoreCards(env.db, { today }, "popularity", 1, 1).items[0]!;
    expect(jsonLd((await get(`/store/${store.slug}`)).html)).toMatchObject({
      "@type": "Store",
      name: store.name,
      address: { addressCountry: "AE" },
    });
    const branch = listStoreBranches(env.db, store.id)[0]!;
    expect(jsonLd((await get(`/branch/${store.slug}/${branch.slug}`)).html)).toMatchObject({
      "@type": "Store",
      address: { streetAddress: branch.address },
    });
    expect(jsonLd((await get("/catalogs")).html).itemListElement).toHaveLength(12);
    const post = listLatestPublishedPosts(env.db, 1)[0]!;
    expect(jsonLd((await get(`/blog/${post.slug}`)).html)).toMatchObject({
      "@type": "BlogPosting",
      headline: post.title,
      author: { name: post.author },
    });
  });
});

describe("addresses", () => {
  test("a visitor arriving at the root from outside with an Arabic browser is sent to the Arabic home", async () => {
    const res = await app.request("/?search=pharmacy", {
      headers: { "Accept-Language": "ar-AE,ar;q=0.9", "Sec-Fetch-Site": "none" },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/ar?search=pharmacy");
  });

  test("any other English URL is English for everyone: the language comes from the URL", async () => {
    const res = await app.request("/stores?page=2", {
      headers: { "Accept-Language": "ar-AE,ar;q=0.9", "Sec-Fetch-Site": "none", Cookie: "lang=ar" },
    });
    expect(res.status).toBe(200);
  });

  test("navigation inside the site follows the URL, whatever the browser's language", async () => {
    const res = await app.request("/stores", { headers: { "Accept-Language": "ar", "Sec-Fetch-Site": "same-origin" } });
    expect(res.status).toBe(200);
    const chosen = await app.request("/", {
      headers: { "Accept-Language": "ar", "Sec-Fetch-Site": "none", Cookie: "lang=en" },
    });
    expect(chosen.status).toBe(200);
  });
});

describe("the page cache", () => {
  test("serves the same bytes again, stale right after content changes, then refreshed", async () => {
    const a = await get("/stores?sort=name");
    const b = await get("/stores?sort=name");
    expect(b.html).toBe(a.html);
    const first = storeCardNames(a.html)[0]!;
    const sessionId = "page-cache-visitor-0001";
    env.db.$client.run("INSERT INTO visitor_sessions (id, created_at, last_seen_at) VALUES (?, 0, 0)", [sessionId]);
    expect((await get("/stores?sort=name")).html).toBe(a.html); // a visitor's write changes no content
    env.db.$client.run("UPDATE stores SET name = 'AAA Renamed Store' WHERE name = ?", [first]);
    const stale = await get("/stores?sort=name");
    expect(stale.html).toBe(a.html);
    expect(stale.res.headers.get("x-cache")).toBe("stale");
    await pageRefreshIdle();
    expect(storeCardNames((await get("/stores?sort=name")).html)[0]).toBe("AAA Renamed Store");
  });

  test("refreshes when another process (the CLI) writes to the database", async () => {
    const first = storeCardNames((await get("/stores?sort=name&v=cli")).html)[0]!;
    await get("/stores?sort=name&v=cli"); // read again: worth refreshing
    const other = new Database(`${env.dataDir}/test.db`);
    other.run("UPDATE stores SET name = '0 Renamed By CLI' WHERE name = ?", [first]);
    other.close();
    // Another process's commit is noticed within OTHER_WRITERS_CHECK_MS.
    await Bun.sleep(OTHER_WRITERS_CHECK_MS + 5);
    expect((await get("/stores?sort=name&v=cli")).res.headers.get("x-cache")).toBe("stale");
    await pageRefreshIdle();
    expect(storeCardNames((await get("/stores?sort=name&v=cli")).html)[0]).toBe("0 Renamed By CLI");
  });

  test("answers 304 to a matching If-None-Match", async () => {
    const first = await app.request("/stores");
    const etag = first.headers.get("etag")!;
    const again = await app.request("/stores", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });
});

describe("query strings", () => {
  test("empty values from GET forms redirect to the clean URL", async () => {
    const res = await app.request("/?search=pharmacy&emirate=");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/?search=pharmacy");
    const all = await app.request("/stores?category=&emirate=");
    expect(all.headers.get("location")).toBe("/stores");
  });
});
