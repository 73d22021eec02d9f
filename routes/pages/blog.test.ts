import { describe, expect, test } from "bun:test";
import { startTestApp } from "../../tests/helpers/app.ts";

const { env, get } = startTestApp({ demo: true });

describe("blog pages", () => {
  test("/blog shows published articles only, with dates as 'Mon D, YYYY'", async () => {
    const { html } = await get("/blog");
    const drafts = env.db.$client.query("SELECT title FROM blog_posts WHERE status <> 'published'").all() as {
      title: string;
    }[];
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
