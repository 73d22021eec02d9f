import { describe, expect, test } from "bun:test";
import { insertBlogPost } from "#db/seed/factories.ts";
import { dubaiToday } from "#lib/dates.ts";
import { startTestApp } from "#tests/helpers/app.ts";

const { env, anon, admin } = startTestApp({ admin: true });

describe("blogs", () => {
  const post = {
    title: "Summer Sales Guide",
    slug: "",
    category: "Shopping Guide",
    author: "",
    status: "Published",
    publishDate: "",
    readTime: null,
    excerpt: "",
    content: "<h2>Hello</h2><p>Big <strong>summer</strong> savings across Dubai malls this month.</p>",
    image: null,
    tags: ["summer", " sales ", ""],
  };

  test("apply the spec's defaults: slug from title, author Admin, today, read time 1, excerpt from the text", async () => {
    const { status, json } = await admin("POST", "/api/blogs", post);
    expect(status).toBe(201);
    expect(json).toMatchObject({
      slug: "summer-sales-guide",
      author: "Admin",
      status: "published",
      publishDate: dubaiToday(),
      readTime: 1,
      tags: ["summer", "sales"],
    });
    expect(json.excerpt).toBe("Hello Big summer savings across Dubai malls this month.");
  });

  test("the public sees published posts only; admins see every status", async () => {
    insertBlogPost(env.db, { title: "Secret draft", status: "draft" });
    insertBlogPost(env.db, { title: "Shouting", status: "PUBLISHED" });
    const pub = (await anon("GET", "/api/blogs")).json.map((p: any) => p.title);
    expect(pub).toContain("Summer Sales Guide");
    expect(pub).toContain("Shouting");
    expect(pub).not.toContain("Secret draft");
    expect((await admin("GET", "/api/blogs")).json.map((p: any) => p.title)).toContain("Secret draft");
    expect((await anon("GET", "/api/blogs/slug/secret-draft")).status).toBe(404);
    expect((await anon("GET", "/api/blogs/slug/summer-sales-guide")).json.title).toBe("Summer Sales Guide");
  });

  test("script, event handlers and javascript: links are removed on save", async () => {
    const evil =
      '<p>Hi<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">click</a><a href="//evil.example">proto</a><a href="https://ok.example">ok</a></p><iframe src="https://evil.example/x"></iframe>';
    const { json } = await admin("POST", "/api/blogs", { ...post, title: "XSS attempt", content: evil });
    expect(json.content).not.toContain("<script");
    expect(json.content).not.toContain("onerror");
    expect(json.content).not.toContain("javascript:");
    expect(json.content).not.toContain("//evil.example");
    expect(json.content).not.toContain("<iframe");
    expect(json.content).toContain('<a href="https://ok.example" rel="noopener noreferrer nofollow">ok</a>');
  });

  test("an XSS corpus stored through the API comes back inert", async () => {
    const { XSS_CORPUS } = await import("#tests/fixtures/xss.ts");
    for (const [i, payload] of XSS_CORPUS.entries()) {
      const { status, json } = await admin("POST", "/api/blogs", {
        ...post,
        title: `Corpus ${i}`,
        content: `<p>safe</p>${payload}`,
      });
      expect(status).toBe(201);
      const stored = (await anon("GET", `/api/blogs/slug/${json.slug}`)).json.content.toLowerCase();
      for (const bad of [
        "<script",
        "onerror",
        "onload",
        "javascript:",
        "vbscript:",
        "<iframe",
        "<object",
        "<embed",
        "<style",
        "srcdoc",
      ])
        expect(stored).not.toContain(bad);
    }
  });

  test("an unknown status or category is a 400; a duplicate slug is a 409", async () => {
    expect((await admin("POST", "/api/blogs", { ...post, status: "live" })).status).toBe(400);
    expect((await admin("POST", "/api/blogs", { ...post, category: "Gossip" })).status).toBe(400);
    expect((await admin("POST", "/api/blogs", post)).status).toBe(409);
  });
});
