"use client";
/** /admin/blogs: every post in every status, searchable, with status badges. */
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../toast-store.ts";
import { apiRequest } from "./admin-fetch.ts";

type Post = { id: number; title: string; slug: string; category: string; status: string; publishDate: string };
const BADGE: Record<string, string> = { published: "bg-green-100 text-green-800", draft: "bg-amber-100 text-amber-800", archived: "bg-slate-200 text-slate-700" };

export function BlogsTable({ base }: { base: string }) {
  const { t } = useTranslation("admin");
  const [list, setList] = useState<Post[] | null>(null);
  const [failed, setFailed] = useState("");
  const [query, setQuery] = useState("");
  const load = useCallback(() => {
    setFailed("");
    apiRequest<Post[]>("GET", `/api/blogs?t=${Date.now()}`).then(setList, (e: Error) => setFailed(e.message));
  }, []);
  useEffect(load, [load]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (list ?? []).filter((p) => !q || `${p.title} ${p.category} ${p.status}`.toLowerCase().includes(q));
  }, [list, query]);

  async function remove(p: Post) {
    if (!window.confirm(t("blogs.confirmDelete", { name: p.title }))) return;
    try {
      await apiRequest("DELETE", `/api/blogs/${p.id}`);
      toast({ title: t("blogs.deleted") });
      load();
    } catch {
      toast({ title: t("blogs.error"), description: t("blogs.deleteFailed"), variant: "destructive" });
    }
  }

  if (failed) return <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-700">{t("blogs.loadFailed")}: {failed} <button type="button" onClick={load} className="font-semibold underline">{t("blogs.retry")}</button></div>;
  return (
    <div className="space-y-4">
      <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t("blogs.search")} aria-label={t("blogs.search")} className="h-10 w-full max-w-sm rounded-lg border border-slate-300 bg-white px-3" data-testid="admin-search" />
      {!list ? (
        <div className="h-40 animate-pulse rounded-2xl bg-white" />
      ) : shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600" data-testid="admin-empty">{list.length === 0 ? t("blogs.empty") : t("blogs.noMatch")}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-xs uppercase text-slate-500">
              <tr>{(["colTitle", "colCategory", "colStatus", "colDate", "colActions"] as const).map((c) => <th key={c} className="px-4 py-3 text-start">{t(`blogs.${c}`)}</th>)}</tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.map((p) => (
                <tr key={p.id} data-testid="blog-row">
                  <td className="px-4 py-3 font-medium text-slate-900" dir="auto">{p.title}</td>
                  <td className="px-4 py-3">{p.category}</td>
                  <td className="px-4 py-3"><span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[p.status.toLowerCase()] ?? "bg-slate-100 text-slate-600"}`}>{t(`blogs.statuses.${p.status.toLowerCase()}`, { defaultValue: p.status })}</span></td>
                  <td className="px-4 py-3" dir="ltr">{p.publishDate}</td>
                  <td className="px-4 py-3"><div className="flex gap-2"><a href={`${base}/edit/${p.id}`} className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold">{t("blogs.edit")}</a><button type="button" onClick={() => void remove(p)} className="rounded-md border border-red-200 px-2.5 py-1 text-xs font-semibold text-red-700">{t("blogs.delete")}</button></div></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
