import type { TFunction } from "i18next";
import { AutoSubmit } from "../client/auto-submit.tsx";
import { type CountedChoice, CountedOptions } from "./counted-options.tsx";
import { SearchIcon } from "./icons.tsx";

type Props = {
  /** Prefix for element ids, e.g. "catalog". */
  id: string;
  action: string;
  search: string;
  labels: { search: string; placeholder: string; category: string; allCategories: string; submit: string };
  /** With counts, empty categories are greyed out (counted-options.tsx). */
  categories: CountedChoice[];
  category?: string;
  /** Query values the form keeps (sort, view). */
  keep?: Record<string, string | undefined>;
  t: TFunction;
};

/** The form's labels from one page's translations (pages:<page>.search, .searchPlaceholder, …). */
export function listSearchLabels(t: TFunction, page: "blog"): Props["labels"] {
  const k = (key: string) => t(`pages:${page}.${key}`);
  return {
    search: k("search"),
    placeholder: k("searchPlaceholder"),
    category: k("category"),
    allCategories: k("allCategories"),
    submit: k("apply"),
  };
}

/**
 * The search box and category select above the blog's list. A GET form, so
 * results are shareable URLs; hydrated, a new category applies at once.
 */
export function ListSearchForm({ id, action, search, labels, categories, category, keep = {}, t }: Props) {
  return (
    <form
      action={action}
      method="get"
      role="search"
      className="mt-6 flex max-w-3xl flex-col gap-2 sm:flex-row"
      data-testid={`${id}-search`}
    >
      {Object.entries(keep).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      <label htmlFor={`${id}-search`} className="sr-only">
        {labels.search}
      </label>
      <div className="flex flex-1 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 focus-within:border-teal-600 focus-within:ring-2 focus-within:ring-teal-600/30">
        <SearchIcon className="h-5 w-5 text-slate-400" />
        <input
          id={`${id}-search`}
          type="search"
          name="search"
          defaultValue={search}
          maxLength={100}
          placeholder={labels.placeholder}
          className="h-11 w-full bg-transparent focus:outline-none"
        />
      </div>
      <label htmlFor={`${id}-category`} className="sr-only">
        {labels.category}
      </label>
      <select
        id={`${id}-category`}
        name="category"
        defaultValue={category ?? ""}
        className="h-11 rounded-lg border border-slate-300 bg-white ps-3 pe-8 text-slate-700"
      >
        <option value="">{labels.allCategories}</option>
        <CountedOptions choices={categories} selected={category} t={t} />
      </select>
      <button type="submit" className="h-11 rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800">
        {labels.submit}
      </button>
      <AutoSubmit />
    </form>
  );
}
