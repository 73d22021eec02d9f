import type { TFunction } from "i18next";
import { type CountedChoice, StoreFilter } from "#components/counted-options.tsx";
import { ListSearchForm, listSearchLabels, listSelectClass } from "#components/list-search-form.tsx";

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
  /** The store select holds only the stores that list the most (src/lib/counted-choices.ts). */
  moreStores?: boolean;
  t: TFunction;
};

const select = listSelectClass("grid");

/**
 * The /catalogs filters: the list search form (search, category) with store and validity,
 * so every combination is a shareable URL. Choices carry their counts; empty ones are greyed out.
 */
export function CatalogFilters({ action, state, categories, stores, moreStores, t }: Props) {
  return (
    <ListSearchForm
      id="catalog"
      layout="grid"
      action={action}
      search={state.search}
      category={state.category}
      categories={categories}
      keep={state.keep}
      keepsView
      labels={listSearchLabels(t, "catalogs")}
      t={t}
    >
      <StoreFilter
        id="catalog-store"
        stores={stores}
        selected={state.store}
        moreStores={moreStores}
        className={select}
        t={t}
      />
      <label htmlFor="catalog-valid" className="sr-only">
        {t("pages:listFilters.validity")}
      </label>
      <select id="catalog-valid" name="valid" defaultValue={state.valid ?? ""} className={select}>
        <option value="">{t("pages:listFilters.anyValidity")}</option>
        <option value="new">{t("pages:listFilters.validNew")}</option>
        <option value="ending">{t("pages:listFilters.validEnding")}</option>
      </select>
    </ListSearchForm>
  );
}
