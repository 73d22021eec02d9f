import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";

const { env, get } = startTestApp({ demo: true });

describe("blog pages", () => {
  test("/blog shows published articles only, with dates as 'Mon D, YYYY'", async () => {
    const { html } = await get("/blog");
    const drafts = env.db.$client.query("SELECT title FROM blog_posts WHERE status <> 'published'").all() as {
      title: string;
    }[];
    expect(drafts.length).toBeGreaterThan(0);
    for (const d of drafts) expect(html).not.toContain(d.title);
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">[A-Z][a-z]{2} \d{1,2}, \d{4}<\/time>/);
  });

  test("search covers tags; nothing found says so with the hint", async () => {
    expect((await get("/blog?search=DSF")).html).toContain("Dubai Shopping Festival");
    const none = (await get("/blog?search=zzzz")).html;
    expect(none).toContain("No articles found");
    expect(none).toContain("Try adjusting your search or filter criteria");
  });
});

describe("blog category choices", () => {
  const categoryOptions = (html: string) => {
    const select = html.match(/<select[^>]*id="blog-category"[^>]*>([\s\S]*?)<\/select>/)?.[1] ?? "";
    return [...select.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)].slice(1).map((m) => ({
      value: m[1]!.match(/value="([^"]*)"/)![1]!.replace(/&amp;/g, "&"),
      text: m[2]!.replace(/&amp;/g, "&"),
      disabled: /\sdisabled=""/.test(m[1]!),
    }));
  };
  const published = (where = "1", ...args: string[]) =>
    env.db.$client
      .query(`SELECT category, count(*) AS n FROM blog_posts WHERE status = 'published' AND ${where} GROUP BY category`)
      .all(...args) as { category: string; n: number }[];

  test("only categories with published articles are offered, each with its count", async () => {
    const offered = categoryOptions((await get("/blog")).html);
    const counts = published();
    expect(counts.length).toBeGreaterThan(0);
    expect(offered.map((o) => o.value).sort()).toEqual(counts.map((c) => c.category).sort());
    for (const c of counts) expect(offered.find((o) => o.value === c.category)!.text).toEndWith(`(${c.n})`);
  });

  test("under a search, counts follow it and categories it leaves empty are disabled", async () => {
    const offered = categoryOptions((await get("/blog?search=DSF")).html);
    const matching = new Set(
      published("(title LIKE ?1 OR excerpt LIKE ?1 OR category LIKE ?1 OR tags LIKE ?1)", "%DSF%").map(
        (c) => c.category,
      ),
    );
    expect(matching.size).toBeGreaterThan(0);
    expect(offered.filter((o) => !o.disabled).map((o) => o.value)).toEqual([...matching]);
    expect(offered.some((o) => o.disabled && o.text.endsWith("(0)"))).toBe(true);
  });
});
