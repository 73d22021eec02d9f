import type { TFunction } from "i18next";
import { isolated } from "#components/isolated.tsx";
import { LocalizedText } from "#components/localized-text.tsx";
import type { StoreCard } from "#db/queries/store-cards.ts";
import { type Lang, localizedPath } from "#i18n/languages.ts";

/**
 * Stores whose names, descriptions or categories match the search, above the catalogue pages:
 * someone who typed a store's name most likely wants the store. The link leads to the stores
 * list searched for the same words, where the rest of them are.
 */
export function MatchingStores({
  stores,
  shown,
  allHref,
  lang,
  t,
}: {
  stores: StoreCard[];
  /** The query as the page echoes it (cut short). */
  shown: string;
  allHref: string;
  lang: Lang;
  t: TFunction;
}) {
  if (stores.length === 0) return null;
  return (
    <section aria-labelledby="matching-stores" className="mb-8" data-testid="matching-stores">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="matching-stores" className="text-lg font-bold text-slate-900">
          {isolated(t, "pages:search.storesTitle", { query: shown })}
        </h2>
        <a href={allHref} className="text-sm font-semibold text-teal-700 hover:text-teal-800 hover:underline">
          {isolated(t, "pages:search.seeAllStores", { query: shown })}
        </a>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {stores.map((s) => (
          <li key={s.slug}>
            <a
              href={localizedPath(lang, `/store/${s.slug}`)}
              className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition hover:border-teal-300 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
              data-testid="matching-store"
            >
              {s.logo ? (
                <img
                  src={s.logo}
                  alt=""
                  width={40}
                  height={40}
                  className="h-10 w-10 shrink-0 rounded-lg border border-slate-200 bg-white object-contain"
                />
              ) : null}
              <span className="min-w-0">
                <span className="block truncate font-semibold text-slate-900">
                  <LocalizedText lang={lang} en={s.name} ar={s.nameAr} />
                </span>
                <span className="block truncate text-sm text-slate-500">
                  <LocalizedText lang={lang} en={s.category} ar={s.categoryAr} />
                  {" · "}
                  {t("store.catalogs", { count: s.catalogCount })}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
