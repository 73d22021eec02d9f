/**
 * Which text of a bilingual field a page shows: the page's own language when it has text,
 * else the other one, marked with its language and direction so the browser, screen readers
 * and translators treat it as what it is (an English name inside an Arabic page).
 */
import { LANG_META, type Lang } from "#i18n/languages.ts";

/** The text to show; `lang` and `dir` are set only when it is not in the page's language. */
export type Localized = { text: string; lang?: Lang; dir?: "ltr" | "rtl" };

type Text = string | null | undefined;

const filled = (s: Text): s is string => !!s && s.trim() !== "";

/** The English `en` or Arabic `ar` text for a page in `page`, falling back to the other (marked). */
export function localized(page: Lang, en: Text, ar: Text): Localized {
  const own = page === "ar" ? ar : en;
  if (filled(own)) return { text: own };
  const other: Lang = page === "ar" ? "en" : "ar";
  const fallback = other === "ar" ? ar : en;
  return filled(fallback) ? { text: fallback, lang: other, dir: LANG_META[other].dir } : { text: "" };
}

/** The lang/dir attributes to put on the element that holds `value` (none when it is in the page's language). */
export function marks(value: Localized): { lang?: Lang; dir?: "ltr" | "rtl" } {
  return value.lang ? { lang: value.lang, dir: value.dir } : {};
}
