import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";
import { listStoreCards } from "#tests/helpers/queries.ts";

const { app, get, env, today } = startTestApp({ demo: true });

const choose = (query: string, cookie = "") =>
  app.request(`/emirate?${query}`, { headers: cookie ? { Cookie: cookie } : {} });

describe("the header's emirate choice", () => {
  test("is remembered in a cookie and returns to the CURRENT page filtered, without its page number", async () => {
    const res = await choose(`emirate=ajman&back=${encodeURIComponent("/catalogs?search=sale&page=3&emirate=dubai")}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/catalogs?search=sale&emirate=ajman");
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^emirate=ajman; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  test("works in Arabic and on pages that list nothing by emirate", async () => {
    const res = await choose(`emirate=sharjah&back=${encodeURIComponent("/ar/about")}`);
    expect(res.headers.get("location")).toBe("/ar/about?emirate=sharjah");
  });

  test("All Emirates forgets the choice and returns to the page without a filter", async () => {
    const res = await choose(
      `emirate=all&back=${encodeURIComponent("/stores?emirate=ajman&sort=name")}`,
      "emirate=ajman",
    );
    expect(res.headers.get("location")).toBe("/stores?sort=name");
    expect(res.headers.get("set-cookie")).toMatch(/^emirate=; Max-Age=0; Path=\//);
  });

  // The form always sends back=, but a hand-typed or truncated URL may not: home is the fallback.
  test.each([
    ["an empty back", "&back="],
    ["no back", ""],
  ])("with %s returns home, the choice still applied", async (_, backParam) => {
    const chosen = await choose(`emirate=ajman${backParam}`);
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("location")).toBe("/?emirate=ajman");
    expect(chosen.headers.get("set-cookie")).toMatch(/^emirate=ajman; Max-Age=31536000; Path=\/; SameSite=Lax$/);

    const forgotten = await choose(`emirate=all${backParam}`, "emirate=ajman");
    expect(forgotten.status).toBe(302);
    expect(forgotten.headers.get("location")).toBe("/");
    expect(forgotten.headers.get("set-cookie")).toMatch(/^emirate=; Max-Age=0; Path=\//);
  });

  test("never leaves the site and ignores an unknown emirate", async () => {
    for (const back of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const res = await choose(`emirate=ajman&back=${encodeURIComponent(back)}`);
      expect(res.headers.get("location")).toMatch(/^\/(?!\/)/);
    }
    const unknown = await choose(`emirate=atlantis&back=${encodeURIComponent("/stores")}`);
    expect(unknown.headers.get("location")).toBe("/stores");
    expect(unknown.headers.get("set-cookie")).toBeNull();
  });
});

describe("a remembered emirate never changes what a page answers (a page is a function of its URL)", () => {
  test.each(["/", "/stores", "/catalogs", "/ar/catalogs", "/search"])(
    "%s without an emirate is the unfiltered page, with or without the cookie, Vary without Cookie",
    async (path) => {
      const plain = await get(`${path}?sort=name`);
      const remembered = await get(`${path}?sort=name`, { Cookie: "emirate=fujairah" });
      expect(remembered.res.status).toBe(200);
      expect(remembered.html).toBe(plain.html);
      expect(remembered.res.headers.get("set-cookie")).toBeNull();
      if (path !== "/") expect(remembered.res.headers.get("vary")).toBe("Accept-Encoding");
    },
  );

  test("an emirate in the URL filters, whatever the cookie says", async () => {
    const { res, html } = await get("/stores?emirate=dubai", { Cookie: "emirate=fujairah" });
    expect(res.status).toBe(200);
    expect(html).toContain('<option value="dubai" selected="">');
  });

  test("emirate=all (every emirate, the default) goes to the same URL without it, cookie or not", async () => {
    for (const cookie of ["", "emirate=fujairah"]) {
      const { res } = await get("/stores?sort=name&emirate=all", cookie ? { Cookie: cookie } : {});
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/stores?sort=name");
    }
    expect((await get("/ar/search?q=milk&emirate=all")).res.headers.get("location")).toBe("/ar/search?q=milk");
    // A page that lists nothing by emirate keeps its query as it is.
    expect((await get("/about?emirate=all")).res.status).toBe(200);
  });

  test("the site's links that the browser fills in with the choice are marked for it", async () => {
    const store = listStoreCards(env.db, { today }, "popularity", 1, 1).items[0]!;
    const { html } = await get(`/store/${store.slug}`);
    expect(html).toMatch(/<header[^>]*data-emirate-links=""/);
    expect(html).toMatch(/<footer[^>]*data-emirate-links=""/);
    expect(html).toMatch(/<nav[^>]*data-emirate-links=""[^>]*>[\s\S]*?href="\/stores"/);
  });
});
