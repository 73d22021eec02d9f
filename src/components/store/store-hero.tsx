import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { FollowButton } from "#client/follow-button.tsx";
import { LocalizedText } from "#components/localized-text.tsx";
import { type Lang, localizedPath } from "#i18n/languages.ts";
import { localized } from "#lib/localized.ts";

type Props = {
  store: {
    id: number;
    name: string;
    nameAr: string | null;
    category: string;
    categoryAr: string | null;
    image: string | null;
    logo: string | null;
    featured: boolean;
    premium: boolean;
  };
  branchCount: number;
  catalogCount: number;
  /** The tab bar under the title. */
  tabs: ReactNode;
  lang: Lang;
  t: TFunction;
};

/** Breadcrumb, cover, logo, name with badges and counts: the top of every store tab. */
export function StoreHero({ store, branchCount, catalogCount, tabs, lang, t }: Props) {
  const name = localized(lang, store.name, store.nameAr);
  const category = localized(lang, store.category, store.categoryAr);
  return (
    <section className="bg-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <nav aria-label={t("pages:store.breadcrumb")} className="py-3 text-sm text-slate-500" data-emirate-links="">
          <a href={localizedPath(lang, "/")} className="hover:text-teal-700">
            {t("nav.home")}
          </a>
          <span className="mx-2">/</span>
          <a href={localizedPath(lang, "/stores")} className="hover:text-teal-700">
            {t("nav.stores")}
          </a>
          <span className="mx-2">/</span>
          <span className="text-slate-800">
            <LocalizedText lang={lang} en={store.name} ar={store.nameAr} />
          </span>
        </nav>
      </div>
      <div className="h-40 bg-gradient-to-br from-teal-700 to-emerald-500 sm:h-56">
        {store.image && <img src={store.image} alt="" className="h-full w-full object-cover" />}
      </div>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-5 pb-6 pt-2 sm:flex-row sm:items-end">
          {store.logo && (
            <img
              src={store.logo}
              alt={t("pages:bilingual.logoAlt", { name: name.text })}
              className="-mt-20 h-28 w-28 rounded-2xl border-4 border-white bg-white shadow-md sm:-mt-24"
            />
          )}
          <div className="flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
                <LocalizedText lang={lang} en={store.name} ar={store.nameAr} />
              </h1>
              {store.featured && (
                <span className="rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-semibold text-amber-950">
                  {t("store.featured")}
                </span>
              )}
              {store.premium && (
                <span className="rounded-full bg-violet-600 px-2.5 py-0.5 text-xs font-semibold text-white">
                  {t("store.premium")}
                </span>
              )}
            </div>
            {/* Each part isolated: a Latin category must not capture the number that follows it in Arabic. */}
            <p className="mt-1 text-slate-600" data-testid="store-summary">
              <bdi lang={category.lang} dir={category.dir}>
                {category.text}
              </bdi>{" "}
              · <bdi>{t("store.branches", { count: branchCount })}</bdi> ·{" "}
              <bdi>{t("store.catalogs", { count: catalogCount })}</bdi>
            </p>
          </div>
          <div data-testid="store-follow">
            <FollowButton storeId={store.id} storeName={name.text} />
          </div>
        </div>
        <div className="border-b border-slate-200">{tabs}</div>
      </div>
    </section>
  );
}
