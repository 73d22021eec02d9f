/**
 * Paging, sorting and the missing-Arabic filter of the API's list calls (and the admin
 * tables that call them). `page` or `limit` turns a list's answer into one page of it
 * (`{ data, page, limit, total, pages }`); without either, the call answers as the spec says.
 */
import { z } from "zod";

/** At most this many rows a page: one answer stays small whatever the data size. */
const MAX_PAGE_SIZE = 100;
/** Rows a page when only `page` is given. */
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE = 100_000;

/** A whole number from 1 to `max` written in plain digits (no sign, point, exponent or space). */
const wholeNumber = (name: string, max: number) =>
  z
    .string({ error: `${name} must be a whole number from 1 to ${max}` })
    .regex(/^[1-9][0-9]{0,8}$/, `${name} must be a whole number from 1 to ${max}`)
    .transform(Number)
    .refine((n) => n <= max, `${name} must be a whole number from 1 to ${max}`);

/** The query of a list that keeps one order (categories, emirates, a store's branches, messages). */
export const pageQuery = z.object({
  page: wholeNumber("page", MAX_PAGE).optional(),
  limit: wholeNumber("limit", MAX_PAGE_SIZE).optional(),
});

/** The query of an admin table's list: paging, `sort` by one of `sorts`, `dir`, and `missingArabic=1`. */
export function listQuery<const S extends readonly [string, ...string[]]>(sorts: S) {
  return pageQuery.extend({
    sort: z.enum(sorts, { error: `sort must be one of: ${sorts.join(", ")}` }).optional(),
    dir: z.enum(["asc", "desc"], { error: "dir must be asc or desc" }).optional(),
    missingArabic: z.enum(["1"], { error: "missingArabic must be 1" }).optional(),
  });
}

/** What a paged read needs: which page, how big, the order and the missing-Arabic filter. */
export type PageRequest<S extends string = string> = {
  page: number;
  limit: number;
  sort?: S;
  desc: boolean;
  missingArabic: boolean;
};

/** The page asked for, or null when neither `page` nor `limit` was given (the spec's unpaged answer). */
export function pageRequest<S extends string>(q: {
  page?: number;
  limit?: number;
  sort?: S;
  dir?: "asc" | "desc";
  missingArabic?: "1";
}): PageRequest<S> | null {
  if (q.page === undefined && q.limit === undefined) return null;
  return {
    page: q.page ?? 1,
    limit: q.limit ?? DEFAULT_PAGE_SIZE,
    sort: q.sort,
    desc: q.dir === "desc",
    missingArabic: q.missingArabic === "1",
  };
}

/** One page of a list as the API answers it. */
export type PageOf<T> = { data: T[]; page: number; limit: number; total: number; pages: number };

export function pageAnswer<T>(p: PageRequest, found: { data: T[]; total: number }): PageOf<T> {
  return { data: found.data, page: p.page, limit: p.limit, total: found.total, pages: pageCount(found.total, p.limit) };
}

/** How many pages `total` rows fill (at least one, possibly empty). */
const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** One page of a short list already in memory (a store's branches, categories, emirates). */
export function slicePage<T>(all: T[], p: PageRequest): { data: T[]; total: number } {
  return { data: all.slice((p.page - 1) * p.limit, p.page * p.limit), total: all.length };
}
