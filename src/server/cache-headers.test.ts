/**
 * What every kind of answer tells browsers and shared caches (issue 14, "ready for a CDN"),
 * through the real app: public pages by URL, the root's language question, the encodings
 * and validators of cached pages, and what must never be stored.
 */
import { describe, expect, test } from "bun:test";
import { brotliDecompressSync } from "node:zlib";
import { insertStore } from "#db/seed/factories.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { ROOT_VARY } from "./language.ts";
import { pageRefreshIdle } from "./page-refresh.ts";
import { PUBLIC_PAGE_CACHE_CONTROL } from "./pages.ts";

const { app, get, env } = startTestApp({ demo: true });

const CHROME_ENCODINGS = "gzip, deflate, br, zstd";
const PRIVATE = "private, no-store";

/** A request twice: the first renders (the Hono path), the second comes from the cache (the fast path). */
async function twice(path: string, headers: Record<string, string> = {}) {
  const first = await app.request(path, { headers });
  const second = await app.request(path, { headers });
  return [first, second] as const;
}

describe("public pages are a function of their URL", () => {
  test.each(["/stores", "/ar/stores", "/catalogs?sort=pages", "/about", "/ar", "/blog", "/no-such-page"])(
    "%s: public with s-maxage and stale-while-revalidate, Vary only on Accept-Encoding, rendered or cached",
    async (path) => {
      for (const res of await twice(path)) {
        expect(res.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
        expect(res.headers.get("vary")).toBe("Accept-Encoding");
        expect(res.headers.get("etag")).toMatch(/^"[0-9a-z-]+"$/);
        expect(res.headers.get("set-cookie")).toBeNull();
      }
    },
  );

  test("the cache-control lets a CDN keep a page a short while and browsers revalidate", () => {
    const directives = Object.fromEntries(
      PUBLIC_PAGE_CACHE_CONTROL.split(",").map((d) => d.trim().split("=") as [string, string?]),
    );
    expect(directives.public).toBeUndefined();
    expect("public" in directives).toBe(true);
    expect(directives["max-age"]).toBe("0");
    expect(Number(directives["s-maxage"])).toBeGreaterThanOrEqual(30);
    expect(Number(directives["s-maxage"])).toBeLessThanOrEqual(300);
    // A stale copy is served briefly while a fresh one is fetched: never long enough to show a
    // catalogue that ended at midnight for hours; an outage may be bridged longer.
    expect(Number(directives["stale-while-revalidate"])).toBeGreaterThan(0);
    expect(Number(directives["stale-while-revalidate"])).toBeLessThanOrEqual(600);
    expect(Number(directives["stale-if-error"])).toBeGreaterThanOrEqual(3600);
  });

  test("an Arabic browser arriving from outside at an English list gets the URL's page, not a redirect", async () => {
    for (const res of await twice("/stores?sort=name", { "Accept-Language": "ar-AE,ar", "Sec-Fetch-Site": "none" })) {
      expect(res.status).toBe(200);
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
    }
    const chosen = await app.request("/blog", { headers: { Cookie: "lang=ar", "Sec-Fetch-Site": "none" } });
    expect(chosen.status).toBe(200);
  });

  test("a remembered emirate changes nothing a list page answers", async () => {
    const plain = await get("/catalogs?view=list");
    for (const path of ["/catalogs?view=list", "/ar/stores", "/"]) {
      const withCookie = await get(path, { Cookie: "emirate=fujairah" });
      expect(withCookie.res.status).toBe(200);
      expect(withCookie.res.headers.get("vary")).toBe(path === "/" ? ROOT_VARY : "Accept-Encoding");
      if (path === "/catalogs?view=list") expect(withCookie.html).toBe(plain.html);
    }
  });

  test("security headers are the same on a cached page as on a rendered one", async () => {
    const [rendered, cached] = await twice("/privacy");
    for (const name of [
      "content-security-policy",
      "x-content-type-options",
      "referrer-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
    ]) {
      expect(cached.headers.get(name)).toBe(rendered.headers.get(name));
      expect(cached.headers.get(name)).not.toBeNull();
    }
  });
});

describe("the root's language question", () => {
  test("the English home says it depends on cookie and Accept-Language, and may still be cached", async () => {
    for (const res of await twice("/")) {
      expect(res.status).toBe(200);
      expect(res.headers.get("vary")).toBe(ROOT_VARY);
      expect(res.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    }
  });

  test("its redirect to /ar is private, uncached and says what it depends on, cached home or not", async () => {
    await get("/"); // the home page is now in the cache
    const arabic: Record<string, string>[] = [
      { "Accept-Language": "ar-AE,ar;q=0.9", "Sec-Fetch-Site": "none" },
      { Cookie: "lang=ar", "Sec-Fetch-Site": "cross-site" },
      { Cookie: "theme=x; lang=ar" },
    ];
    for (const headers of arabic) {
      const res = await app.request("/", { headers });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/ar");
      expect(res.headers.get("cache-control")).toBe(PRIVATE);
      expect(res.headers.get("vary")).toBe(ROOT_VARY);
    }
    const query = await app.request("/?search=pharmacy", { headers: { Cookie: "lang=ar" } });
    expect(query.headers.get("location")).toBe("/ar?search=pharmacy");
  });

  test("a stored English choice, or a visitor already on the site, gets the English home", async () => {
    await get("/");
    const english: Record<string, string>[] = [
      { Cookie: "lang=en", "Accept-Language": "ar" },
      { "Accept-Language": "ar", "Sec-Fetch-Site": "same-origin" },
      { "Accept-Language": "ar", Referer: "http://localhost:3000/stores" },
    ];
    for (const headers of english) {
      expect((await app.request("/", { headers })).status).toBe(200);
    }
  });
});

describe("encodings of a cached page", () => {
  test.each([
    [CHROME_ENCODINGS, "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.5, br;q=0.1", "br"],
    ["*", "br"],
    ["identity", null],
    ["gzip;q=0, br;q=0", null],
    ["deflate", null],
    ["", null],
  ])("Accept-Encoding %p is answered in %p, the same HTML each time", async (accept, expected) => {
    const identity = await (await app.request("/stores?view=list")).arrayBuffer();
    for (const res of await twice("/stores?view=list", accept ? { "Accept-Encoding": accept } : {})) {
      expect(res.headers.get("content-encoding")).toBe(expected);
      // app.request does not decode: the body is the bytes as sent.
      const raw = new Uint8Array(await res.arrayBuffer());
      const html = expected === "br" ? brotliDecompressSync(raw) : expected === "gzip" ? Bun.gunzipSync(raw) : raw;
      expect(new TextDecoder().decode(html)).toBe(new TextDecoder().decode(identity));
    }
  });

  test("each encoding has its own ETag", async () => {
    const tags = await Promise.all(
      [CHROME_ENCODINGS, "gzip", ""].map(
        async (accept) =>
          (await app.request("/contact", { headers: { "Accept-Encoding": accept } })).headers.get("etag")!,
      ),
    );
    expect(new Set(tags).size).toBe(3);
  });

  test("HEAD answers the headers without a body", async () => {
    await get("/terms");
    const res = await app.request("/terms", { method: "HEAD", headers: { "Accept-Encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const full = await app.request("/terms", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("content-length")).toBe(String((await full.arrayBuffer()).byteLength));
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });
});

describe("If-None-Match", () => {
  test("a matching ETag, weak or strong, alone or in a list, in any encoding, answers 304 without a body", async () => {
    const etag = (await app.request("/stores", { headers: { "Accept-Encoding": "gzip" } })).headers.get("etag")!;
    for (const [accept, inm] of [
      ["gzip", etag],
      ["gzip", `W/${etag}`],
      ["gzip", `"something-else", W/${etag}`],
      [CHROME_ENCODINGS, etag],
      ["", etag],
    ] as const) {
      const res = await app.request("/stores", { headers: { "Accept-Encoding": accept, "If-None-Match": inm } });
      expect(res.status).toBe(304);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("etag")).toMatch(/^"[0-9a-z-]+"$/);
      expect((await res.arrayBuffer()).byteLength).toBe(0);
    }
    const other = await app.request("/stores", { headers: { "If-None-Match": '"nope"' } });
    expect(other.status).toBe(200);
  });

  test("a 404 page is never answered 304", async () => {
    const first = await app.request("/no-such-page");
    const again = await app.request("/no-such-page", { headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(again.status).toBe(404);
  });
});

describe("what is never stored", () => {
  test("every API answer is private and uncached, public reads included", async () => {
    for (const path of [
      "/api/stores",
      "/api/catalogs",
      "/api/blogs",
      "/api/categories",
      "/api/emirates",
      "/api/search?q=sale",
      "/api/nothing",
    ]) {
      const res = await app.request(path);
      expect({ path, cacheControl: res.headers.get("cache-control") }).toEqual({ path, cacheControl: PRIVATE });
    }
  });

  test("admin pages and their redirects, and the language and emirate doors", async () => {
    for (const path of [
      "/admin/login",
      "/admin",
      "/ar/admin/stores",
      "/lang/ar?next=/stores",
      "/emirate?emirate=dubai",
    ]) {
      const res = await app.request(path);
      expect({ path, cacheControl: res.headers.get("cache-control") }).toEqual({ path, cacheControl: PRIVATE });
    }
  });

  test("hashed assets are immutable", async () => {
    const html = (await get("/")).html;
    const script = html.match(/src="(\/assets\/bootstrap-[a-z0-9]+\.js)"/)![1]!;
    for (const accept of ["gzip", ""]) {
      const res = await app.request(script, { headers: { "Accept-Encoding": accept } });
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
    }
  });
});

describe("many requests for one uncached URL at once", () => {
  test("all get the one render's answer: the page, or its redirect", async () => {
    const pages = await Promise.all(Array.from({ length: 8 }, () => app.request("/blog?burst=1")));
    expect(new Set(pages.map((r) => `${r.status} ${r.headers.get("etag")}`)).size).toBe(1);
    expect(pages[0]!.status).toBe(200);
    const past = await Promise.all(Array.from({ length: 4 }, () => app.request("/stores?page=999")));
    expect(past.map((r) => `${r.status} ${r.headers.get("location")}`)).toEqual(
      Array(4).fill(`302 ${past[0]!.headers.get("location")}`),
    );
  });
});

describe("a content change while a page renders", () => {
  test("a request after the change never gets the render that began before it, unless marked stale", async () => {
    // The change lands at several moments of the first render (it takes ~10-20 ms here).
    for (const [i, wait] of [0, 1, 2, 4, 6, 8, 12].entries()) {
      const url = `/stores?sort=name&during=${i}`;
      const first = app.request(url);
      await Bun.sleep(wait);
      const name = `Aaa Fresh Store ${i}`;
      insertStore(env.db, { name, slug: `aaa-fresh-store-${i}` });
      const second = await app.request(url);
      // The first render may have finished and been kept before the change: then it is stale.
      if (second.headers.get("x-cache") !== "stale") expect(await second.text()).toContain(name);
      expect((await first).status).toBe(200);
      await pageRefreshIdle();
      expect(await (await app.request(url)).text()).toContain(name);
    }
  });
});
