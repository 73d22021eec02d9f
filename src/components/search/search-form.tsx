import type { TFunction } from "i18next";
import { type CountedChoice, CountedOptions, StoreFilter } from "#components/counted-options.tsx";
import { ListSearchForm, listSelectClass } from "#components/list-search-form.tsx";

type SearchFilterState = {
  q: string;
  emirate?: string;
  category?: string;
  store?: string;
  /** Query values a new search keeps (the offers' order, the offers-only view). */
  keep?: Record<string, string | undefined>;
};

type Props = {
  action: string;
  state: SearchFilterState;
  emirates: CountedChoice[];
  categories: CountedChoice[];
  stores: CountedChoice[];
  /** The store select holds only the stores that list the most (src/lib/counted-choices.ts). */
  moreStores?: boolean;
  t: TFunction;
};

const select = listSelectClass("grid");

/**
 * The /search box with its category, emirate and store filters: the list search form under
 * the name `q` (up to 200 characters: a pasted product name), so every search is a shareable
 * URL that works without JavaScript. "all" (not empty) for every emirate overrides a remembered one.
 */
export function SearchForm({ action, state, emirates, categories, stores, moreStores, t }: Props) {
  return (
    <ListSearchForm
      id="page"
      layout="grid"
      action={action}
      name="q"
      maxLength={200}
      search={state.q}
      category={state.category}
      categories={categories}
      keep={state.keep}
      labels={{
        search: t("pages:search.label"),
        placeholder: t("pages:search.placeholder"),
        category: t("pages:catalogs.category"),
        allCategories: t("pages:catalogs.allCategories"),
        submit: t("pages:search.submit"),
      }}
      t={t}
    >
      <label htmlFor="page-emirate" className="sr-only">
        {t("emirate.label")}
      </label>
      <select id="page-emirate" name="emirate" defaultValue={state.emirate ?? "all"} className={select}>
        <option value="all">{t("emirate.all")}</option>
        <CountedOptions choices={emirates} selected={state.emirate} t={t} />
      </select>
      <StoreFilter
        id="page-store"
        stores={stores}
        selected={state.store}
        moreStores={moreStores}
        className={select}
        t={t}
      />
    </ListSearchForm>
  );
}
