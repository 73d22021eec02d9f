import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { AutoSubmit } from "#client/auto-submit.tsx";
import { type CountedChoice, CountedOptions } from "./counted-options.tsx";
import { SearchIcon } from "./icons.tsx";

const SELECT = "h-11 rounded-lg border border-slate-300 bg-white ps-3 pe-8 text-slate-700";

/** Blog: search and category in a row. Catalogues: a grid that also holds the extra selects. */
const LAYOUT = {
  row: { form: "mt-6 flex max-w-3xl flex-col gap-2 sm:flex-row", search: "flex flex-1 items-center", select: SELECT },
  // Two selects a row on a phone (labels stay whole at 390 px), all in one row on a wide screen.
  grid: {
    form: "mt-6 grid max-w-5xl grid-cols-2 gap-2 lg:grid-cols-[minmax(16rem,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]",
    search: "col-span-2 flex items-center lg:col-span-1",
    select: `min-w-0 ${SELECT}`,
  },
};

/** The classes of a select in the form, for the extra ones a page passes as children. */
export const listSelectClass = (layout: keyof typeof LAYOUT) => LAYOUT[layout].select;

type Props = {
  /** Prefix for element ids, e.g. "catalog". */
  id: string;
  action: string;
  search: string;
  labels: { search: string; placeholder: string; category: string; allCategories: string; submit: string };
  /** With counts, empty categories are greyed out (counted-options.tsx). */
  categories: CountedChoice[];
  category?: string;
  /** The search box's query parameter and length: the lists take `search`, up to 100 characters. */
  name?: string;
  maxLength?: number;
  /** Query values the form keeps (the emirate, sort, view). */
  keep?: Record<string, string | undefined>;
  /** The page has a grid/list switch, which updates the form's view (view-toggle.tsx). */
  keepsView?: boolean;
  layout?: keyof typeof LAYOUT;
  /** More filters, after the category select. */
  children?: ReactNode;
  t: TFunction;
};

/** The form's labels from one page's translations (pages:<page>.search, .searchPlaceholder, …). */
export function listSearchLabels(t: TFunction, page: "blog" | "catalogs"): Props["labels"] {
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
 * The search box and category select above the blog's and the catalogues' lists. A GET
 * form, so results are shareable URLs that work without JavaScript; hydrated, a choice
 * applies at once.
 */
export function ListSearchForm({
  id,
  action,
  search,
  labels,
  categories,
  category,
  name = "search",
  maxLength = 100,
  keep = {},
  keepsView,
  layout = "row",
  children,
  t,
}: Props) {
  return (
    <form
      action={action}
      method="get"
      role="search"
      className={LAYOUT[layout].form}
      data-testid={`${id}-search`}
      data-keeps-view={keepsView || undefined}
    >
      {Object.entries(keep).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      <label htmlFor={`${id}-search`} className="sr-only">
        {labels.search}
      </label>
      <div
        className={`${LAYOUT[layout].search} gap-2 rounded-lg border border-slate-300 bg-white px-3 focus-within:border-teal-600 focus-within:ring-2 focus-within:ring-teal-600/30`}
      >
        <SearchIcon className="h-5 w-5 text-slate-400" />
        <input
          id={`${id}-search`}
          type="search"
          name={name}
          defaultValue={search}
          maxLength={maxLength}
          dir="auto"
          placeholder={labels.placeholder}
          className="h-11 w-full bg-transparent focus:outline-none"
        />
      </div>
      <label htmlFor={`${id}-category`} className="sr-only">
        {labels.category}
      </label>
      <select id={`${id}-category`} name="category" defaultValue={category ?? ""} className={listSelectClass(layout)}>
        <option value="">{labels.allCategories}</option>
        <CountedOptions choices={categories} selected={category} t={t} />
      </select>
      {children}
      <button type="submit" className="h-11 rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800">
        {labels.submit}
      </button>
      <AutoSubmit />
    </form>
  );
}
