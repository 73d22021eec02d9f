/**
 * Mixed-direction text in Arabic (defect 2 of issue 11): a value inserted into Arabic text
 * (a Latin name, a number, a date) keeps its place when it is isolated — inside a <bdi> or an
 * element with dir — or when the translated string owns it ("8 فروع" is one string). These
 * tests read the server's markup for each such place.
 */
import { describe, expect, test } from "bun:test";
import { type Localized, localized } from "#lib/localized.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { decode } from "#tests/helpers/html.ts";
import { listLatestPublishedPosts, listStoreBranches, listStoreCards } from "#tests/helpers/queries.ts";

const { env, get, today } = startTestApp({ demo: true });

/** The inner HTML of the first element carrying data-testid=`id`. */
function byTestId(html: string, id: string): string {
  const m = html.match(new RegExp(`<(\\w+)[^>]*data-testid="${id}"[^>]*>([\\s\\S]*?)</\\1>`));
  if (!m) throw new Error(`no data-testid="${id}"`);
  return decode(m[2]!.replaceAll("<!-- -->", ""));
}

/** A bilingual value as an isolated <bdi>, with its language marks when it fell back to English. */
const bdi = (l: Localized) =>
  l.lang ? `<bdi lang="${l.lang}" dir="${l.dir}">${l.text}</bdi>` : `<bdi>${l.text}</bdi>`;

describe("Arabic pages isolate what they insert", () => {
  test("store header: the category is isolated and each count sits in its own translated string", async () => {
    const store = listStoreCards(env.db, { today, multipleBranches: true }, "name", 1, 1).items[0]!;
    // Counted here, not with the store page's own query.
    const { branches } = env.db.$client
      .query("SELECT count(*) AS branches FROM branches WHERE store_id = ?")
      .get(store.id) as { branches: number };
    expect(branches).toBeGreaterThan(1);
    const { html } = await get(`/ar/store/${store.slug}`);
    const line = byTestId(html, "store-summary");
    expect(line).toContain(bdi(localized("ar", store.category, store.categoryAr)));
    // "N فروع" is one translated string, kept whole in its own isolated span.
    expect(line).toMatch(new RegExp(`<bdi>${branches} فروع</bdi>|<bdi>${branches} فرعًا</bdi>|<bdi>فرعان</bdi>`));
  });

  test("article byline: author, date and reading time are each isolated; tags read #tag", async () => {
    const post = listLatestPublishedPosts(env.db, 1)[0]!;
    // The Arabic page shows the Arabic version's tags when the post is published in Arabic.
    const row = env.db.$client.query("SELECT tags, tags_ar, languages FROM blog_posts WHERE id = ?").get(post.id) as {
      tags: string;
      tags_ar: string;
      languages: string;
    };
    const tags = row.languages !== "en" && JSON.parse(row.tags_ar).length ? row.tags_ar : row.tags;
    const { html } = await get(`/ar/blog/${post.slug}`);
    const byline = byTestId(html, "byline");
    expect(byline).toContain(`<bdi>${post.author}</bdi>`);
    expect(byline).toMatch(/<time [^>]*>[^<]*<\/time>/);
    expect(byline).toMatch(/<bdi>قراءة [^<]*<\/bdi>/);
    expect(JSON.parse(tags).length).toBeGreaterThan(0);
    for (const tag of JSON.parse(tags) as string[])
      expect(html).toMatch(new RegExp(`<a [^>]*dir="auto"[^>]*>#${tag}</a>`));
  });

  test("a store card's '+N' emirates badge is laid out left to right", async () => {
    const { html } = await get("/ar/stores");
    const badges = [...html.matchAll(/<span [^>]*data-testid="more-emirates"[^>]*>([^<]*)<\/span>/g)];
    expect(badges.length).toBeGreaterThan(0);
    for (const b of badges) {
      expect(b[0]).toContain('dir="ltr"');
      expect(b[1]).toMatch(/^\+\d+$/);
    }
  });

  test("names inside Arabic sentences are isolated (store and branch pages, home search)", async () => {
    const store = listStoreCards(env.db, { today, multipleBranches: true }, "name", 1, 1).items[0]!;
    const branch = listStoreBranches(env.db, store.id)[0]!;
    const name = bdi(localized("ar", store.name, store.nameAr));
    expect((await get(`/ar/store/${store.slug}`)).html).toContain(`عن ${name}`);
    const branchHtml = (await get(`/ar/branch/${store.slug}/${branch.slug}`)).html;
    expect(branchHtml).toContain(name);
    expect(branchHtml).not.toMatch(/<dd[^>]*dir="ltr"/); // hours: isolated inline, aligned with the page
    expect((await get("/ar?search=carrefour")).html).toContain("<bdi>carrefour</bdi>");
  });
});
