import { describe, expect, test } from "bun:test";
import { insertBlogPost } from "#db/seed/factories.ts";
import { XSS_CORPUS } from "#tests/fixtures/xss.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { inlineExecutableScripts } from "#tests/helpers/html.ts";

const { env, get } = startTestApp({ demo: true });

describe("blog pages", () => {
  test("an unknown or unpublished article is a 404 'Article Not Found'", async () => {
    const { res, html } = await get("/blog/no-such-post");
    expect(res.status).toBe(404);
    expect(html).toContain("Article Not Found");
    const draft = env.db.$client.query("SELECT slug FROM blog_posts WHERE status = 'draft' LIMIT 1").get() as {
      slug: string;
    };
    expect((await get(`/blog/${draft.slug}`)).res.status).toBe(404);
  });

  test("stored HTML is sanitized again on render, so even content written around the API is inert", async () => {
    insertBlogPost(env.db, {
      title: "Raw Insert",
      slug: "raw-insert",
      status: "published",
      content: `<p>ok</p>${XSS_CORPUS.join("")}`,
    });
    const { html } = await get("/blog/raw-insert");
    const body = html.slice(html.indexOf('data-testid="article-body"'), html.indexOf("</article>")).toLowerCase();
    for (const bad of [
      "<script",
      "onerror",
      "onload",
      "javascript:",
      "<iframe",
      "<object",
      "<embed",
      "<style",
      "srcdoc",
    ])
      expect(body).not.toContain(bad);
    expect(inlineExecutableScripts(html)).toEqual([]);
  });
});
