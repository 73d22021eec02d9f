/** What a visitor sends to /api/me/... (follows, saved searches): strict, small, bounded. */
import { z } from "zod";
import { isEmirateSlug } from "#lib/emirates.ts";
import { CATALOG_CATEGORIES } from "#lib/taxonomy.ts";

/** A saved search's words: spaces folded, at most this many characters. */
export const SAVED_QUERY_MAX = 200;

export const followInput = z.strictObject({
  storeId: z
    .number({ error: "storeId must be a store's id (a whole number)" })
    .int("storeId must be a whole number")
    .positive("storeId must be positive")
    .max(2 ** 31, "storeId is too large"),
});

export const savedSearchInput = z.strictObject({
  q: z
    .string({ error: "q (the words searched) is required" })
    .transform((s) => s.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, "q must hold at least one word")
        .max(SAVED_QUERY_MAX, `q must be at most ${SAVED_QUERY_MAX} characters`),
    ),
  emirate: z.custom<string>(isEmirateSlug, "emirate must be one of the seven emirates' slugs").optional(),
  category: z.enum(CATALOG_CATEGORIES, { error: "category must be one of the catalogue categories" }).optional(),
  store: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,199}$/, "store must be a store's slug")
    .optional(),
});
