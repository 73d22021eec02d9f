/** Everything the sitemap lists, with last-modified dates. */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { blogPosts, branches, stores } from "../schema.ts";

export function listSitemapEntries(db: Db) {
  return {
    stores: db.select({ slug: stores.slug, updatedAt: stores.updatedAt }).from(stores).orderBy(asc(stores.id)).all(),
    branches: db
      .select({ storeSlug: stores.slug, slug: branches.slug, updatedAt: branches.updatedAt })
      .from(branches)
      .innerJoin(stores, eq(stores.id, branches.storeId))
      .orderBy(asc(branches.id))
      .all(),
    posts: db.select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt }).from(blogPosts).where(sql`lower(${blogPosts.status}) = 'published'`).orderBy(asc(blogPosts.id)).all(),
  };
}
