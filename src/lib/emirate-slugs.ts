/**
 * The seven emirates' slugs and the shopper's remembered one: what every page's header needs in
 * the browser (emirate-links.tsx, emirate-select.tsx), apart from emirates.ts, whose names and
 * colours only some pages do (it re-exports these, so the server imports one module).
 */

/** The seven emirates' URL slugs, in the spec's order (emirates.ts: the same order, with names). */
export const EMIRATE_SLUGS = [
  "dubai",
  "abudhabi",
  "sharjah",
  "ajman",
  "fujairah",
  "ras-al-khaimah",
  "umm-al-quwain",
] as const;

/** The slug of one of the seven emirates. */
export type EmirateSlug = (typeof EMIRATE_SLUGS)[number];

/**
 * Whether `value` is the slug of one of the seven emirates: the one check behind every
 * shopper-facing emirate choice (the lists' ?emirate=, the header, the cookie, GET /emirate,
 * src/schemas/list-query.ts). Operator-added emirates are not offered to shoppers.
 * Example: isEmirateSlug("ajman") === true, isEmirateSlug("Dubai") === false
 */
export function isEmirateSlug(value: unknown): value is EmirateSlug {
  return (EMIRATE_SLUGS as readonly unknown[]).includes(value);
}

/** `slug` if it names one of the seven emirates, else undefined. */
export function knownEmirate(slug: string | undefined): EmirateSlug | undefined {
  return isEmirateSlug(slug) ? slug : undefined;
}

/** The cookie that remembers the shopper's emirate (src/server/emirate-choice.ts). */
export const EMIRATE_COOKIE = "emirate";

const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${EMIRATE_COOKIE}=([^;]*)`);

/** The remembered emirate in `cookies` (document.cookie), if it names one of the seven ("all" names none). */
export function rememberedEmirate(cookies: string): string | undefined {
  return knownEmirate(COOKIE_VALUE.exec(cookies)?.[1]);
}

/** The public paths (without /ar) whose lists follow ?emirate: home, stores, catalogues and search. */
const LISTS_BY_EMIRATE: ReadonlySet<string> = new Set(["/", "/stores", "/catalogs", "/search"]);

/** Whether the page at `path` (without /ar, without a query) lists by emirate. */
export function listsByEmirate(path: string): boolean {
  return LISTS_BY_EMIRATE.has(path);
}
