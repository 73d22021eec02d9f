/**
 * What a delete confirmation says: the record's name, and what the database deletes with it
 * (a store's branches and catalogs, a catalog's pages and offers: the cascades of db/schema),
 * counted in the language's plural forms and joined as that language lists things.
 * Example: deleteQuestion(t, "en", "Carrefour", { branches: 8, catalogs: 3 }).body ===
 *   'This deletes "Carrefour" and its 8 branches and 3 catalogs. It cannot be undone.'
 * Imported only by client modules.
 */
import type { TFunction } from "i18next";

/** How many of each kind of record go with the deleted one (absent or 0: none). */
export type Cascade = Partial<Record<"branches" | "catalogs" | "pages" | "offers", number>>;

export function deleteQuestion(t: TFunction, lang: string, name: string, cascade: Cascade) {
  const parts = (Object.entries(cascade) as [keyof Cascade, number | undefined][])
    .filter(([, count]) => !!count && count > 0)
    .map(([kind, count]) => t(`confirm.${kind}`, { count }));
  const what = new Intl.ListFormat(lang, { type: "conjunction" }).format(parts);
  return {
    title: t("confirm.title", { name }),
    body: parts.length ? t("confirm.with", { name, what }) : t("confirm.alone"),
  };
}
