/**
 * The public lists read their URL with the same definitions their API twins read their query
 * with (catalog-list.ts, store-list.ts, blog-list.ts). The API parses strictly: a bad value
 * answers 400. A page never answers 4xx for its query (a shared link with a stale or mistyped
 * value still opens the list), so it parses the same definition through `lenient`: a field that
 * fails takes its default, as if it had not been sent.
 */
import { z } from "zod";
import { type EmirateSlug, isEmirateSlug } from "#lib/emirates.ts";

/** What a list's search box holds (the visitor tracker takes searches of the same length). */
export const SEARCH_MAX = 100;

/**
 * ?search= of a list: at most the search box's 100 characters, trimmed (the search reads
 * words, so the edges change nothing). The API refuses a longer one; a page cuts it (`cutSearch`).
 */
export const listSearch = z
  .string()
  .max(SEARCH_MAX)
  .transform((s) => s.trim())
  .optional();

/** A page's reading of a ?search= too long for the box: what the box would keep. */
export const cutSearch = (raw: unknown): string | undefined =>
  typeof raw === "string" ? raw.trim().slice(0, SEARCH_MAX) : undefined;

/** ?emirate= of a public page: one of the seven slugs, by the one check (src/lib/emirates.ts). */
export const shopperEmirate = z.custom<EmirateSlug>(isEmirateSlug, "Choose one of the seven emirates").optional();

/** ?view= of a card list: the grid unless "list". */
export const listView = z.enum(["grid", "list"]).default("grid");

type Shape = z.ZodRawShape;

/** What a field's own reading gives a value it refuses, in place of its default. */
type Fallbacks<S extends Shape> = { [K in keyof S]?: (raw: unknown) => z.output<S[K]> };

/**
 * `schema` read the way a page reads its URL: a field whose value fails takes what the field
 * gives when the value is missing (its default, or undefined), or what `fallbacks` names for it.
 * Parsing an object with it never fails.
 * Example: lenient(z.object({ view: listView })).parse({ view: "tiles" }) // { view: "grid" }
 */
export function lenient<S extends Shape>(schema: z.ZodObject<S>, fallbacks: Fallbacks<S> = {}) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const missing = field.safeParse(undefined);
    const own = fallbacks[key];
    shape[key] = field.catch((ctx: z.core.$ZodCatchCtx) => (own ? own(ctx.value) : missing.data));
  }
  return z.object(shape) as unknown as z.ZodObject<{ [K in keyof S]: z.ZodCatch<S[K]> }>;
}
