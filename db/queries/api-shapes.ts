/**
 * The JSON shapes the API answers with (camelCase, the spec's field names), and the
 * selections that produce them. Shared by the read and write queries.
 */
import { sql } from "drizzle-orm";
import { blogPosts, branches, catalogs, categories, emirates, stores } from "../schema.ts";

export const storeColumns = {
  id: stores.id,
  name: stores.name,
  slug: stores.slug,
  category: categories.name,
  categoryId: stores.categoryId,
  description: stores.description,
  image: stores.image,
  logo: stores.logo,
  featured: stores.featured,
  premium: stores.premium,
  phone: stores.phone,
  email: stores.email,
  website: stores.website,
  facebook: stores.facebook,
  instagram: stores.instagram,
  twitter: stores.twitter,
  createdAt: stores.createdAt,
  updatedAt: stores.updatedAt,
};

export const branchColumns = {
  id: branches.id,
  name: branches.name,
  slug: branches.slug,
  emirate: emirates.name,
  emirateSlug: emirates.slug,
  address: branches.address,
  hours: branches.hours,
  phone: branches.phone,
  latitude: branches.latitude,
  longitude: branches.longitude,
  storeId: branches.storeId,
  createdAt: branches.createdAt,
  updatedAt: branches.updatedAt,
};

export const catalogColumns = {
  id: catalogs.id,
  title: catalogs.title,
  description: catalogs.description,
  pages: catalogs.pages,
  fileUrl: catalogs.fileUrl,
  coverImage: catalogs.coverImage,
  storeId: catalogs.storeId,
  branchId: catalogs.branchId,
  category: catalogs.category,
  startDate: catalogs.startDate,
  expiryDate: catalogs.expiryDate,
  createdAt: catalogs.createdAt,
  updatedAt: catalogs.updatedAt,
};

export const blogColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  content: blogPosts.content,
  image: blogPosts.image,
  category: blogPosts.category,
  tags: blogPosts.tags,
  author: blogPosts.author,
  status: blogPosts.status,
  publishDate: blogPosts.publishDate,
  readTime: blogPosts.readTime,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};

/** SQL: the catalogue is live on `today` (not expired). */
export function catalogIsLive(today: string) {
  return sql`(${catalogs.expiryDate} IS NULL OR ${catalogs.expiryDate} >= ${today})`;
}
