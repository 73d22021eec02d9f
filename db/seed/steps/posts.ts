/** The demo blog posts, in every status, dated relative to `today`; only published ones get a banner. */

import { blogPosts } from "#db/schema.ts";
import { DEMO_POSTS, type DemoPost } from "#db/seed/data/blog-posts.ts";
import { seasonById, windowsAround } from "#db/seed/data/seasons.ts";
import { buildBlogPost } from "#db/seed/factories.ts";
import { addDays } from "#lib/dates.ts";
import { slugify } from "#lib/slug.ts";
import type { SeedTx } from "./seed-context.ts";

export type DatedPost = DemoPost & { publishDate: string };

/** When `post` was published, seen from `today`: its season's latest start (less the lead) that is old enough, else daysAgo. */
function publishDate(post: DemoPost, today: string): string {
  if (post.season) {
    const { id, before, olderThan = 0 } = post.season;
    const latest = addDays(today, -olderThan);
    const dates = windowsAround(seasonById(id), today)
      .map((w) => addDays(w.start, -before))
      .filter((d) => d <= latest)
      .sort();
    if (dates.length) return dates.at(-1)!;
  }
  return addDays(today, -post.daysAgo);
}

/** The demo posts with their dates, and titles (English and Arabic) whose "{year}" is the year they are dated in. */
export function demoPosts(today: string): DatedPost[] {
  return DEMO_POSTS.map((post) => {
    const date = publishDate(post, today);
    const year = date.slice(0, 4);
    const ar = post.ar && { ...post.ar, title: post.ar.title.replace("{year}", year) };
    return { ...post, title: post.title.replace("{year}", year), ar, publishDate: date };
  });
}

/** Which versions a post is published in: English, both, or Arabic only. */
const languagesOf = (p: DemoPost) => (p.ar ? (p.arabicOnly ? "ar" : "both") : "en");

/** Returns how many posts were inserted. */
export function seedPosts(tx: SeedTx, posts: DatedPost[]): number {
  const rows = posts.map((p) =>
    buildBlogPost({
      title: p.title,
      slug: slugify(p.title),
      excerpt: p.excerpt,
      content: p.content,
      image: p.status === "published" ? `/media/blog/${slugify(p.title)}.svg` : null,
      category: p.category,
      tags: p.tags,
      titleAr: p.ar?.title ?? null,
      excerptAr: p.ar?.excerpt ?? null,
      contentAr: p.ar?.content ?? null,
      tagsAr: p.ar?.tags ?? [],
      languages: languagesOf(p),
      author: p.author,
      status: p.status,
      publishDate: p.publishDate,
      readTime: p.readTime,
    }),
  );
  return tx.insert(blogPosts).values(rows).returning({ id: blogPosts.id }).all().length;
}
