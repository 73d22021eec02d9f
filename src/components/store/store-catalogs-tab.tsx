import type { TFunction } from "i18next";
import type { CatalogCardData } from "#components/catalogs/catalog-card.tsx";
import { EmptyState } from "#components/empty-state.tsx";
import type { Lang } from "#i18n/languages.ts";
import { CatalogGrid } from "./catalog-grid.tsx";

/** Every live catalogue of the store. */
export function StoreCatalogsTab({
  catalogs,
  lang,
  t,
  today,
}: {
  catalogs: CatalogCardData[];
  lang: Lang;
  t: TFunction;
  today: string;
}) {
  return (
    <section>
      {catalogs.length === 0 ? (
        <EmptyState title={t("pages:store.noCatalogs")} text={t("pages:store.noCatalogsHint")} />
      ) : (
        <CatalogGrid catalogs={catalogs} lang={lang} t={t} today={today} headingLevel={2} />
      )}
    </section>
  );
}
