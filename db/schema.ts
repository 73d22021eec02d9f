/**
 * The database schema. One SQLite file holds everything; counts shown to users
 * (branchCount, catalogCount, storeCount) are derived by queries, never stored.
 * Timestamps are integer milliseconds; calendar dates (publishDate, catalogue
 * validity) are 'YYYY-MM-DD' text in Asia/Dubai, the way the spec exchanges them.
 *
 * Bilingual content: every English text a visitor reads has an optional Arabic twin in a
 * column beside it, named with "Ar" (`name` / `nameAr`, SQL `name_ar`); null means "no Arabic
 * yet" and pages fall back to the English. Columns rather than a translations table: one
 * shape for drizzle, the API, the forms and the search index, and no join per field.
 * Slugs stay English (ASCII) only, so no URL changes when a translation is added.
 *
 * Not declared here (drizzle has no FTS5): the search indexes stores_fts, catalogs_fts,
 * blog_posts_fts, their search_queue and its triggers, made by migration 0002_search_index,
 * and catalog_pages_fts with the catalogue-job triggers of 0003_catalog_pages, all written
 * by db/queries/search-index.ts.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { POST_LANGUAGES } from "../src/lib/taxonomy.ts";

type PostLanguage = (typeof POST_LANGUAGES)[number];

const timestamps = {
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
};

/** Store categories, managed by operators (spec "Category"). */
export const categories = sqliteTable(
  "categories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    nameAr: text("name_ar"),
    slug: text("slug").notNull(),
    icon: text("icon"),
    ...timestamps,
  },
  (t) => [uniqueIndex("categories_name_unique").on(t.name), uniqueIndex("categories_slug_unique").on(t.slug)],
);

/** The seven emirates (operators may rename or add; branches point here). */
export const emirates = sqliteTable(
  "emirates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    nameAr: text("name_ar"),
    slug: text("slug").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("emirates_name_unique").on(t.name), uniqueIndex("emirates_slug_unique").on(t.slug)],
);

export const stores = sqliteTable(
  "stores",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    nameAr: text("name_ar"),
    slug: text("slug").notNull(),
    // A category with stores cannot be deleted (the API answers 409), so nothing dangles.
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    description: text("description"),
    descriptionAr: text("description_ar"),
    image: text("image"),
    logo: text("logo"),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    premium: integer("premium", { mode: "boolean" }).notNull().default(false),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
    facebook: text("facebook"),
    instagram: text("instagram"),
    twitter: text("twitter"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("stores_slug_unique").on(t.slug),
    index("stores_category_idx").on(t.categoryId),
    index("stores_featured_idx").on(t.featured, t.premium),
  ],
);

export const branches = sqliteTable(
  "branches",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    // An emirate with branches cannot be deleted (409), so every branch keeps its emirate.
    emirateId: integer("emirate_id")
      .notNull()
      .references(() => emirates.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    nameAr: text("name_ar"),
    slug: text("slug").notNull(),
    address: text("address").notNull(),
    addressAr: text("address_ar"),
    hours: text("hours"),
    hoursAr: text("hours_ar"),
    phone: text("phone"),
    latitude: text("latitude"),
    longitude: text("longitude"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("branches_store_slug_unique").on(t.storeId, t.slug),
    index("branches_emirate_idx").on(t.emirateId, t.storeId),
  ],
);

export const catalogs = sqliteTable(
  "catalogs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    // A catalogue valid at one branch becomes store-wide when that branch goes.
    branchId: integer("branch_id").references(() => branches.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    titleAr: text("title_ar"),
    description: text("description"),
    descriptionAr: text("description_ar"),
    category: text("category"),
    pages: integer("pages"),
    fileUrl: text("file_url").notNull(),
    coverImage: text("cover_image"),
    startDate: text("start_date"),
    expiryDate: text("expiry_date"),
    ...timestamps,
  },
  (t) => [
    index("catalogs_store_idx").on(t.storeId),
    index("catalogs_branch_idx").on(t.branchId),
    index("catalogs_expiry_idx").on(t.expiryDate),
  ],
);

/**
 * The processing of a catalogue's PDF into page text and images: one row per catalogue, which
 * is also the job queue (rows due to run: state queued or processing, runAfter passed). A
 * trigger (migration 0003) queues a row whenever a catalogue is inserted or its fileUrl changes,
 * so a catalogue written any way is processed; the runner is src/server/catalog-pages/.
 */
export const catalogJobs = sqliteTable(
  "catalog_jobs",
  {
    catalogId: integer("catalog_id")
      .primaryKey()
      .references(() => catalogs.id, { onDelete: "cascade" }),
    state: text("state", { enum: ["queued", "processing", "ready", "failed"] })
      .notNull()
      .default("queued"),
    /** The fileUrl this job processes: a catalogue whose fileUrl changes is queued again. */
    fileUrl: text("file_url").notNull(),
    /** SHA-256 (hex) of the PDF's bytes once read; its page images live under /media/pages/<hash>/. */
    pdfHash: text("pdf_hash"),
    pageCount: integer("page_count"),
    /** Pages already written (text row and both images): a job cut short resumes after them. */
    pagesDone: integer("pages_done").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    runAfter: integer("run_after", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
    /** Why the last attempt failed: a code from src/lib/catalog-processing.ts. */
    error: text("error"),
    ...timestamps,
  },
  (t) => [index("catalog_jobs_due_idx").on(t.state, t.runAfter), index("catalog_jobs_hash_idx").on(t.pdfHash)],
);

/**
 * One row per processed page of a catalogue: its text as the PDF holds it (shown on the page's
 * URL and cut into search snippets) and the size of its large image. Searched through
 * catalog_pages_fts (migration 0003), written like the other indexes by db/queries/search-index.ts.
 */
export const catalogPages = sqliteTable(
  "catalog_pages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    catalogId: integer("catalog_id")
      .notNull()
      .references(() => catalogs.id, { onDelete: "cascade" }),
    page: integer("page").notNull(),
    text: text("text").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (t) => [uniqueIndex("catalog_pages_catalog_page_unique").on(t.catalogId, t.page)],
);

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

export const adminUsers = sqliteTable(
  "admin_users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("admin_users_username_unique").on(sql`lower(${t.username})`)],
);

/** Lucia-guide sessions: the id is public, only SHA-256 of the secret is stored. */
export const adminSessions = sqliteTable(
  "admin_sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    secretHash: text("secret_hash").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    lastVerifiedAt: integer("last_verified_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("admin_sessions_user_idx").on(t.userId)],
);

/** Failed logins, counted per account and per IP; rows older than the window are pruned. */
export const loginAttempts = sqliteTable(
  "login_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    attemptedAt: integer("attempted_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("login_attempts_key_idx").on(t.key, t.attemptedAt)],
);

/** Anonymous visitor sessions (achievements); ids are 128-bit random, made by the browser. */
export const visitorSessions = sqliteTable("visitor_sessions", {
  id: text("id").primaryKey(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
});

export const activityEvents = sqliteTable(
  "activity_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sessionId: text("session_id")
      .notNull()
      .references(() => visitorSessions.id, { onDelete: "cascade" }),
    /** store_view | catalog_view | branch_view | blog_read | search */
    type: text("type").notNull(),
    /** What was viewed (slug, id or search text), for distinct counts. */
    subject: text("subject"),
    /** Small JSON detail (for example the emirate of a branch). */
    detail: text("detail", { mode: "json" }).$type<Record<string, string | number>>(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("activity_events_session_idx").on(t.sessionId, t.type)],
);

/** Achievement definitions; `rule` is JSON understood by src/lib/achievements. */
export const achievements = sqliteTable("achievements", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  icon: text("icon").notNull(),
  rule: text("rule", { mode: "json" })
    .$type<{ type: string; distinct?: "subject" | "emirate"; count: number }>()
    .notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const earnedAchievements = sqliteTable(
  "earned_achievements",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => visitorSessions.id, { onDelete: "cascade" }),
    achievementId: text("achievement_id")
      .notNull()
      .references(() => achievements.id, { onDelete: "cascade" }),
    earnedAt: integer("earned_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.achievementId] })],
);

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    read: integer("read", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

/** Key/value settings (sitemap info and the like). */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
});
