import type { TFunction } from "i18next";
import { AutoSubmit } from "../../client/auto-submit.tsx";
import { type CountedChoice, CountedOptions } from "../counted-options.tsx";
import { SearchIcon } from "../icons.tsx";

type CatalogFilterState = {
  search: string;
  category?: string;
  store?: string;
  valid?: "new" | "ending";
  /** Kept as they are: the header's emirate choice, the sort and the view. */
  keep: Record<string, string | undefined>;
};

type Props = {
  action: string;
  state: CatalogFilterState;
  categories: CountedChoice[];
  stores: CountedChoice[];
  t: TFunction;
};

const select = "h-11 min-w-0 rounded-lg border border-slate-300 bg-white ps-3 pe-8 text-slate-700";

/**
 * The /catalogs filters: search, category, store and validity in one GET form, so every
 * combination is a shareable URL that works without JavaScript; hydrated, a choice
 * applies at once. Choices carry their counts; empty ones are greyed out.
 */
export function CatalogFilters({ action, state, categories, stores, t }: Props) {
  return (
    <form
      action={action}
      method="get"
      role="search"
      className="mt-6 grid max-w-5xl gap-2 sm:grid-cols-2 lg:grid-cols-[minmax(16rem,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      data-testid="catalog-search"
      data-keeps-view
    >
      {Object.entries(state.keep).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      <label htmlFor="catalog-search" className="sr-only">
        {t("pages:catalogs.search")}
      </label>
      <div className="flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 focus-within:border-teal-600 focus-within:ring-2 focus-within:ring-teal-600/30 sm:col-span-2 lg:col-span-1">
        <SearchIcon className="h-5 w-5 text-slate-400" />
        <input
          id="catalog-search"
          type="search"
          name="search"
          defaultValue={state.search}
          maxLength={100}
          placeholder={t("pages:catalogs.searchPlaceholder")}
          className="h-11 w-full bg-transparent focus:outline-none"
        />
      </div>
      <label htmlFor="catalog-category" className="sr-only">
        {t("pages:catalogs.category")}
      </label>
      <select id="catalog-category" name="category" defaultValue={state.category ?? ""} className={select}>
        <option value="">{t("pages:catalogs.allCategories")}</option>
        <CountedOptions choices={categories} selected={state.category} t={t} />
      </select>
      <label htmlFor="catalog-store" className="sr-only">
        {t("pages:listFilters.store")}
      </label>
      <select id="catalog-store" name="store" defaultValue={state.store ?? ""} className={select}>
        <option value="">{t("pages:listFilters.allStores")}</option>
        <CountedOptions choices={stores} selected={state.store} t={t} />
      </select>
      <label htmlFor="catalog-valid" className="sr-only">
        {t("pages:listFilters.validity")}
      </label>
      <select id="catalog-valid" name="valid" defaultValue={state.valid ?? ""} className={select}>
        <option value="">{t("pages:listFilters.anyValidity")}</option>
        <option value="new">{t("pages:listFilters.validNew")}</option>
        <option value="ending">{t("pages:listFilters.validEnding")}</option>
      </select>
      <button type="submit" className="h-11 rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800">
        {t("pages:catalogs.apply")}
      </button>
      <AutoSubmit />
    </form>
  );
}
