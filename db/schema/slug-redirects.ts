/**
 * Earlier slugs of stores, branches and posts, so an address once shared never breaks: each
 * row is a slug a record had before, leading to that record wherever it is now (its pages
 * answer 301 there). Written only by triggers (migration 0013), whoever changes a slug: a
 * change records the old slug, and a record given a slug takes it out of this table, so a
 * current slug is never also a redirect. The API refuses a slug that leads to another record
 * (db/queries/slug-redirects.ts); a record's rows go with it (foreign keys cascade).
 */
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { branches, stores } from "./directory.ts";
import { blogPosts } from "./posts.ts";

export const storeSlugRedirects = sqliteTable(
  "store_slug_redirects",
  {
    slug: text("slug").primaryKey(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
  },
  (t) => [index("store_slug_redirects_store_idx").on(t.storeId)],
);

/** A branch's address is per store: `storeId` is the store it was under then (it may have moved since). */
export const branchSlugRedirects = sqliteTable(
  "branch_slug_redirects",
  {
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.slug] }), index("branch_slug_redirects_branch_idx").on(t.branchId)],
);

export const postSlugRedirects = sqliteTable(
  "post_slug_redirects",
  {
    slug: text("slug").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
  },
  (t) => [index("post_slug_redirects_post_idx").on(t.postId)],
);
