/** The demo blog posts, in every status, dated relative to `today`; only published ones get a banner. */
import { addDays } from "../../../src/lib/dates.ts";
import { slugify } from "../../../src/lib/slug.ts";
import { blogPosts } from "../../schema.ts";
import { DEMO_POSTS } from "../data/blog-posts.ts";
import { buildBlogPost } from "../factories.ts";
import type { SeedTx } from "./seed-context.ts";

/** Returns how many posts were inserted. */
export function seedPosts(tx: SeedTx, today: string): number {
  const rows = DEMO_POSTS.map((p) =>
    buildBlogPost({
      title: p.title,
      slug: slugify(p.title),
      excerpt: p.excerpt,
      content: p.content,
      image: p.status === "published" ? `/media/blog/${slugify(p.title)}.svg` : null,
      category: p.category,
      tags: p.tags,
      author: p.author,
      status: p.status,
      publishDate: addDays(today, -p.daysAgo),
      readTime: p.readTime,
    }),
  );
  return tx.insert(blogPosts).values(rows).returning({ id: blogPosts.id }).all().length;
}
