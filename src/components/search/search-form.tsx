import type { TFunction } from "i18next";
import { AutoSubmit } from "../../client/auto-submit.tsx";
import { type CountedChoice, CountedOptions } from "../counted-options.tsx";
import { SearchIcon } from "../icons.tsx";

type SearchFilterState = { q: string; emirate?: string; category?: string; store?: string };

type Props = {
  action: string;
  state: SearchFilterState;
  emirates: CountedChoice[];
  categories: CountedChoice[];
  stores: CountedChoice[];
  t: TFunction;
};

const select =
  "h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white ps-2 pe-6 text-sm text-slate-700 sm:ps-3 sm:pe-8 sm:text-base";

/**
 * The /search box with its emirate, category and store filters: one GET form, so every search
 * is a shareable URL that works without JavaScript; hydrated, a filter applies at once (a typed
 * query waits for Enter). "all" (not empty) for every emirate overrides a remembered one.
 */
export function SearchForm({ action, state, emirates, categories, stores, t }: Props) {
  return (
    <form
      action={action}
      method="get"
      role="search"
      className="mt-6 grid max-w-5xl grid-cols-[minmax(0,1fr)_auto] gap-2 lg:grid-cols-[minmax(16rem,2fr)_repeat(3,minmax(0,1fr))_auto]"
      data-testid="page-search-form"
    >
      <label htmlFor="page-search" className="sr-only">
        {t("pages:search.label")}
      </label>
      <div className="flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 focus-within:border-teal-600 focus-within:ring-2 focus-within:ring-teal-600/30">
        <SearchIcon className="h-5 w-5 shrink-0 text-slate-400" />
        <input
          id="page-search"
          type="search"
          name="q"
          defaultValue={state.q}
          maxLength={200}
          dir="auto"
          placeholder={t("pages:search.placeholder")}
          className="h-11 w-full bg-transparent focus:outline-none"
        />
      </div>
      {/* Beside the box on a phone; after the filters on a wide screen. */}
      <button
        type="submit"
        className="h-11 rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 lg:order-last"
      >
        {t("pages:search.submit")}
      </button>
      <div className="col-span-2 grid grid-cols-3 gap-2 lg:contents">
        <label htmlFor="page-search-emirate" className="sr-only">
          {t("emirate.label")}
        </label>
        <select id="page-search-emirate" name="emirate" defaultValue={state.emirate ?? "all"} className={select}>
          <option value="all">{t("emirate.all")}</option>
          <CountedOptions choices={emirates} selected={state.emirate} t={t} />
        </select>
        <label htmlFor="page-search-category" className="sr-only">
          {t("pages:catalogs.category")}
        </label>
        <select id="page-search-category" name="category" defaultValue={state.category ?? ""} className={select}>
          <option value="">{t("pages:catalogs.allCategories")}</option>
          <CountedOptions choices={categories} selected={state.category} t={t} />
        </select>
        <label htmlFor="page-search-store" className="sr-only">
          {t("pages:listFilters.store")}
        </label>
        <select id="page-search-store" name="store" defaultValue={state.store ?? ""} className={select}>
          <option value="">{t("pages:listFilters.allStores")}</option>
          <CountedOptions choices={stores} selected={state.store} t={t} />
        </select>
      </div>
      <AutoSubmit />
    </form>
  );
}
