/**
 * The admin tables' sortable column headers and page controls. Both are buttons, so they
 * work from the keyboard (Tab, Enter, Space); the header says its order through aria-sort,
 * the controls are a labelled navigation with the current page in words.
 * Imported only by client modules, so it needs no 'use client' of its own.
 */
import { useTranslation } from "react-i18next";

export type SortState = { key: string; desc: boolean };

/** A column header; with a `sortKey`, a button that orders the list by it (again: the other way). */
export function SortableHeader({
  header,
  sortKey,
  sort,
  onSort,
}: {
  header: string;
  sortKey?: string;
  sort: SortState | null;
  onSort: (key: string) => void;
}) {
  const { t } = useTranslation("admin");
  const active = sortKey !== undefined && sort?.key === sortKey;
  const order = active ? (sort.desc ? "descending" : "ascending") : undefined;
  return (
    <th className="px-4 py-3 text-start font-semibold" aria-sort={sortKey ? (order ?? "none") : undefined}>
      {sortKey ? (
        <button
          type="button"
          onClick={() => onSort(sortKey)}
          className="inline-flex items-center gap-1 rounded uppercase tracking-wide hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-teal-600"
          title={t("paging.sortBy", { column: header })}
          data-testid="sort-button"
        >
          {header}
          <span aria-hidden="true">{active ? (sort.desc ? "↓" : "↑") : "↕"}</span>
        </button>
      ) : (
        header
      )}
    </th>
  );
}

/** Previous and next, the page number and the list's total. */
export function PageControls({
  page,
  pages,
  total,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation("admin");
  const button =
    "h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 aria-disabled:cursor-not-allowed aria-disabled:border-slate-200 aria-disabled:text-slate-500 aria-disabled:hover:bg-white";
  // Dimmed by colour, not opacity: half-transparent text read at 2.6:1; slate-500 on white is 4.76:1 (issue 24).
  // aria-disabled, not disabled: a focused button that becomes disabled drops the focus to the page.
  const go = (to: number) => to >= 1 && to <= pages && to !== page && onPage(to);
  return (
    <nav aria-label={t("paging.label")} className="flex flex-wrap items-center gap-3" data-testid="admin-paging">
      <button type="button" className={button} aria-disabled={page <= 1} onClick={() => go(page - 1)}>
        <span aria-hidden="true" className="rtl:rotate-180 inline-block">
          ‹
        </span>{" "}
        {t("paging.previous")}
      </button>
      <span className="text-sm text-slate-700" aria-live="polite" data-testid="admin-page-status">
        {t("paging.status", { page, pages })} · {t("paging.total", { count: total })}
      </span>
      <button type="button" className={button} aria-disabled={page >= pages} onClick={() => go(page + 1)}>
        {t("paging.next")}{" "}
        <span aria-hidden="true" className="rtl:rotate-180 inline-block">
          ›
        </span>
      </button>
    </nav>
  );
}
