/**
 * The embed code on a store's edit screen (issue 27, item 6): a read-only iframe snippet for
 * /embed/store/{slug} on the site's public origin, titled in the admin's language (Arabic on
 * /ar/admin, with the store's Arabic name), with a copy button; a new store has none yet; and
 * the title's quotes cannot break out of its attribute.
 */
import { describe, expect, test } from "bun:test";
import { embedCode } from "#client/admin/embed-snippet.tsx";
import { insertStore } from "#db/seed/factories.ts";
import { signedInCaller } from "#tests/helpers/api.ts";
import { startTestApp } from "#tests/helpers/app.ts";

const ids = { store: 0 };
const t = startTestApp({
  seed: (db) => {
    ids.store = insertStore(db, { name: "Lulu Hypermarket", nameAr: "لولو هايبر ماركت", slug: "lulu" }).id;
  },
});
let cookie = "";
async function page(path: string) {
  cookie ||= (await signedInCaller(t.app, t.env.db)).cookie;
  return (await t.app.request(path, { headers: { Cookie: cookie } })).text();
}
/** The textarea's text, as the browser would show it. */
const codeIn = (html: string) =>
  html
    .match(/<textarea[^>]*data-testid="embed-code"[^>]*>([^<]*)<\/textarea>/)?.[1]
    ?.replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe("the embed code on a store's edit screen", () => {
  test("in English: the store's embed address on the public origin, lazy, responsive", async () => {
    const html = await page(`/admin/stores/edit/${ids.store}`);
    expect(codeIn(html)).toBe(
      '<iframe src="http://localhost:3000/embed/store/lulu" title="Lulu Hypermarket: current catalog on UAE Deals" loading="lazy" style="width:100%;aspect-ratio:3/4;border:0"></iframe>',
    );
    expect(html).toContain('data-testid="embed-copy"');
    expect(html).toMatch(/<textarea[^>]*readOnly/);
  });

  test("in Arabic: the Arabic embed address and an Arabic title with the store's Arabic name", async () => {
    const code = codeIn(await page(`/ar/admin/stores/edit/${ids.store}`));
    expect(code).toContain('src="http://localhost:3000/ar/embed/store/lulu"');
    expect(code).toContain('title="لولو هايبر ماركت: الكتالوج الحالي على عروض الإمارات"');
  });

  test("a new store has no embed code yet", async () => {
    expect(await page("/admin/stores/new")).not.toContain('data-testid="embed-snippet"');
  });

  test("a title's quotes and angle brackets stay inside its attribute", () => {
    expect(embedCode("https://deals.example", "a-b", "en", 'Say "hi" <now> & go')).toBe(
      '<iframe src="https://deals.example/embed/store/a-b" title="Say &quot;hi&quot; &lt;now&gt; &amp; go" loading="lazy" style="width:100%;aspect-ratio:3/4;border:0"></iframe>',
    );
  });
});
