import type { TFunction } from "i18next";
import { secondaryButtonClass } from "#components/empty-state.tsx";
import { isolated } from "#components/isolated.tsx";
import type { Lang } from "#i18n/languages.ts";
import { EXAMPLE_SEARCHES, textLang } from "#lib/page-search.ts";
import { hrefWith } from "#lib/url.ts";

/** Example searches as links, each marked with its own language (Arabic words inside an English page). */
function Examples({ lang, t }: { lang: Lang; t: TFunction }) {
  return (
    <div className="mt-6">
      <p className="text-sm font-medium text-slate-600">{t("pages:search.examples")}</p>
      <ul className="mt-2 flex flex-wrap justify-center gap-2">
        {EXAMPLE_SEARCHES.map((q) => {
          const own = textLang(q);
          return (
            <li key={q}>
              <a
                href={hrefWith(lang, "/search", { q })}
                lang={own === lang ? undefined : own}
                dir="auto"
                className="inline-flex h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:border-teal-600 hover:text-teal-700"
                data-testid="example-search"
              >
                {q}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const panel = "rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center";

/** No query yet: what the page does and a few searches to start from. */
export function SearchStart({ lang, t }: { lang: Lang; t: TFunction }) {
  return (
    <div className={panel} data-testid="search-start">
      <h2 className="text-lg font-semibold text-slate-900">{t("pages:search.startTitle")}</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600">{t("pages:search.startText")}</p>
      <Examples lang={lang} t={t} />
    </div>
  );
}

/** Nothing found: the query echoed (cut short, isolated), ways to find more, and examples. */
export function NoResults({
  shown,
  clearFiltersHref,
  browseHref,
  lang,
  t,
}: {
  shown: string;
  /** The same words without the filters, when filters were set. */
  clearFiltersHref?: string;
  browseHref: string;
  lang: Lang;
  t: TFunction;
}) {
  return (
    <div className={panel} data-testid="search-empty">
      <h2 className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">
        {isolated(t, "pages:search.emptyTitle", { query: shown })}
      </h2>
      <p className="mt-4 text-sm font-medium text-slate-600">{t("pages:search.tipsTitle")}</p>
      <ul className="mx-auto mt-2 max-w-md list-disc space-y-1 ps-5 text-start text-slate-600">
        <li>{t("pages:search.tipSpelling")}</li>
        <li>{t("pages:search.tipFewer")}</li>
        <li>{t("pages:search.tipLanguage")}</li>
        {clearFiltersHref ? (
          <li>
            <a href={clearFiltersHref} className="font-semibold text-teal-700 hover:underline">
              {t("pages:search.tipFilters")}
            </a>
          </li>
        ) : null}
      </ul>
      <div className="mt-6">
        <a href={browseHref} className={secondaryButtonClass}>
          {t("pages:search.browseAll")}
        </a>
      </div>
      <Examples lang={lang} t={t} />
    </div>
  );
}
