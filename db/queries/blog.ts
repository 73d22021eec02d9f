/** Blog queries for the public pages. */
import { and, desc, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { blogPosts } from "../schema.ts";
import { likePattern } from "./stores.ts";

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

/** One page of published posts matching search (title, excerpt, category or tags) and category. */
export function listPublishedPosts(db: Db, f: { search?: string; category?: string }, page: number, pageSize: number) {
  const conditions = [sql`lower(${blogPosts.status}) = 'published'`];
  if (f.search?.trim()) {
    const p = likePattern(f.search.trim());
    conditions.push(sql`(lower(${blogPosts.title}) LIKE ${p} ESCAPE '\\' OR lower(${blogPosts.excerpt}) LIKE ${p} ESCAPE '\\' OR lower(${blogPosts.category}) LIKE ${p} ESCAPE '\\' OR lower(${blogPosts.tags}) LIKE ${p} ESCAPE '\\')`);
  }
  if (f.category) conditions.push(sql`${blogPosts.category} = ${f.category}`);
  const where = and(...conditions);
  const total = db.select({ n: sql<number>`count(*)` }).from(blogPosts).where(where).get()?.n ?? 0;
  const items = db
    .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, excerpt: blogPosts.excerpt, image: blogPosts.image, category: blogPosts.category, author: blogPosts.author, publishDate: blogPosts.publishDate, readTime: blogPosts.readTime, tags: blogPosts.tags })
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishDate), desc(blogPosts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  return { items, total };
}

/** How many published posts each category has (browse-by-category buttons). */
export function countPublishedPostsByCategory(db: Db): Map<string, number> {
  const rows = db.select({ category: blogPosts.category, n: sql<number>`count(*)` }).from(blogPosts).where(sql`lower(${blogPosts.status}) = 'published'`).groupBy(blogPosts.category).all();
  return new Map(rows.map((r) => [r.category, r.n]));
}

/** The latest published posts of a category other than `exceptSlug` (related articles). */
export function listRelatedPosts(db: Db, category: string, exceptSlug: string, limit = 3) {
  return db
    .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, excerpt: blogPosts.excerpt, image: blogPosts.image, category: blogPosts.category, publishDate: blogPosts.publishDate, readTime: blogPosts.readTime })
    .from(blogPosts)
    .where(and(sql`lower(${blogPosts.status}) = 'published'`, sql`${blogPosts.category} = ${category}`, sql`${blogPosts.slug} <> ${exceptSlug}`))
    .orderBy(desc(blogPosts.publishDate))
    .limit(limit)
    .all();
}
