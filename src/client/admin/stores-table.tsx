"use client";
/** /admin/stores: every store, searchable, with status badges, edit links and delete. */
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../toast-store.ts";
import { apiRequest } from "./admin-fetch.ts";

type Store = { id: number; name: string; slug: string; category: string; logo: string | null; featured: boolean; premium: boolean; branchCount: number; catalogCount: number };

export function StoresTable({ base }: { base: string }) {
  const { t } = useTranslation("admin");
  const [stores, setStores] = useState<Store[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState("");
  const load = useCallback(() => {
    setFailed(false);
    apiRequest<Store[]>("GET", "/api/stores").then(setStores, () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (stores ?? []).filter((s) => !q || s.name.toLowerCase().includes(q) || s.category.toLowerCase().includes(q) || s.slug.includes(q));
  }, [stores, query]);

  async function remove(store: Store) {
    if (!window.confirm(t("stores.confirmDelete", { name: store.name }))) return;
    try {
      await apiRequest("DELETE", `/api/stores/${store.id}`);
      toast({ title: t("stores.deleted") });
      load();
    } catch {
      toast({ title: t("stores.error"), description: t("stores.deleteFailed"), variant: "destructive" });
    }
  }

  if (failed) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-700">
        {t("stores.loadFailed")} <button type="button" onClick={load} className="font-semibold underline">{t("stores.retry")}</button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <label className="block max-w-sm">
        <span className="sr-only">{t("stores.search")}</span>
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t("stores.search")} className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3" data-testid="admin-search" />
      </label>
      {!stores ? (
        <div className="space-y-2">{[0, 1, 2, 3].map((i) => <div key={i} className="h-14 animate-pulse rounded-lg bg-white" />)}</div>
      ) : shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600" data-testid="admin-empty">{stores.length === 0 ? t("stores.empty") : t("stores.noMatch")}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <table className="w-full text-start text-sm" data-testid="stores-table">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                {(["colStore", "colCategory", "colBranches", "colCatalogs", "colStatus", "colActions"] as const).map((c) => <th key={c} className="px-4 py-3 text-start font-semibold">{t(`stores.${c}`)}</th>)}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.map((s) => (
                <tr key={s.id} data-testid="store-row">
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-3">
                      {s.logo ? <img src={s.logo} alt="" className="h-9 w-9 rounded-lg" onError={(e) => (e.currentTarget.style.display = "none")} /> : null}
                      <div><p className="font-semibold text-slate-900">{s.name}</p><p className="text-xs text-slate-500" dir="ltr">{s.slug}</p></div>
                    </div>
                  </td>
                  <td className="px-4 py-3 text-slate-700">{s.category}</td>
                  <td className="px-4 py-3">{s.branchCount}</td>
                  <td className="px-4 py-3">{s.catalogCount}</td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap gap-1">
                      {s.featured && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">{t("stores.featured")}</span>}
                      {s.premium && <span className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-800">{t("stores.premium")}</span>}
                      {!s.featured && !s.premium && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">{t("stores.regular")}</span>}
                    </div>
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex gap-2">
                      <a href={`${base}/edit/${s.id}`} className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50">{t("stores.edit")}</a>
                      <button type="button" onClick={() => void remove(s)} className="rounded-md border border-red-200 px-2.5 py-1 text-xs font-semibold text-red-700 hover:bg-red-50">{t("stores.delete")}</button>
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
