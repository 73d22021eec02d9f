/** The blog list's query, written once for /blog and GET /api/blogs (see list-query.ts for strict and lenient). */
import { z } from "zod";
import { BLOG_CATEGORIES } from "#lib/taxonomy.ts";
import { cutSearch, lenient, listSearch } from "./list-query.ts";
import { listQuery } from "./paging.ts";

/** What both read. The API honours `search` on a paged call (the admin table); the spec's list takes none. */
const blogFilters = z.object({ search: listSearch });

/** GET /api/blogs: the search, and the admin table's paging and order. */
export const blogsApiQuery = listQuery(["title", "category", "status", "date"]).extend(blogFilters.shape);

/** /blog: the search and one of the fixed categories; a bad value is dropped. */
export const blogPageQuery = lenient(blogFilters.extend({ category: z.enum(BLOG_CATEGORIES).optional() }), {
  search: cutSearch,
});
