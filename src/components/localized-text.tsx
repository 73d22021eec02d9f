/**
 * A bilingual field as a page in `lang` shows it (src/lib/localized.ts): the text alone when
 * it is in the page's language, else isolated in a <bdi> marked with its own language and
 * direction, so it stays aligned with the page around it. A block of text (a description,
 * an article) puts localized()'s lang/dir on its own element instead, to read as a whole.
 */
import type { Lang } from "#i18n/languages.ts";
import { localized, marks } from "#lib/localized.ts";

export function LocalizedText({
  lang,
  en,
  ar,
}: {
  lang: Lang;
  en: string | null | undefined;
  ar: string | null | undefined;
}) {
  const value = localized(lang, en, ar);
  return value.lang ? <bdi {...marks(value)}>{value.text}</bdi> : value.text;
}
