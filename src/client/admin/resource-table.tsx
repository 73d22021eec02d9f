"use client";
/**
 * The admin list screen every resource shares: loads the list from the API, filters it as
 * the operator types, confirms and performs deletes with the spec's toasts, and shows the
 * loading, error (with Retry), empty and no-match states. Columns are given per resource.
 */
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type ArabicKind, missingArabic } from "../../lib/missing-arabic.ts";
import { toast } from "../toast-store.ts";
import { apiRequest, refusalReason } from "./admin-fetch.ts";
import { ArabicBadge, MissingArabicFilter, useMissingArabicFilter } from "./missing-arabic.tsx";

export type Column<T> = { header: string; cell: (row: T) => ReactNode };

type Props<T extends { id: number }> = {
  /** Translation prefix: stores, branches, catalogs, blogs (keys search, empty, noMatch …). */
  resource: "stores" | "branches" | "catalogs" | "blogs";
  /** GET address of the list; DELETE goes to `${deleteBase}/${id}`. */
  listUrl: string;
  deleteBase: string;
  /** Where "Edit" goes: `${editBase}/edit/${id}`. */
  editBase: string;
  columns: Column<T>[];
  /** The text the search box matches against. */
  searchText: (row: T) => string;
  /** The name in the delete confirmation. */
  name: (row: T) => string;
  rowTestId: string;
  /** Which Arabic texts a row should have (the Arabic column and filter), and whether the filter starts on. */
  arabic: { kind: ArabicKind; missingOnly: boolean };
  /** Told which rows are on screen after the search and filter (the catalogues poll their processing). */
  onShown?: (rows: T[]) => void;
};

export function ResourceTable<T extends { id: number }>({
  resource,
  listUrl,
  deleteBase,
  editBase,
  columns,
  searchText,
  name,
  rowTestId,
  arabic,
  onShown,
}: Props<T>) {
  const { t } = useTranslation("admin");
  const [rows, setRows] = useState<T[] | null>(null);
  const [failed, setFailed] = useState("");
  const [query, setQuery] = useState("");
  // Words typed into the server's HTML before React took the box over stay in the box: search for them.
  const searchBox = useRef<HTMLInputElement>(null);
  useEffect(() => setQuery(searchBox.current?.value ?? ""), []);
  const load = useCallback(() => {
    setFailed("");
    apiRequest<T[]>("GET", listUrl).then(setRows, (e: Error) => setFailed(e.message));
  }, [listUrl]);
  useEffect(load, [load]);
  const [missingOnly, setMissingOnly] = useMissingArabicFilter(arabic.missingOnly);
  const missing = useMemo(
    () => new Map((rows ?? []).map((r) => [r.id, missingArabic(arabic.kind, r)])),
    [rows, arabic.kind],
  );
  const missingCount = rows ? [...missing.values()].filter((m) => m.length > 0).length : null;
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (rows ?? []).filter(
      (r) => (!q || searchText(r).toLowerCase().includes(q)) && (!missingOnly || (missing.get(r.id)?.length ?? 0) > 0),
    );
  }, [rows, query, searchText, missingOnly, missing]);
  useEffect(() => onShown?.(shown), [onShown, shown]);

  async function remove(row: T) {
    if (!window.confirm(t(`${resource}.confirmDelete`, { name: name(row) }))) return;
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

  if (failed) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-700">
        {t(`${resource}.loadFailed`)} <span className="text-sm opacity-80">({failed})</span>{" "}
        <button type="button" onClick={load} className="font-semibold underline">
          {t(`${resource}.retry`)}
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={searchBox}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t(`${resource}.search`)}
          aria-label={t(`${resource}.search`)}
          className="h-10 w-full max-w-sm rounded-lg border border-slate-300 bg-white px-3"
          data-testid="admin-search"
        />
        <MissingArabicFilter checked={missingOnly} onChange={setMissingOnly} count={missingCount} />
      </div>
      {!rows ? (
        <div className="space-y-2" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-14 animate-pulse rounded-lg bg-white" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p
          className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600"
          data-testid="admin-empty"
        >
          {rows.length === 0
            ? t(`${resource}.empty`)
            : missingOnly && missingCount === 0
              ? t("arabic.noneMissing")
              : t(`${resource}.noMatch`)}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                {columns.map((c) => (
                  <th key={c.header} className="px-4 py-3 text-start font-semibold">
                    {c.header}
                  </th>
                ))}
                <th className="px-4 py-3 text-start font-semibold">{t("arabic.column")}</th>
                <th className="px-4 py-3 text-start font-semibold">{t("stores.colActions")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.map((row) => (
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
                        href={`${editBase}/edit/${row.id}`}
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
          </table>
        </div>
      )}
    </div>
  );
}
