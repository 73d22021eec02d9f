import type { TFunction } from "i18next";
import { LocalizedText } from "#components/localized-text.tsx";
import type { Lang } from "#i18n/languages.ts";

/** An emirate's name from the data (editable, in both languages); the locale file's when the data has none. */
export function EmirateName({
  lang,
  t,
  slug,
  names,
}: {
  lang: Lang;
  t: TFunction;
  slug: string;
  names: Map<string, { emirate: string; emirateAr: string | null }>;
}) {
  const found = names.get(slug);
  return found ? <LocalizedText lang={lang} en={found.emirate} ar={found.emirateAr} /> : t(`emirate.${slug}`);
}
