/**
 * The offline worker's rules (src/lib/offline-rules.ts): what it may keep and answer, and above
 * all what it must leave to the network — the admin, the API, another visitor's data, anything
 * not a GET or marked private/no-store.
 */
import { describe, expect, test } from "bun:test";
import { isOutdatedCache, isPersonalCache, releaseCache, savedCatalogCache } from "./offline-caches.ts";
import { isPlainOk, isShareable, offlinePagePath, offlineRule, smallerPageImage } from "./offline-rules.ts";

const ORIGIN = "https://deals.example.ae";
const rule = (path: string, mode = "navigate", method = "GET", origin = ORIGIN) =>
  offlineRule({ method, mode, url: origin + path }, ORIGIN);

describe("what the worker never answers", () => {
  test("admin pages and the admin API, in either language, however they are asked for", () => {
    for (const path of ["/admin", "/admin/login", "/admin/catalogs/edit/3", "/ar/admin", "/ar/admin/stores"]) {
      expect(rule(path)).toBe("none");
      expect(rule(path, "cors")).toBe("none");
    }
    for (const path of ["/api/admin/session", "/api/admin/offers/2", "/api/admin/uploads"]) {
      expect(rule(path, "cors")).toBe("none");
    }
  });

  test("every API answer but a catalogue's offers: the visitor's own, the session, search, lists by token", () => {
    for (const path of [
      "/api/me/lists",
      "/api/me/lists/4/items",
      "/api/me/follows",
      "/api/me/push",
      "/api/me",
      "/api/session",
      "/api/search?q=milk",
      "/api/lists/abcdefghijklmnopqrstuv",
      "/api/catalogs",
      "/api/catalogs/3",
      "/api/catalogs/3/offers?page=2",
      "/api/catalogs/03/offers",
    ]) {
      expect(rule(path, "cors")).toBe("none");
    }
    expect(rule("/api/catalogs/3/offers", "cors")).toBe("saved-api");
    expect(rule("/api/catalogs/3/pages/12/offers", "cors")).toBe("saved-api");
  });

  test("anything not a GET, and other sites", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "HEAD"]) {
      expect(rule("/lists", "navigate", method)).toBe("none");
      expect(rule("/", "navigate", method)).toBe("none");
      expect(rule("/api/catalogs/3/offers", "cors", method)).toBe("none");
    }
    expect(rule("/", "navigate", "GET", "https://evil.example")).toBe("none");
    expect(rule("/assets/app-1.css", "no-cors", "GET", "https://cdn.example")).toBe("none");
  });

  test("a list shared by link, redirecting endpoints, feeds, files that are not pages, PDFs", () => {
    for (const path of [
      "/lists/shared/abcdefghijklmnopqrstuv",
      "/ar/lists/shared/abcdefghijklmnopqrstuv",
      "/lang/ar",
      "/emirate?e=dubai",
      "/feeds/stores/lulu.xml",
      "/ar/feeds/stores/lulu.xml",
      "/push/sw.js",
      "/sw.js",
      "/healthz",
      "/metrics",
      "/sitemap.xml",
      "/robots.txt",
    ]) {
      expect(rule(path)).toBe("none");
    }
    expect(rule("/media/catalogs/lulu-3.pdf")).toBe("none");
    expect(rule("/media/catalogs/lulu-3.pdf", "no-cors")).toBe("none");
  });

  test("a page asked for by a script (not a navigation) is left alone", () => {
    expect(rule("/stores", "cors")).toBe("none");
    expect(rule("/lists", "cors")).toBe("none");
  });
});

describe("what it keeps", () => {
  test("public pages, in both languages, with their query", () => {
    for (const path of [
      "/",
      "/ar",
      "/stores?page=2",
      "/catalogs/3/page/2",
      "/ar/catalogs/3/page/2?offer=7",
      "/offline",
    ]) {
      expect(rule(path)).toBe("page");
    }
  });

  test("the visitor's own lists page, apart from public pages", () => {
    expect(rule("/lists")).toBe("personal");
    expect(rule("/ar/lists?list=4")).toBe("personal");
  });

  test("build files, page images, other media and the app's icons and manifests", () => {
    expect(rule("/assets/chunk-abc.js", "cors")).toBe("asset");
    expect(rule("/media/pages/0a1b2c/3-480.webp", "no-cors")).toBe("page-image");
    expect(rule("/media/pages/0a1b2c/3-800.webp", "no-cors")).toBe("page-image");
    expect(rule("/media/pages/0a1b2c/3-1400.webp", "no-cors")).toBe("page-image");
    expect(rule("/media/stores/lulu.svg", "no-cors")).toBe("media");
    expect(rule("/media/offers/12.webp", "no-cors")).toBe("media");
    for (const path of ["/icons/icon-192.png", "/manifest.webmanifest", "/ar/manifest.webmanifest", "/favicon.svg"]) {
      expect(rule(path, "no-cors")).toBe("media");
    }
  });
});

const answer = (status: number, cacheControl: string | null, more: { redirected?: boolean; type?: string } = {}) => ({
  status,
  headers: new Headers(cacheControl ? { "Cache-Control": cacheControl } : {}),
  ...more,
});

describe("which answers may be kept", () => {
  test("for everyone: a plain 200 not marked private or no-store", () => {
    expect(isShareable(answer(200, "public, max-age=60, s-maxage=300"))).toBe(true);
    expect(isShareable(answer(200, null))).toBe(true);
    expect(isShareable(answer(200, "private, no-store"))).toBe(false);
    expect(isShareable(answer(200, "no-store"))).toBe(false);
    expect(isShareable(answer(200, "Private"))).toBe(false);
    for (const status of [201, 204, 301, 302, 404, 410, 500, 503])
      expect(isShareable(answer(status, null))).toBe(false);
    expect(isShareable(answer(200, null, { redirected: true }))).toBe(false);
    expect(isShareable(answer(200, null, { type: "opaque" }))).toBe(false);
  });

  test("the lists page's own copy: a plain 200 even though it is private", () => {
    expect(isPlainOk(answer(200, "private, no-store"))).toBe(true);
    expect(isPlainOk(answer(303, "private, no-store"))).toBe(false);
    expect(isPlainOk(answer(200, "private, no-store", { redirected: true }))).toBe(false);
  });
});

describe("fallbacks and cache names", () => {
  test("a larger page image (a phone's, the large one) falls back to the small one a saved catalogue keeps", () => {
    expect(smallerPageImage("/media/pages/0a1b/3-1400.webp")).toBe("/media/pages/0a1b/3-480.webp");
    expect(smallerPageImage("/media/pages/0a1b/3-800.webp")).toBe("/media/pages/0a1b/3-480.webp");
    expect(smallerPageImage("/media/pages/0a1b/3-480.webp")).toBeNull();
    expect(smallerPageImage("/media/stores/a-1400.webp")).toBeNull();
  });

  test("the offline page in the language asked for", () => {
    expect(offlinePagePath("/catalogs/3/page/2")).toBe("/offline");
    expect(offlinePagePath("/ar/catalogs/3/page/2")).toBe("/ar/offline");
    expect(offlinePagePath("/ar")).toBe("/ar/offline");
  });

  test("a new release deletes the old release's caches, never a saved catalogue", () => {
    const old = ["shell", "pages", "assets", "media", "personal"].map((kind) => releaseCache(kind as "pages", "old1"));
    for (const name of old) expect(isOutdatedCache(name, "new2")).toBe(true);
    for (const name of old) expect(isOutdatedCache(name.replace("old1", "new2"), "new2")).toBe(false);
    expect(isOutdatedCache(savedCatalogCache(12), "new2")).toBe(false);
    expect(isOutdatedCache("someone-elses-cache", "new2")).toBe(false);
    expect(isPersonalCache(releaseCache("personal", "old1"))).toBe(true);
    expect(isPersonalCache(releaseCache("pages", "old1"))).toBe(false);
  });
});
