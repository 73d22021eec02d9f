import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";
import { preferredLanguage } from "./language.ts";

describe("preferredLanguage", () => {
  test("a stored choice wins over the browser's languages", () => {
    expect(preferredLanguage("en", "ar-AE,ar;q=0.9")).toBe("en");
    expect(preferredLanguage("ar", "en-US")).toBe("ar");
  });

  test("without a stored choice the browser's most preferred language decides", () => {
    expect(preferredLanguage(undefined, "ar-AE,ar;q=0.9,en;q=0.8")).toBe("ar");
    expect(preferredLanguage(undefined, "en-GB,ar;q=0.5")).toBe("en");
    expect(preferredLanguage(undefined, "fr;q=0.4,ar;q=0.9")).toBe("ar");
    expect(preferredLanguage(undefined, undefined)).toBeNull();
    expect(preferredLanguage("xx", "")).toBeNull();
  });
});

describe("the server remembers the language (cookie `lang`)", () => {
  const { app, appWith } = startTestApp();
  const cookieOf = (res: Response) => res.headers.get("set-cookie") ?? "";

  test("choosing a language sets the cookie and goes to the page's twin, query kept", async () => {
    const res = await app.request(`/lang/ar?next=${encodeURIComponent("/stores?view=list&page=2")}`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/ar/stores?view=list&page=2");
    expect(cookieOf(res)).toMatch(/^lang=ar; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");

    const back = await app.request(`/lang/en?next=${encodeURIComponent("/ar/store/carrefour?tab=branches")}`);
    expect(back.headers.get("location")).toBe("/store/carrefour?tab=branches");
    expect(cookieOf(back)).toStartWith("lang=en;");
    expect((await app.request("/lang/en?next=/ar")).headers.get("location")).toBe("/");
    expect((await app.request("/lang/ar")).headers.get("location")).toBe("/ar");
  });

  test("the next page never leaves the site, and only en and ar can be chosen", async () => {
    for (const next of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const res = await app.request(`/lang/ar?next=${encodeURIComponent(next)}`);
      expect(res.headers.get("location")).toStartWith("/ar");
      expect(res.headers.get("location")).not.toMatch(/^\/\/|^\/ar\/\/|evil\.example\/?$/);
    }
    expect(
      (await app.request(`/lang/ar?next=${encodeURIComponent("https://evil.example/")}`)).headers.get("location"),
    ).toBe("/ar");
    const bad = await app.request("/lang/fr?next=/stores");
    expect(bad.status).toBe(404);
    expect(cookieOf(bad)).toBe("");
  });

  test("the cookie is Secure when the site is served over https, and only then", async () => {
    const https = appWith({ PUBLIC_ORIGIN: "https://deals.example.ae" });
    const chosen = await https.request("/lang/ar?next=/stores");
    expect(cookieOf(chosen)).toMatch(/^lang=ar; Max-Age=31536000; Path=\/; Secure; SameSite=Lax$/);
    const detected = await https.request("/", {
      headers: { "Accept-Language": "ar", "Sec-Fetch-Site": "none" },
    });
    expect(detected.headers.get("location")).toBe("/ar");
    expect(cookieOf(detected)).toMatch(/^lang=ar; Max-Age=31536000; Path=\/; Secure; SameSite=Lax$/);

    const http = appWith({ PUBLIC_ORIGIN: "http://localhost:3000" });
    expect(cookieOf(await http.request("/lang/ar?next=/stores"))).not.toContain("Secure");
    const plain = await http.request("/", { headers: { "Accept-Language": "ar", "Sec-Fetch-Site": "none" } });
    expect(cookieOf(plain)).toMatch(/^lang=ar; Max-Age=31536000; Path=\/; SameSite=Lax$/);
  });

  test("the next visit to the root honours the choice; every other URL keeps its language", async () => {
    const res = await app.request("/", { headers: { Cookie: "lang=ar", "Sec-Fetch-Site": "none" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/ar");
    const blog = await app.request("/blog", { headers: { Cookie: "lang=ar", "Sec-Fetch-Site": "none" } });
    expect(blog.status).toBe(200);
    expect(blog.headers.get("set-cookie")).toBeNull();
  });

  test("a language detected from the browser is remembered when the visitor is sent to it", async () => {
    const res = await app.request("/", {
      headers: { "Accept-Language": "ar-AE,ar;q=0.9", "Sec-Fetch-Site": "none" },
    });
    expect(res.headers.get("location")).toBe("/ar");
    expect(cookieOf(res)).toMatch(/^lang=ar; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    // A stored choice is not overwritten, and an English page served as asked sets nothing.
    const chosen = await app.request("/", {
      headers: { "Accept-Language": "ar", "Sec-Fetch-Site": "none", Cookie: "lang=en" },
    });
    expect(chosen.status).toBe(200);
    expect(cookieOf(chosen)).toBe("");
  });

  test("the language switcher goes through the server, so the choice counts without JavaScript", async () => {
    const html = await (await app.request("/stores?view=list")).text();
    expect(html).toMatch(/data-testid="language-switcher"[^>]*>|href="\/lang\/ar\?next=[^"]+"/);
    const href = html.match(/<a [^>]*data-testid="language-switcher"[^>]*>/)?.[0].match(/href="([^"]+)"/)?.[1];
    expect(href?.replaceAll("&amp;", "&")).toBe(`/lang/ar?next=${encodeURIComponent("/ar/stores?view=list")}`);
  });
});
