/**
 * An admin table's search, sort and page live in its address (issue 24, item 20): the list
 * opens with them, and an edit screen reached from it leads back to the same list (its back
 * link here; Cancel and Save use the same address).
 */
import { describe, expect, test } from "bun:test";
import { insertStore } from "#db/seed/factories.ts";
import { signedInCaller } from "#tests/helpers/api.ts";
import { startTestApp } from "#tests/helpers/app.ts";

let storeId = 0;
const t = startTestApp({ seed: (db) => (storeId = insertStore(db, { name: "Lulu" }).id) });
let cookie = "";
async function page(path: string) {
  cookie ||= (await signedInCaller(t.app, t.env.db)).cookie;
  const res = await t.app.request(path, { headers: { Cookie: cookie } });
  return { status: res.status, html: await res.text() };
}
const searchBox = (html: string) => html.match(/<input[^>]*data-testid="admin-search"[^>]*>/)?.[0] ?? "";
const backLink = (html: string) => html.match(/<a [^>]*href="([^"]*)"[^>]*>\s*<span[^>]*>←<\/span>/)?.[1];

describe("the list", () => {
  test("opens with the search of its address in the box", async () => {
    const { html } = await page("/admin/stores?search=lulu&sort=name&dir=desc&page=2");
    expect(searchBox(html)).toContain('value="lulu"');
  });
});

describe("an edit screen reached from the list", () => {
  test("leads back to the list as it was", async () => {
    const list = encodeURIComponent("search=lulu&sort=name&dir=desc&page=2");
    const { status, html } = await page(`/admin/stores/edit/${storeId}?list=${list}`);
    expect(status).toBe(200);
    expect(backLink(html)).toBe("/admin/stores?search=lulu&amp;sort=name&amp;dir=desc&amp;page=2");
  });

  test("in Arabic, to the Arabic list", async () => {
    const { html } = await page(`/ar/admin/stores/edit/${storeId}?list=${encodeURIComponent("search=لولو")}`);
    expect(backLink(html)).toBe("/ar/admin/stores?search=%D9%84%D9%88%D9%84%D9%88");
  });

  test("takes only a table's state from ?list=, nothing else (no other address, no junk)", async () => {
    for (const list of ["page%3D0%26evil%3Dx", "%2F%2Fevil.example", "sort%3Dname%3Bdrop"]) {
      const { html } = await page(`/admin/stores/edit/${storeId}?list=${list}`);
      expect(backLink(html)).toBe("/admin/stores");
    }
  });

  test("without ?list= leads back to the list as it opens", async () => {
    expect(backLink((await page(`/admin/stores/edit/${storeId}`)).html)).toBe("/admin/stores");
  });
});
