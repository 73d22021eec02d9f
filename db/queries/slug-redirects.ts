/**
 * Earlier slugs (db/schema/slug-redirects.ts, kept by the triggers of migration 0013): where an
 * old address leads now, for the pages' 301s, and which record a slug still leads to, for the
 * API's refusal of a slug that would take another record's old address.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { blogPosts, branches, branchSlugRedirects, postSlugRedirects, storeSlugRedirects, stores } from "#db/schema.ts";
import { postIsPublished } from "./posts.ts";

/** The current slug of the store that had `slug` before; undefined when none did. */
export function storeSlugNow(db: Db, slug: string): string | undefined {
  return db
    .select({ slug: stores.slug })
    .from(storeSlugRedirects)
    .innerJoin(stores, eq(stores.id, storeSlugRedirects.storeId))
    .where(eq(storeSlugRedirects.slug, slug))
    .get()?.slug;
}

/**
 * Where /branch/{storeSlug}/{branchSlug} leads now, when either slug is an earlier one (the
 * store's, the branch's, or both; a branch moved to another store too); undefined otherwise.
 */
export function branchSlugsNow(db: Db, storeSlug: string, branchSlug: string) {
  // Aliased: these subqueries sit inside a query that reads stores and branches itself.
  const store = sql`coalesce((SELECT s.id FROM ${stores} s WHERE s.slug = ${storeSlug}),
    (SELECT r.store_id FROM ${storeSlugRedirects} r WHERE r.slug = ${storeSlug}))`;
  const branch = sql`coalesce(
    (SELECT b.id FROM ${branches} b WHERE b.store_id = ${store} AND b.slug = ${branchSlug}),
    (SELECT r.branch_id FROM ${branchSlugRedirects} r WHERE r.store_id = ${store} AND r.slug = ${branchSlug}))`;
  const now = db
    .select({ storeSlug: stores.slug, branchSlug: branches.slug })
    .from(branches)
    .innerJoin(stores, eq(stores.id, branches.storeId))
    .where(sql`${branches.id} = ${branch}`)
    .get();
  return now && (now.storeSlug !== storeSlug || now.branchSlug !== branchSlug) ? now : undefined;
}

/** The current slug of the published post that had `slug` before; undefined otherwise (a draft leads nowhere). */
export function postSlugNow(db: Db, slug: string): string | undefined {
  return db
    .select({ slug: blogPosts.slug })
    .from(postSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, postSlugRedirects.postId))
    .where(and(eq(postSlugRedirects.slug, slug), postIsPublished))
    .get()?.slug;
}

/** The name of the store (other than `exceptId`) that `slug` still leads to, if any. */
export function storeLedToBy(db: Db, slug: string, exceptId?: number): string | undefined {
  const row = db
    .select({ id: stores.id, name: stores.name })
    .from(storeSlugRedirects)
    .innerJoin(stores, eq(stores.id, storeSlugRedirects.storeId))
    .where(eq(storeSlugRedirects.slug, slug))
    .get();
  return row && row.id !== exceptId ? row.name : undefined;
}

/** The name of the branch (other than `exceptId`) that `slug` under store `storeId` still leads to, if any. */
export function branchLedToBy(db: Db, storeId: number, slug: string, exceptId?: number): string | undefined {
  const row = db
    .select({ id: branches.id, name: branches.name })
    .from(branchSlugRedirects)
    .innerJoin(branches, eq(branches.id, branchSlugRedirects.branchId))
    .where(and(eq(branchSlugRedirects.storeId, storeId), eq(branchSlugRedirects.slug, slug)))
    .get();
  return row && row.id !== exceptId ? row.name : undefined;
}

/** The title of the post (other than `exceptId`) that `slug` still leads to, if any. */
export function postLedToBy(db: Db, slug: string, exceptId?: number): string | undefined {
  const row = db
    .select({ id: blogPosts.id, title: blogPosts.title })
    .from(postSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, postSlugRedirects.postId))
    .where(eq(postSlugRedirects.slug, slug))
    .get();
  return row && row.id !== exceptId ? row.title : undefined;
}
