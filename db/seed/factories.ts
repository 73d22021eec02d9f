/**
 * One set of factories for the demo seed and the tests: build*() returns a valid row
 * with overridable fields; insert*() writes one and returns it with its id, already in the
 * search indexes (a search only reads them, so the row is findable at once, as after an API write).
 */
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { syncSearchIndex } from "#db/queries/search-index.ts";
import { blogPosts, branches, catalogs, categories, emirates, stores } from "#db/schema.ts";
import { EMIRATES } from "#lib/emirates.ts";
import { slugify } from "#lib/slug.ts";

type NewCategory = typeof categories.$inferInsert;
type NewStore = typeof stores.$inferInsert;
type NewBranch = typeof branches.$inferInsert;
type NewCatalog = typeof catalogs.$inferInsert;
type NewBlogPost = typeof blogPosts.$inferInsert;

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;

export function buildCategory(o: Partial<NewCategory> = {}): NewCategory {
  const name = o.name ?? unique("Category");
  return { name, slug: slugify(name), icon: null, ...o };
}

export function buildStore(o: Partial<NewStore> & { categoryId: number }): NewStore {
  const name = o.name ?? unique("Store");
  return { name, slug: slugify(name), description: `${name} sells things.`, featured: false, premium: false, ...o };
}

export function buildBranch(o: Partial<NewBranch> & { storeId: number; emirateId: number }): NewBranch {
  const name = o.name ?? unique("Branch");
  return { name, slug: slugify(name), address: `${name}, Sheikh Zayed Road`, ...o };
}

export function buildCatalog(o: Partial<NewCatalog> & { storeId: number }): NewCatalog {
  return { title: o.title ?? unique("Catalogue"), fileUrl: "/media/catalogs/demo.pdf", pages: 4, ...o };
}

export function buildBlogPost(o: Partial<NewBlogPost> = {}): NewBlogPost {
  const title = o.title ?? unique("Post");
  return {
    title,
    slug: slugify(title),
    excerpt: `${title} in short.`,
    content: `<p>${title}</p>`,
    category: "News",
    status: "published",
    publishDate: "2025-01-01",
    readTime: 3,
    tags: [],
    ...o,
  };
}

export function insertCategory(db: Db, o: Partial<NewCategory> = {}) {
  return db.insert(categories).values(buildCategory(o)).returning().get();
}

export function insertStore(db: Db, o: Partial<NewStore> & { categoryId?: number } = {}) {
  const categoryId = o.categoryId ?? insertCategory(db).id;
  const row = db
    .insert(stores)
    .values(buildStore({ ...o, categoryId }))
    .returning()
    .get();
  syncSearchIndex(db);
  return row;
}

/** Inserts a branch; `emirate` is an emirate slug (the seven are created on demand). */
export function insertBranch(db: Db, o: Partial<NewBranch> & { storeId: number; emirate?: string }) {
  const { emirate = "dubai", ...rest } = o;
  const emirateId = rest.emirateId ?? ensureEmirate(db, emirate);
  return db
    .insert(branches)
    .values(buildBranch({ ...rest, emirateId }))
    .returning()
    .get();
}

export function insertCatalog(db: Db, o: Partial<NewCatalog> & { storeId: number }) {
  const row = db.insert(catalogs).values(buildCatalog(o)).returning().get();
  syncSearchIndex(db);
  return row;
}

export function insertBlogPost(db: Db, o: Partial<NewBlogPost> = {}) {
  const row = db.insert(blogPosts).values(buildBlogPost(o)).returning().get();
  syncSearchIndex(db);
  return row;
}

/** The id of the emirate with `slug`, creating it (named from the slug) if needed. */
function ensureEmirate(db: Db, slug: string): number {
  const found = db.select({ id: emirates.id }).from(emirates).where(eq(emirates.slug, slug)).get();
  if (found) return found.id;
  const known = EMIRATES.findIndex((e) => e.slug === slug);
  const name = known >= 0 ? EMIRATES[known]!.name : slug;
  const nameAr = known >= 0 ? EMIRATES[known]!.nameAr : null;
  return db
    .insert(emirates)
    .values({ name, nameAr, slug, sortOrder: known >= 0 ? known : 99 })
    .returning({ id: emirates.id })
    .get().id;
}
