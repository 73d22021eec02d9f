/** Blog posts: the "published" rule, the public page and API reads, and the writes. */
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { blogPosts } from "#db/schema.ts";
import type { PageRequest } from "#schemas/paging.ts";
import { lacksArabic } from "./missing-arabic.ts";
import { syncSearchIndex } from "./search-index.ts";
import { matchesSearch } from "./text-search.ts";

/** SQL: the post is published (status compared case-insensitively); the public sees only these. */
export const postIsPublished: SQL = sql`lower(${blogPosts.status}) = 'published'`;

/** A post card on the public pages (no body). */
const cardColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  titleAr: blogPosts.titleAr,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  excerptAr: blogPosts.excerptAr,
  languages: blogPosts.languages,
  image: blogPosts.image,
  category: blogPosts.category,
  author: blogPosts.author,
  publishDate: blogPosts.publishDate,
  readTime: blogPosts.readTime,
};

/** The API's post shape (camelCase, the spec's field names, Arabic beside them): a card plus the body, tags, status and times. */
const blogColumns = {
  ...cardColumns,
  content: blogPosts.content,
  contentAr: blogPosts.contentAr,
  tags: blogPosts.tags,
  tagsAr: blogPosts.tagsAr,
  status: blogPosts.status,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};

/** Newest first, ties by id: how every post list is ordered. */
const newestFirst = [desc(blogPosts.publishDate), desc(blogPosts.id)];

/** SQL: the post's titles, excerpts, category or tags (English or Arabic) match `term`. */
function postSearch(term: string | undefined): SQL | undefined {
  return matchesSearch(term, "blog_posts_fts", blogPosts.id);
}

/** The newest published posts, for the home preview. */
export function listLatestPublishedPosts(db: Db, limit: number) {
  return db
    .select(cardColumns)
    .from(blogPosts)
    .where(postIsPublished)
    .orderBy(...newestFirst)
    .limit(limit)
    .all();
}

/** One page of published posts matching search (titles, excerpts, tags or category, English or Arabic) and category (blog page). */
export function listPublishedPosts(db: Db, f: { search?: string; category?: string }, page: number, pageSize: number) {
  const where = and(
    postIsPublished,
    postSearch(f.search),
    f.category ? sql`${blogPosts.category} = ${f.category}` : undefined,
  );
  const total = db.select({ n: sql<number>`count(*)` }).from(blogPosts).where(where).get()?.n ?? 0;
  const items = db
    .select({ ...cardColumns, tags: blogPosts.tags, tagsAr: blogPosts.tagsAr })
    .from(blogPosts)
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  return { items, total };
}

/** How many published posts each category has, among those matching `search` (blog category choices). */
export function countPublishedPostsByCategory(db: Db, search?: string): Map<string, number> {
  const rows = db
    .select({ category: blogPosts.category, n: sql<number>`count(*)` })
    .from(blogPosts)
    .where(and(postIsPublished, postSearch(search)))
    .groupBy(blogPosts.category)
    .all();
  return new Map(rows.map((r) => [r.category, r.n]));
}

/** The latest published posts of a category other than `exceptSlug` (related articles). */
export function listRelatedPosts(db: Db, category: string, exceptSlug: string, limit = 3) {
  return db
    .select(cardColumns)
    .from(blogPosts)
    .where(and(postIsPublished, sql`${blogPosts.category} = ${category}`, sql`${blogPosts.slug} <> ${exceptSlug}`))
    .orderBy(...newestFirst)
    .limit(limit)
    .all();
}

/** Posts newest first: published only, or every status for admins (GET /api/blogs). */
export function listBlogPostsForApi(db: Db, opts: { publishedOnly: boolean }) {
  return db
    .select(blogColumns)
    .from(blogPosts)
    .where(opts.publishedOnly ? postIsPublished : undefined)
    .orderBy(...newestFirst)
    .all();
}

/** The published post with this slug, or undefined (article page, GET /api/blogs/slug/:slug). */
export function findPublishedPostBySlug(db: Db, slug: string) {
  return db
    .select(blogColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), postIsPublished))
    .get();
}

/** A published post's picture by id (its link preview); undefined for a draft or an unknown id. */
export function findPublishedPostPicture(db: Db, id: number): { image: string | null } | undefined {
  return db
    .select({ image: blogPosts.image })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), postIsPublished))
    .get();
}

/** Any post by id, drafts too (admin edit, write answers). */
export function getBlogPostForApi(db: Db, id: number) {
  return db.select(blogColumns).from(blogPosts).where(eq(blogPosts.id, id)).get();
}

/** True when another post (not `exceptId`) already uses `slug`. */
export function blogSlugTaken(db: Db, slug: string, exceptId?: number): boolean {
  const row = db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).get();
  return !!row && row.id !== exceptId;
}

export type BlogValues = typeof blogPosts.$inferInsert;

/** Inserts a post and indexes it for search; returns its id. */
export function insertBlogPostRow(db: Db, values: BlogValues): number {
  const id = db.insert(blogPosts).values(values).returning({ id: blogPosts.id }).get().id;
  syncSearchIndex(db);
  return id;
}

/** Replaces a post's fields and re-indexes it; false when there is no such post. */
export function updateBlogPostRow(db: Db, id: number, values: BlogValues): boolean {
  const updated =
    db
      .update(blogPosts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning({ id: blogPosts.id })
      .all().length > 0;
  syncSearchIndex(db);
  return updated;
}

/** Deletes a post; false when there was none. */
export function deleteBlogPostRow(db: Db, id: number): boolean {
  return db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id }).all().length > 0;
}

/** How the admin post table can order posts. */
export type PostSort = "title" | "category" | "status" | "date";

/**
 * One page of the posts GET /api/blogs would list (published only, or every status for
 * admins), with the total; `search` through the posts' full-text index, as the blog page does.
 */
export function pageBlogPostsForApi(
  db: Db,
  opts: { publishedOnly: boolean; search?: string },
  p: PageRequest<PostSort>,
) {
  const where = and(
    opts.publishedOnly ? postIsPublished : undefined,
    postSearch(opts.search),
    p.missingArabic ? lacksArabic("blogs") : undefined,
  );
  const total = db.select({ n: sql<number>`count(*)` }).from(blogPosts).where(where).get()?.n ?? 0;
  const dir = p.desc ? desc : asc;
  const sortBy = {
    title: dir(sql`lower(${blogPosts.title})`),
    category: dir(sql`lower(${blogPosts.category})`),
    status: dir(sql`lower(${blogPosts.status})`),
    date: dir(blogPosts.publishDate),
  };
  const data = db
    .select(blogColumns)
    .from(blogPosts)
    .where(where)
    .orderBy(...(p.sort ? [sortBy[p.sort]] : []), ...newestFirst)
    .limit(p.limit)
    .offset((p.page - 1) * p.limit)
    .all();
  return { data, total };
}
