/** Blog posts (articles), in English, Arabic or both. */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { POST_LANGUAGES } from "#lib/taxonomy.ts";
import { timestamps } from "./columns.ts";

type PostLanguage = (typeof POST_LANGUAGES)[number];

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    titleAr: text("title_ar"),
    slug: text("slug").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    excerptAr: text("excerpt_ar"),
    content: text("content").notNull().default(""),
    contentAr: text("content_ar"),
    image: text("image"),
    category: text("category").notNull(),
    /** JSON array of strings. */
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    tagsAr: text("tags_ar", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** Which language versions are published: one of POST_LANGUAGES (src/lib/taxonomy.ts). */
    languages: text("languages").$type<PostLanguage>().notNull().default("en"),
    author: text("author").notNull().default("Admin"),
    /** 'draft' | 'published' | 'archived', stored lower-case. */
    status: text("status").notNull().default("draft"),
    publishDate: text("publish_date").notNull(),
    readTime: integer("read_time").notNull().default(5),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("blog_posts_slug_unique").on(t.slug),
    index("blog_posts_status_date_idx").on(t.status, t.publishDate),
  ],
);
