/**
 * The admin list screen every resource shares: asks the API for one page of the list at a
 * time, searched, sorted and filtered on the server (a table of 3,000 stores loads 25 rows),
 * confirms deletes (saying what goes with the record) and performs them with the spec's toasts, and shows the loading, error (with
 * Retry), empty and no-match states. Its search, sort and page live in the address
 * (use-list-state.ts). Columns are given per resource.
 */
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "#client/toast-store.ts";
import type { ListState } from "#lib/admin-list-state.ts";
import { type ArabicKind, missingArabic } from "#lib/missing-arabic.ts";
import { apiRequest, refusalReason } from "./admin-fetch.ts";
import { useConfirmDialog } from "./confirm-dialog.tsx";
import { type Cascade, deleteQuestion } from "./delete-question.ts";
import { ArabicBadge, MissingArabicFilter } from "./missing-arabic.tsx";
import { PageControls, SortableHeader } from "./table-paging.tsx";
import { useListState } from "./use-list-state.ts";

/** `sort`: the API's sort key for this column, when the list can be ordered by it. */
export type Column<T> = { header: string; cell: (row: T) => ReactNode; sort?: string };

type Props<T extends { id: number }> = {
  /** Translation prefix: stores, branches, catalogs, blogs (keys search, empty, noMatch …). */
  resource: "stores" | "branches" | "catalogs" | "blogs";
  /** GET address of the list (paged with page, limit, search, sort, dir, missingArabic); DELETE goes to `${deleteBase}/${id}`. */
  listUrl: string;
  deleteBase: string;
  /** Where "Edit" goes: `${editBase}/edit/${id}`. */
  editBase: string;
  columns: Column<T>[];
  /** The name in the delete confirmation, and its Arabic one (said on the Arabic admin when there is one). */
  name: (row: T) => string;
  nameAr?: (row: T) => string | null;
  /** What the database deletes with a row (a store's branches and catalogs), for the confirmation to say. */
  cascade?: (row: T) => Cascade;
  rowTestId: string;
  /** Which Arabic texts a row should have (the Arabic column and filter). */
  arabic: { kind: ArabicKind };
  /** The search, sort, page and filter the list opens with: its address's (the server read them). */
  initial: ListState;
  /** Told which rows are on screen (the catalogues poll their processing). */
  onShown?: (rows: T[]) => void;
};

/** Rows a page: a screenful, and a small answer whatever the data size. */
const PAGE_SIZE = 25;

type Page<T> = { data: T[]; page: number; pages: number; total: number };
/** An answer and the address it answers. */
type Found<T> = Page<T> & { url: string };

function withQuery(url: string, params: Record<string, string | number | undefined>): string {
  const query = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== "")
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join("&");
  return `${url}${url.includes("?") ? "&" : "?"}${query}`;
}

export function ResourceTable<T extends { id: number }>({
  resource,
  listUrl,
  deleteBase,
  editBase,
  columns,
  name,
  nameAr,
  rowTestId,
  arabic,
  onShown,
  cascade,
  initial,
}: Props<T>) {
  const { t, i18n } = useTranslation("admin");
  const { ask, dialog } = useConfirmDialog();
  const [found, setFound] = useState<Found<T> | null>(null);
  const [failed, setFailed] = useState("");
  const sortKeys = columns.flatMap((c) => (c.sort ? [c.sort] : []));
  const { query, setQuery, search, page, setPage, sort, sortBy, missingOnly, filterMissing, searchBox, listQuery } =
    useListState(initial, sortKeys);
  const [missingCount, setMissingCount] = useState<number | null>(null);
  // Only the answer to the latest request is shown (an older one may arrive after it).
  const latest = useRef(0);
  const url = withQuery(listUrl, {
    page,
    limit: PAGE_SIZE,
    search,
    sort: sort?.key,
    dir: sort ? (sort.desc ? "desc" : "asc") : undefined,
    missingArabic: missingOnly ? 1 : undefined,
  });
  const load = useCallback(() => {
    const ask = ++latest.current;
    setFailed("");
    apiRequest<Page<T>>("GET", url).then(
      (answer) => {
        if (ask !== latest.current) return;
        // A delete can empty the last page: show the page before it.
        if (answer.data.length === 0 && answer.page > 1 && answer.page > answer.pages) setPage(answer.pages);
        else setFound({ ...answer, url });
      },
      (e: Error) => ask === latest.current && setFailed(e.message),
    );
    // How many records of the whole list lack Arabic: the total of a one-row page of them.
    apiRequest<Page<T>>("GET", withQuery(listUrl, { page: 1, limit: 1, missingArabic: 1 })).then(
      (answer) => setMissingCount(answer.total),
      () => setMissingCount(null),
    );
  }, [listUrl, url, setPage]);
  useEffect(load, [load]);
  // Rows are shown only for what is asked now: never the last search's rows under a new one.
  const current = found && found.url === url && query.trim() === search ? found : null;
  const rows = current?.data ?? null;
  // While the next answer loads, the last one keeps the headers and page controls (and their focus) in place.
  const shown = current ?? found;
  const missing = useMemo(
    () => new Map((rows ?? []).map((r) => [r.id, missingArabic(arabic.kind, r)])),
    [rows, arabic.kind],
  );
  useEffect(() => onShown?.(rows ?? []), [onShown, rows]);
  async function remove(row: T) {
    const shown = (i18n.language === "ar" && nameAr?.(row)) || name(row);
    if (!(await ask(deleteQuestion(t, i18n.language, shown, cascade?.(row) ?? {})))) return;
    try {
      await apiRequest("DELETE", `${deleteBase}/${row.id}`);
      toast({ title: t(`${resource}.deleted`) });
      load();
    } catch (error) {
      // A refusal (409, 404) says why and offers no retry; anything else may pass on a second try.
      const description = refusalReason(error) ?? t(`${resource}.deleteFailed`);
      toast({ title: t(`${resource}.error`), description, variant: "destructive" });
    }
  }

  const searchRow = (
    <div className="flex flex-wrap items-center gap-3">
      <input
        ref={searchBox}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t(`${resource}.search`)}
        aria-label={t(`${resource}.search`)}
        // The list APIs refuse a longer search (400).
        maxLength={100}
        className="h-10 w-full max-w-sm rounded-lg border border-slate-300 bg-white px-3"
        data-testid="admin-search"
      />
      <MissingArabicFilter checked={missingOnly} onChange={filterMissing} count={missingCount} />
    </div>
  );
  if (failed) {
    // The search box stays, so a refused search can be changed without a reload.
    return (
      <div className="space-y-4">
        {searchRow}
        <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-700">
          {t(`${resource}.loadFailed`)} <span className="text-sm opacity-80">({failed})</span>{" "}
          <button type="button" onClick={load} className="font-semibold underline">
            {t(`${resource}.retry`)}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {/* First, so the list's spacing (space-y) never moves the centred modal. */}
      {dialog}
      {searchRow}
      {!shown ? (
        <div className="space-y-2" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-14 animate-pulse rounded-lg bg-white" />
          ))}
        </div>
      ) : rows?.length === 0 ? (
        <p
          className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600"
          data-testid="admin-empty"
        >
          {missingOnly && missingCount === 0
            ? t("arabic.noneMissing")
            : search || missingOnly
              ? t(`${resource}.noMatch`)
              : t(`${resource}.empty`)}
        </p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
            <table className="w-full text-sm">
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  {columns.map((c) => (
                    <SortableHeader key={c.header} header={c.header} sortKey={c.sort} sort={sort} onSort={sortBy} />
                  ))}
                  <th className="px-4 py-3 text-start font-semibold">{t("arabic.column")}</th>
                  <th className="px-4 py-3 text-start font-semibold">{t("stores.colActions")}</th>
                </tr>
              </thead>
              {!rows ? (
                // Only the rows wait: the headers and page controls stay, and so does the focus on them.
                <tbody aria-busy="true">
                  {[0, 1, 2, 3].map((i) => (
                    <tr key={i}>
                      <td colSpan={columns.length + 2} className="px-4 py-2">
                        <div className="h-10 animate-pulse rounded-lg bg-slate-100" />
                      </td>
                    </tr>
                  ))}
                </tbody>
              ) : (
                <tbody className="divide-y divide-slate-100">
                  {rows.map((row) => (
                    <tr key={row.id} data-testid={rowTestId}>
                      {columns.map((c) => (
                        <td key={c.header} className="px-4 py-3">
                          {c.cell(row)}
                        </td>
                      ))}
                      <td className="px-4 py-3">
                        <ArabicBadge missing={missing.get(row.id) ?? []} />
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex gap-2">
                          <a
                            // The list's state rides along: the form leads back to this same list.
                            href={`${editBase}/edit/${row.id}${listQuery ? `?list=${encodeURIComponent(listQuery)}` : ""}`}
                            className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50"
                          >
                            {t("stores.edit")}
                          </a>
                          <button
                            type="button"
                            onClick={() => void remove(row)}
                            className="rounded-md border border-red-200 px-2.5 py-1 text-xs font-semibold text-red-700 hover:bg-red-50"
                          >
                            {t("stores.delete")}
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              )}
            </table>
          </div>
          <PageControls page={current?.page ?? page} pages={shown.pages} total={shown.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
