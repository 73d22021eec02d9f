/**
 * F2: no redirect leaves the site. Every place that answers a redirect is driven with
 * paths that try to smuggle another host into Location ("//host", "/\host", encoded and
 * tab variants): the Location must stay a path of this site.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createApp } from "#tests/helpers/app.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { loadConfig } from "./config.ts";
import { safeLocalPath } from "./safe-redirect.ts";

let env: ReturnType<typeof freshDb>;
let app: ReturnType<typeof createApp>;
const ORIGIN = "http://localhost:3000";

beforeAll(() => {
  env = freshDb();
  app = createApp(loadConfig({ DATA_DIR: env.dataDir }));
});
afterAll(() => env.cleanup());

/** What a browser does with the Location: drops tabs and newlines, reads "\" as "/", resolves against the page. */
function browserTarget(location: string): URL {
  return new URL(location.replace(/[\t\n\r]/g, ""), ORIGIN);
}

const HOSTILE = [
  "//evil.com",
  "/\\evil.com",
  "///evil.com",
  "/\\/evil.com",
  "/\t/evil.com",
  "/%2F%2Fevil.com",
  "/%2F/evil.com",
  "/%5Cevil.com",
  "/%5C%5Cevil.com",
  "/%09/evil.com",
  "/ar//evil.com",
  "/ar/\\evil.com",
  "/ar/%5Cevil.com",
];

// [which redirect, path, request headers]
const CASES: [string, string, Record<string, string>][] = [
  ...HOSTILE.map((p): [string, string, Record<string, string>] => ["trailing slash", `${p}/`, {}]),
  ...HOSTILE.map((p): [string, string, Record<string, string>] => ["trailing slash with a query", `${p}/?q=1`, {}]),
  ...HOSTILE.map((p): [string, string, Record<string, string>] => ["empty-query cleanup", `${p}?x=`, {}]),
  ...HOSTILE.map((p): [string, string, Record<string, string>] => [
    "empty-query cleanup keeping a value",
    `${p}?x=&y=1`,
    {},
  ]),
  // Only the root redirects by language: whatever its query holds, Location stays /ar?...
  ...HOSTILE.map((p): [string, string, Record<string, string>] => [
    "Arabic-visitor redirect",
    `/?next=${p}`,
    { "Accept-Language": "ar", "Sec-Fetch-Site": "none" },
  ]),
  ...["/admin//evil.com", "/admin/\\evil.com", "/ar/admin//evil.com"].map(
    (p): [string, string, Record<string, string>] => ["admin sign-in gate", p, {}],
  ),
];

describe("no redirect leaves the site (F2)", () => {
  test.each(CASES)("%s: %p", async (kind, path, headers) => {
    const res = await app.request(path, { headers });
    expect(res.status).toBe(kind.startsWith("trailing slash") ? 301 : 302);
    const location = res.headers.get("location")!;
    const cleaned = location.replace(/[\t\n\r]/g, "");
    expect(cleaned).toMatch(/^\/(?![/\\])/);
    expect(browserTarget(location).origin).toBe(ORIGIN);
  });

  test("the contact form and the PDF proxy redirect only to their own fixed paths", async () => {
    const form = await app.request("/ar/contact", {
      method: "POST",
      body: "x=1",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
    });
    expect(form.headers.get("location")).toBe("/ar/contact?invalid=1");
    // Not a /media/ path of this site: treated as a remote PDF address and refused, never redirected.
    for (const url of ["//evil.com/media/x.pdf", "/\\evil.com/media/x.pdf", `${ORIGIN}//evil.com/x.pdf`]) {
      const res = await app.request(`/api/pdf-proxy?url=${encodeURIComponent(url)}`);
      expect(res.status).toBe(400);
      expect(res.headers.get("location")).toBeNull();
    }
    // A local /media/ path is redirected to, with its doubled slash collapsed: it stays on this site.
    const local = await app.request(`/api/pdf-proxy?url=${encodeURIComponent("/media//evil.com/x.pdf")}`);
    expect(local.status).toBe(307);
    expect(local.headers.get("location")).toBe("/media/evil.com/x.pdf");
    expect(
      (await app.request(`/api/pdf-proxy?url=${encodeURIComponent("/media/catalogs/a.pdf")}`)).headers.get("location"),
    ).toBe("/media/catalogs/a.pdf");
  });

  test("ordinary redirects keep their exact target", async () => {
    expect((await app.request("/stores?search=&page=2")).headers.get("location")).toBe("/stores?page=2");
    expect((await app.request("/ar/stores?search=")).headers.get("location")).toBe("/ar/stores");
    expect(
      (await app.request("/?x=1", { headers: { "Accept-Language": "ar", "Sec-Fetch-Site": "none" } })).headers.get(
        "location",
      ),
    ).toBe("/ar?x=1");
    expect((await app.request("/admin/stores")).headers.get("location")).toBe("/admin/login");
  });
});

describe("safeLocalPath", () => {
  test.each([
    ["/stores?page=2", "/stores?page=2"],
    ["/", "/"],
    ["//evil.com", "/evil.com"],
    ["/\\evil.com?x=1", "/evil.com?x=1"],
    ["\\\\evil.com", "/evil.com"],
    ["/\t/evil.com", "/evil.com"],
    ["/\n/evil.com", "/evil.com"],
    ["evil.com", "/evil.com"],
    ["/ar//evil.com?next=//x", "/ar/evil.com?next=//x"],
    ["/%2F%2Fevil.com", "/%2F%2Fevil.com"],
  ])("%p -> %p", (input, expected) => {
    expect(safeLocalPath(input)).toBe(expected);
  });
});
