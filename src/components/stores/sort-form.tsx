import type { TFunction } from "i18next";
import { AutoSubmit } from "#client/auto-submit.tsx";
import type { Query } from "#lib/url.ts";

/**
 * A GET form with the sort select; carries the other query values as hidden fields
 * (the view follows the grid/list switch, view-toggle.tsx).
 */
export function SortForm({
  action,
  query,
  options,
  current,
  t,
}: {
  action: string;
  query: Query;
  options: readonly string[];
  current: string;
  t: TFunction;
}) {
  const hidden = Object.entries(query).filter(([k, v]) => k !== "sort" && k !== "page" && v);
  return (
    <form action={action} method="get" className="flex items-center gap-2" data-keeps-view>
      {hidden.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor="sort" className="text-sm text-slate-600">
        {t("sort.label")}
      </label>
      <select
        id="sort"
        name="sort"
        defaultValue={current}
        className="h-9 rounded-lg border border-slate-300 bg-white ps-3 pe-8 text-sm text-slate-800 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30"
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`sort.${o}`)}
          </option>
        ))}
      </select>
      <button
        type="submit"
        data-auto-submit-hide
        className="h-9 rounded-lg bg-slate-100 px-3 text-sm font-medium text-slate-700 hover:bg-slate-200"
      >
        {t("sort.apply")}
      </button>
      <AutoSubmit />
    </form>
  );
}
