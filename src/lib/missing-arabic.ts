/**
 * Which records "lack Arabic": one rule for the admin tables (badge and filter, in the
 * browser) and the dashboard's counts (SQL, db/queries/dashboard.ts). A record lacks
 * Arabic when one of its English texts has words and its Arabic twin is empty. Blog tags
 * are left out: a post may well have English tags and no Arabic ones.
 */

/** Per kind of record: the English field and its Arabic twin, as the API names them. */
export const ARABIC_TWINS = {
  stores: [
    ["name", "nameAr"],
    ["description", "descriptionAr"],
  ],
  branches: [
    ["name", "nameAr"],
    ["address", "addressAr"],
    ["hours", "hoursAr"],
  ],
  catalogs: [
    ["title", "titleAr"],
    ["description", "descriptionAr"],
  ],
  blogs: [
    ["title", "titleAr"],
    ["excerpt", "excerptAr"],
    ["content", "contentAr"],
  ],
  categories: [["name", "nameAr"]],
  emirates: [["name", "nameAr"]],
} as const;

export type ArabicKind = keyof typeof ARABIC_TWINS;

const hasText = (v: unknown) => typeof v === "string" && v.trim() !== "";

/** The English fields of `row` whose Arabic twin is missing (empty when the record is fully translated). */
export function missingArabic(kind: ArabicKind, row: Record<string, unknown>): string[] {
  return ARABIC_TWINS[kind].filter(([en, ar]) => hasText(row[en]) && !hasText(row[ar])).map(([en]) => en);
}

type Twins<K extends ArabicKind> = (typeof ARABIC_TWINS)[K];
/** One side (0 English, 1 Arabic) of a list of twins, still a tuple of literal names. */
type SideOf<T extends readonly (readonly [string, string])[], S extends 0 | 1> = {
  -readonly [I in keyof T]: T[I] extends readonly [string, string] ? T[I][S] : never;
};
type Side<K extends ArabicKind, S extends 0 | 1> = SideOf<Twins<K>, S>;

/** A kind's English fields and their Arabic twins, in order: what the admin forms' language tabs hold. */
export function twinFields<K extends ArabicKind>(kind: K): { en: Side<K, 0>; ar: Side<K, 1> } {
  const twins: readonly (readonly [string, string])[] = ARABIC_TWINS[kind];
  return { en: twins.map(([en]) => en), ar: twins.map(([, ar]) => ar) } as { en: Side<K, 0>; ar: Side<K, 1> };
}
