import type { TFunction } from "i18next";
import { AutoSubmit } from "#client/auto-submit.tsx";
import type { Lang } from "#i18n/languages.ts";
import { emirateOptions } from "#lib/emirates.ts";
import { localized } from "#lib/localized.ts";

export type StoreFilterState = {
  search: string;
  category?: string;
  emirate?: string;
  hasCatalogs: boolean;
  multipleBranches: boolean;
  online: boolean;
  featured: boolean;
  sort?: string;
  view?: string;
};

type Category = { name: string; nameAr: string | null; slug: string; icon: string | null; storeCount: number };

/**
 * The /stores filter sidebar: one GET form, so every combination is a shareable URL
 * that works without JavaScript; hydrated, it applies each change at once.
 */
type Props = {
  idPrefix: string;
  action: string;
  clearHref: string;
  state: StoreFilterState;
  categories: Category[];
  lang: Lang;
  t: TFunction;
};

export function StoreFilters({ idPrefix, action, clearHref, state, categories, lang, t }: Props) {
  const radio = "h-4 w-4 border-slate-300 text-teal-600 accent-teal-600";
  const row =
    "flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50";
  const emptyRow =
    "flex cursor-not-allowed items-center gap-2.5 rounded-md px-2 py-1.5 text-sm text-slate-700 opacity-60";
  const heading = "mb-2 text-xs font-bold uppercase tracking-wider text-slate-500";
  return (
    <form action={action} method="get" className="space-y-6" data-testid={`${idPrefix}-filters`} data-keeps-view>
      {state.sort && <input type="hidden" name="sort" value={state.sort} />}
      {state.view && <input type="hidden" name="view" value={state.view} />}
      <div>
        <label htmlFor={`${idPrefix}-search`} className={`${heading} block`}>
          {t("filters.search")}
        </label>
        <input
          id={`${idPrefix}-search`}
          type="search"
          name="search"
          defaultValue={state.search}
          maxLength={100}
          placeholder={t("filters.searchPlaceholder")}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30"
        />
      </div>
      <fieldset>
        <legend className={heading}>{t("filters.categories")}</legend>
        <label className={row}>
          <input type="radio" name="category" value="" defaultChecked={!state.category} className={radio} />
          {t("filters.allCategories")}
        </label>
        {categories.map((c) => {
          // A category that would list no store under the other filters is greyed out, unless chosen.
          const empty = c.storeCount === 0 && state.category !== c.slug;
          const name = localized(lang, c.name, c.nameAr);
          return (
            <label key={c.slug} className={empty ? emptyRow : row}>
              <input
                type="radio"
                name="category"
                value={c.slug}
                defaultChecked={state.category === c.slug}
                disabled={empty}
                className={radio}
              />
              <span aria-hidden="true">{c.icon}</span>
              <span className="flex-1" lang={name.lang} dir={name.dir}>
                {name.text}
              </span>
              <span className="text-xs text-slate-500">{c.storeCount}</span>
            </label>
          );
        })}
      </fieldset>
      <fieldset>
        <legend className={heading}>{t("filters.emirates")}</legend>
        {emirateOptions(t).map((o) => (
          <label key={o.value} className={row}>
            <input
              type="radio"
              name="emirate"
              value={o.value}
              defaultChecked={(state.emirate ?? "all") === o.value}
              className={radio}
            />
            {o.label}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend className={heading}>{t("filters.features")}</legend>
        {(
          [
            ["hasCatalogs", state.hasCatalogs],
            ["multipleBranches", state.multipleBranches],
            ["online", state.online],
            ["featured", state.featured],
          ] as const
        ).map(([name, checked]) => (
          <label key={name} className={row}>
            <input
              type="checkbox"
              name={name}
              value="true"
              defaultChecked={checked}
              className="h-4 w-4 rounded accent-teal-600"
            />
            {t(name === "featured" ? "filters.featuredOnly" : `filters.${name}`)}
          </label>
        ))}
      </fieldset>
      <div className="flex gap-2">
        <button
          type="submit"
          data-auto-submit-hide
          className="h-10 flex-1 rounded-lg bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800"
        >
          {t("filters.apply")}
        </button>
        <a
          href={clearHref}
          className="flex h-10 items-center rounded-lg px-3 text-sm font-medium text-slate-600 hover:bg-slate-100"
        >
          {t("filters.clear")}
        </a>
      </div>
      <AutoSubmit />
    </form>
  );
}
