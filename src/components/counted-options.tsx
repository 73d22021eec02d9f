import type { TFunction } from "i18next";

/** One choice of a list filter and how many items choosing it would list (undefined = not counted). */
export type CountedChoice = {
  value: string;
  label: string;
  count?: number;
  /** The label's language when it is not the page's (a store without an Arabic name). */
  lang?: string;
};

/**
 * The <option>s of a filter select, each with its count. A choice that would list
 * nothing is disabled (greyed, not selectable) unless it is the current one, so the
 * form never offers an empty result but still shows what is chosen.
 */
export function CountedOptions({
  choices,
  selected,
  more,
  t,
}: {
  choices: CountedChoice[];
  selected?: string;
  /** Some choices were left out (src/lib/counted-choices.ts): a last, disabled line says how to reach them. */
  more?: string;
  t: TFunction;
}) {
  return (
    <>
      {choices.map((c) => (
        <option key={c.value} value={c.value} disabled={c.count === 0 && c.value !== selected} lang={c.lang}>
          {c.count === undefined ? c.label : t("pages:listFilters.option", { label: c.label, count: c.count })}
        </option>
      ))}
      {more ? (
        <option value="" disabled>
          {more}
        </option>
      ) : null}
    </>
  );
}

/** The store filter of /catalogs and /search: all stores, then the counted ones (capped, saying so). */
export function StoreFilter({
  id,
  stores,
  selected,
  moreStores,
  className,
  t,
}: {
  id: string;
  stores: CountedChoice[];
  selected?: string;
  moreStores?: boolean;
  className: string;
  t: TFunction;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t("pages:listFilters.store")}
      </label>
      <select id={id} name="store" defaultValue={selected ?? ""} className={className}>
        <option value="">{t("pages:listFilters.allStores")}</option>
        <CountedOptions
          choices={stores}
          selected={selected}
          more={moreStores ? t("pages:listFilters.moreStores") : undefined}
          t={t}
        />
      </select>
    </>
  );
}
