import { describe, expect, test } from "bun:test";
import { startTestApp } from "../../tests/helpers/app.ts";

const { app, get } = startTestApp({ demo: true });

const choose = (query: string, cookie = "") =>
  app.request(`/emirate?${query}`, { headers: cookie ? { Cookie: cookie } : {} });

describe("the header's emirate choice", () => {
  test("is remembered in a cookie and returns to the CURRENT page filtered, without its page number", async () => {
    const res = await choose(`emirate=ajman&back=${encodeURIComponent("/catalogs?search=sale&page=3&emirate=dubai")}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/catalogs?search=sale&emirate=ajman");
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^emirate=ajman; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
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

describe("a remembered emirate on the pages that list by emirate", () => {
  test.each(["/", "/stores", "/catalogs", "/ar/catalogs"])(
    "%s without an emirate redirects to the same URL filtered by it, uncached",
    async (path) => {
      const { res } = await get(`${path}?sort=name`, { Cookie: "emirate=fujairah" });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`${path}?sort=name&emirate=fujairah`);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("vary")).toContain("Cookie");
    },
  );

  test("the same URL without the cookie is the unfiltered page, and says it varies on Cookie", async () => {
    const { res } = await get("/ar/stores?sort=name");
    expect(res.status).toBe(200);
    expect(res.headers.get("vary")).toContain("Cookie");
  });

  test("an emirate in the URL wins over the remembered one, and emirate=all lists every emirate", async () => {
    const { res, html } = await get("/stores?emirate=dubai", { Cookie: "emirate=fujairah" });
    expect(res.status).toBe(200);
    expect(html).toContain('<option value="dubai" selected="">');
    const all = await get("/stores?emirate=all", { Cookie: "emirate=fujairah" });
    expect(all.res.status).toBe(200);
    // Without a remembered emirate, "all" is the default: the clean URL.
    const clean = await get("/stores?sort=name&emirate=all");
    expect(clean.res.status).toBe(302);
    expect(clean.res.headers.get("location")).toBe("/stores?sort=name");
  });

  test("pages that list nothing by emirate are not redirected, and an unknown cookie value is ignored", async () => {
    expect((await get("/about", { Cookie: "emirate=fujairah" })).res.status).toBe(200);
    expect((await get("/blog", { Cookie: "emirate=fujairah" })).res.status).toBe(200);
    expect((await get("/stores", { Cookie: "emirate=atlantis" })).res.status).toBe(200);
  });
});
