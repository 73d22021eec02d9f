"use client";
/** /admin/catalogs: every catalogue (expired ones too), searchable, edit and delete. */
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../toast-store.ts";
import { apiRequest } from "./admin-fetch.ts";

type Catalog = { id: number; title: string; pages: number | null; expiryDate: string | null; coverImage: string | null; store: { name: string } };

export function CatalogsTable({ base, today }: { base: string; today: string }) {
  const { t } = useTranslation("admin");
  const [list, setList] = useState<Catalog[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState("");
  const load = useCallback(() => {
    setFailed(false);
    apiRequest<Catalog[]>("GET", "/api/catalogs").then(setList, () => setFailed(true));
  }, []);
  useEffect(load, [load]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (list ?? []).filter((c) => !q || `${c.title} ${c.store.name}`.toLowerCase().includes(q));
  }, [list, query]);

  async function remove(c: Catalog) {
    if (!window.confirm(t("catalogs.confirmDelete", { name: c.title }))) return;
    try {
      await apiRequest("DELETE", `/api/catalogs/${c.id}`);
      toast({ title: t("catalogs.deleted") });
      load();
    } catch {
      toast({ title: t("catalogs.error"), description: t("catalogs.deleteFailed"), variant: "destructive" });
    }
  }

  if (failed) return <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-700">{t("catalogs.loadFailed")} <button type="button" onClick={load} className="font-semibold underline">{t("catalogs.retry")}</button></div>;
  return (
    <div className="space-y-4">
      <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t("catalogs.search")} aria-label={t("catalogs.search")} className="h-10 w-full max-w-sm rounded-lg border border-slate-300 bg-white px-3" data-testid="admin-search" />
      {!list ? (
        <div className="h-40 animate-pulse rounded-2xl bg-white" />
      ) : shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600" data-testid="admin-empty">{list.length === 0 ? t("catalogs.empty") : t("catalogs.noMatch")}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-xs uppercase text-slate-500">
              <tr>{(["colCatalog", "colStore", "colPages", "colValidity", "colActions"] as const).map((c) => <th key={c} className="px-4 py-3 text-start">{t(`catalogs.${c}`)}</th>)}</tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.map((c) => (
                <tr key={c.id} data-testid="catalog-row">
                  <td className="px-4 py-3"><div className="flex items-center gap-3">{c.coverImage && <img src={c.coverImage} alt="" className="h-12 w-9 rounded object-cover" onError={(e) => (e.currentTarget.style.display = "none")} />}<span className="font-medium text-slate-900">{c.title}</span></div></td>
                  <td className="px-4 py-3">{c.store.name}</td>
                  <td className="px-4 py-3" data-testid="catalog-pages">{c.pages ?? "—"}</td>
                  <td className="px-4 py-3" dir="ltr">{c.expiryDate ?? "—"} {c.expiryDate && c.expiryDate < today && <span className="ms-1 rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-700">{t("catalogs.expired")}</span>}</td>
                  <td className="px-4 py-3"><div className="flex gap-2"><a href={`${base}/edit/${c.id}`} className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold">{t("catalogs.edit")}</a><button type="button" onClick={() => void remove(c)} className="rounded-md border border-red-200 px-2.5 py-1 text-xs font-semibold text-red-700">{t("catalogs.delete")}</button></div></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
