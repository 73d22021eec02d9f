/**
 * A bilingual field as a page in `lang` shows it (src/lib/localized.ts): the text alone when
 * it is in the page's language, else isolated in a <bdi> marked with its own language and
 * direction. With `as`, that element holds the text and carries the marks itself (a paragraph
 * of English inside an Arabic page reads left to right as a whole).
 */
import type { Lang } from "../i18n/languages.ts";
import { localized, marks } from "../lib/localized.ts";

type Props = {
  lang: Lang;
  en: string | null | undefined;
  ar: string | null | undefined;
} & (
  | { as?: undefined; className?: undefined; testId?: undefined }
  | { as: "p" | "span" | "h1" | "h2" | "h3"; className?: string; testId?: string }
);

export function LocalizedText({ lang, en, ar, as: Tag, className, testId }: Props) {
  const value = localized(lang, en, ar);
  if (Tag)
    return (
      <Tag className={className} data-testid={testId} {...marks(value)}>
        {value.text}
      </Tag>
    );
  return value.lang ? <bdi {...marks(value)}>{value.text}</bdi> : value.text;
}
