/** Everything the sitemap lists (stores, branches, published posts), with last-modified dates. */
import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { blogPosts, branches, stores } from "#db/schema.ts";
import { postIsPublished } from "./posts.ts";

/** Every store, branch and published post with its slug(s) and updatedAt, in id order. */
export function listSitemapEntries(db: Db) {
  return {
    stores: db.select({ slug: stores.slug, updatedAt: stores.updatedAt }).from(stores).orderBy(asc(stores.id)).all(),
    branches: db
      .select({ storeSlug: stores.slug, slug: branches.slug, updatedAt: branches.updatedAt })
      .from(branches)
      .innerJoin(stores, eq(stores.id, branches.storeId))
      .orderBy(asc(branches.id))
      .all(),
    posts: db
      .select({ slug: blogPosts.slug, languages: blogPosts.languages, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(postIsPublished)
      .orderBy(asc(blogPosts.id))
      .all(),
  };
}
