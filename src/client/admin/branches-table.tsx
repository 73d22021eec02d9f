"use client";
/** /admin/branches: every branch with its store and emirate, searchable, edit and delete. */
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { emirateBadgeClass } from "../../lib/emirates.ts";
import { toast } from "../toast-store.ts";
import { apiRequest } from "./admin-fetch.ts";

type Branch = { id: number; name: string; slug: string; emirate: string; address: string; store: { name: string } };

export function BranchesTable({ base }: { base: string }) {
  const { t } = useTranslation("admin");
  const [list, setList] = useState<Branch[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState("");
  const load = useCallback(() => {
    setFailed(false);
    apiRequest<Branch[]>("GET", "/api/branches").then(setList, () => setFailed(true));
  }, []);
  useEffect(load, [load]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (list ?? []).filter((b) => !q || `${b.name} ${b.store.name} ${b.emirate} ${b.address}`.toLowerCase().includes(q));
  }, [list, query]);

  async function remove(b: Branch) {
    if (!window.confirm(t("branches.confirmDelete", { name: b.name }))) return;
    try {
      await apiRequest("DELETE", `/api/branches/${b.id}`);
      toast({ title: t("branches.deleted") });
      load();
    } catch {
      toast({ title: t("branches.error"), description: t("branches.deleteFailed"), variant: "destructive" });
    }
  }

  if (failed) return <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-700">{t("branches.loadFailed")} <button type="button" onClick={load} className="font-semibold underline">{t("branches.retry")}</button></div>;
  return (
    <div className="space-y-4">
      <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t("branches.search")} aria-label={t("branches.search")} className="h-10 w-full max-w-sm rounded-lg border border-slate-300 bg-white px-3" data-testid="admin-search" />
      {!list ? (
        <div className="h-40 animate-pulse rounded-2xl bg-white" />
      ) : shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600" data-testid="admin-empty">{list.length === 0 ? t("branches.empty") : t("branches.noMatch")}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-xs uppercase text-slate-500">
              <tr>{(["colBranch", "colStore", "colEmirate", "colAddress", "colActions"] as const).map((c) => <th key={c} className="px-4 py-3 text-start">{t(`branches.${c}`)}</th>)}</tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.map((b) => (
                <tr key={b.id} data-testid="branch-row">
                  <td className="px-4 py-3 font-medium text-slate-900">{b.name}</td>
                  <td className="px-4 py-3">{b.store.name}</td>
                  <td className="px-4 py-3"><span className={`rounded-full px-2 py-0.5 text-xs font-medium ${emirateBadgeClass(b.emirate)}`}>{b.emirate}</span></td>
                  <td className="px-4 py-3 text-slate-600">{b.address}</td>
                  <td className="px-4 py-3">
                    <div className="flex gap-2">
                      <a href={`${base}/edit/${b.id}`} className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold">{t("branches.edit")}</a>
                      <button type="button" onClick={() => void remove(b)} className="rounded-md border border-red-200 px-2.5 py-1 text-xs font-semibold text-red-700">{t("branches.delete")}</button>
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
