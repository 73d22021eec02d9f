import type { TFunction } from "i18next";
import type { CatalogCardData } from "#components/catalogs/catalog-card.tsx";
import { EmptyState, secondaryButtonClass } from "#components/empty-state.tsx";
import { isolated } from "#components/isolated.tsx";
import { LocalizedText } from "#components/localized-text.tsx";
import type { Lang } from "#i18n/languages.ts";
import { type EMIRATES, emirateBadgeClass } from "#lib/emirates.ts";
import { localized } from "#lib/localized.ts";
import { CatalogGrid } from "./catalog-grid.tsx";
import { EmirateName } from "./emirate-name.tsx";
import type { StoreTab } from "./store-tabs.tsx";

type Props = {
  store: {
    name: string;
    nameAr: string | null;
    description: string | null;
    descriptionAr: string | null;
    category: string;
    categoryAr: string | null;
  };
  /** The emirates' names from the data (branches carry them), by slug. */
  emirateNames: Map<string, { emirate: string; emirateAr: string | null }>;
  catalogs: CatalogCardData[];
  branchCount: number;
  presentIn: readonly (typeof EMIRATES)[number][];
  tabHref: (tab: StoreTab) => string;
  lang: Lang;
  t: TFunction;
  today: string;
};

/** The store's default tab: about text, its three latest catalogues and an at-a-glance box. */
export function StoreOverviewTab({
  store,
  emirateNames,
  catalogs,
  branchCount,
  presentIn,
  tabHref,
  lang,
  t,
  today,
}: Props) {
  const description = localized(lang, store.description, store.descriptionAr);
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="space-y-8 lg:col-span-2">
        <section className="rounded-2xl border border-slate-200 bg-white p-6">
          <h2 className="text-xl font-bold text-slate-900">
            {isolated(t, "pages:store.about", { name: localized(lang, store.name, store.nameAr) })}
          </h2>
          {description.text ? (
            <p className="mt-3 leading-relaxed text-slate-700" lang={description.lang} dir={description.dir ?? "auto"}>
              {description.text}
            </p>
          ) : (
            <p className="mt-3 leading-relaxed text-slate-700">{t("pages:store.noDescription")}</p>
          )}
        </section>
        <section>
          <div className="mb-4 flex items-center justify-between">
            <h2 className="text-xl font-bold text-slate-900">{t("pages:store.latestCatalogs")}</h2>
            {catalogs.length > 3 && (
              <a href={tabHref("catalogs")} className="text-sm font-semibold text-teal-700">
                {t("pages:store.seeAllCatalogs")}
              </a>
            )}
          </div>
          {catalogs.length === 0 ? (
            <EmptyState title={t("pages:store.noCatalogs")} text={t("pages:store.noCatalogsHint")} />
          ) : (
            <CatalogGrid catalogs={catalogs.slice(0, 3)} lang={lang} t={t} today={today} />
          )}
        </section>
      </div>
      <aside className="space-y-6">
        <section className="rounded-2xl border border-slate-200 bg-white p-6">
          <h2 className="font-bold text-slate-900">{t("pages:store.atAGlance")}</h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-500">{t("pages:store.category")}</dt>
              {/* Inline isolation keeps an English fallback aligned with the page like the other details. */}
              <dd className="font-medium text-slate-900">
                <LocalizedText lang={lang} en={store.category} ar={store.categoryAr} />
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-500">{t("pages:store.branches")}</dt>
              <dd className="font-medium text-slate-900">{branchCount}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-500">{t("pages:store.catalogs")}</dt>
              <dd className="font-medium text-slate-900">{catalogs.length}</dd>
            </div>
          </dl>
          {presentIn.length > 0 && (
            <>
              <h3 className="mt-5 text-sm text-slate-500">{t("pages:store.presentIn")}</h3>
              <div className="mt-2 flex flex-wrap gap-1.5">
                {presentIn.map((e) => (
                  <span
                    key={e.slug}
                    className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${emirateBadgeClass(e.slug)}`}
                  >
                    <EmirateName lang={lang} t={t} slug={e.slug} names={emirateNames} />
                  </span>
                ))}
              </div>
            </>
          )}
          {branchCount > 0 && (
            <a href={tabHref("branches")} className={`${secondaryButtonClass} mt-6 w-full`}>
              {t("pages:store.seeAllBranches")}
            </a>
          )}
        </section>
      </aside>
    </div>
  );
}
