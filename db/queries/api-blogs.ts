/** Blog posts for the API. The public sees published posts only (status case-insensitive). */
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { blogPosts } from "../schema.ts";
import { blogColumns } from "./api-shapes.ts";

const published = sql`lower(${blogPosts.status}) = 'published'`;

/** Posts newest first: published only, or every status for admins. */
export function listBlogPostsForApi(db: Db, opts: { publishedOnly: boolean }) {
  return db.select(blogColumns).from(blogPosts).where(opts.publishedOnly ? published : undefined).orderBy(desc(blogPosts.publishDate), desc(blogPosts.id)).all();
}

export function findPublishedPostBySlug(db: Db, slug: string) {
  return db.select(blogColumns).from(blogPosts).where(sql`${blogPosts.slug} = ${slug} AND ${published}`).get();
}

export function getBlogPostForApi(db: Db, id: number) {
  return db.select(blogColumns).from(blogPosts).where(eq(blogPosts.id, id)).get();
}

export function blogSlugTaken(db: Db, slug: string, exceptId?: number): boolean {
  const row = db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).get();
  return !!row && row.id !== exceptId;
}

export type BlogValues = typeof blogPosts.$inferInsert;

export function insertBlogPostRow(db: Db, values: BlogValues): number {
  return db.insert(blogPosts).values(values).returning({ id: blogPosts.id }).get().id;
}

export function updateBlogPostRow(db: Db, id: number, values: BlogValues): boolean {
  return db.update(blogPosts).set({ ...values, updatedAt: new Date() }).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id }).all().length > 0;
}

export function deleteBlogPostRow(db: Db, id: number): boolean {
  return db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id }).all().length > 0;
}
