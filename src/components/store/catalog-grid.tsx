import type { TFunction } from "i18next";
import { CatalogCard, type CatalogCardData } from "#components/catalogs/catalog-card.tsx";
import type { Lang } from "#i18n/languages.ts";

/** A grid of catalogue cards: two columns of covers on a phone (base.css, for data-view="grid"). */
export function CatalogGrid({
  catalogs,
  lang,
  t,
  today,
  headingLevel,
}: {
  catalogs: CatalogCardData[];
  lang: Lang;
  t: TFunction;
  today: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3" data-view="grid" data-testid="catalog-list">
      {catalogs.map((c) => (
        <CatalogCard key={c.id} catalog={c} lang={lang} t={t} today={today} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
