/** Blog queries for the public pages. */
import { desc, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { blogPosts } from "../schema.ts";

/** The newest published posts (status compared case-insensitively), for the home preview. */
export function listLatestPublishedPosts(db: Db, limit: number) {
  return db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      excerpt: blogPosts.excerpt,
      image: blogPosts.image,
      category: blogPosts.category,
      author: blogPosts.author,
      publishDate: blogPosts.publishDate,
      readTime: blogPosts.readTime,
    })
    .from(blogPosts)
    .where(sql`lower(${blogPosts.status}) = 'published'`)
    .orderBy(desc(blogPosts.publishDate), desc(blogPosts.id))
    .limit(limit)
    .all();
}
