"use client";
/**
 * /admin/emirates: an inline-editable table; one add or edit at a time, every other
 * action disabled meanwhile (spec section 4). Store counts are derived from branches.
 */
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../toast-store.ts";
import { apiRequest, errorText, refusalReason } from "./admin-fetch.ts";

type Emirate = { id: number; name: string; slug: string; storeCount: number };
type Editing = { id: number | "new"; name: string } | null;

export function EmiratesTable() {
  const { t } = useTranslation("admin");
  const [list, setList] = useState<Emirate[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const load = useCallback(
    () => void apiRequest<Emirate[]>("GET", "/api/emirates").then(setList, () => setList([])),
    [],
  );
  useEffect(load, [load]);
  const busy = editing !== null;

  async function save() {
    if (!editing?.name.trim()) return;
    const isNew = editing.id === "new";
    try {
      if (isNew) await apiRequest("POST", "/api/emirates", { name: editing.name.trim() });
      else await apiRequest("PUT", `/api/emirates/${editing.id}`, { name: editing.name.trim() });
      toast({ title: isNew ? t("emirates.created") : t("emirates.updated") });
      setEditing(null);
      load();
    } catch (err) {
      toast({
        title: t("emirates.error"),
        description: `${isNew ? t("emirates.createFailed") : t("emirates.updateFailed")}: ${errorText(err, "")}`,
        variant: "destructive",
      });
    }
  }

  async function remove(e: Emirate) {
    if (!window.confirm(t("emirates.confirmDelete", { name: e.name }))) return;
    try {
      await apiRequest("DELETE", `/api/emirates/${e.id}`);
      toast({ title: t("emirates.deleted") });
      load();
    } catch (err) {
      toast({
        title: t("emirates.error"),
        description: refusalReason(err) ?? t("emirates.deleteFailed"),
        variant: "destructive",
      });
    }
  }

  const nameInput = (
    <input
      // biome-ignore lint/a11y/noAutofocus: the operator just pressed Edit or Add; typing goes where they asked
      autoFocus
      value={editing?.name ?? ""}
      onChange={(e) => setEditing((x) => (x ? { ...x, name: e.target.value } : x))}
      onKeyDown={(e) => (e.key === "Enter" ? void save() : e.key === "Escape" ? setEditing(null) : undefined)}
      className="w-full rounded-md border border-slate-300 px-2 py-1"
      aria-label={t("emirates.name")}
      data-testid="emirate-name"
    />
  );
  const saveButtons = (
    <div className="flex gap-2">
      <button
        type="button"
        onClick={() => void save()}
        disabled={!editing?.name.trim()}
        className="rounded-md bg-teal-700 px-2.5 py-1 text-xs font-semibold text-white disabled:opacity-50"
      >
        {t("emirates.save")}
      </button>
      <button
        type="button"
        onClick={() => setEditing(null)}
        className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold"
      >
        {t("emirates.cancel")}
      </button>
    </div>
  );
  return (
    <div>
      <button
        type="button"
        disabled={busy}
        onClick={() => setEditing({ id: "new", name: "" })}
        className="mb-4 h-10 rounded-lg bg-teal-700 px-4 font-semibold text-white disabled:opacity-50"
        data-testid="add-emirate"
      >
        + {t("emirates.add")}
      </button>
      {!list ? (
        <div className="h-40 animate-pulse rounded-2xl bg-white" />
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <table className="w-full text-sm" data-testid="emirates-table">
            <thead className="bg-slate-50 text-xs uppercase text-slate-500">
              <tr>
                <th className="px-4 py-3 text-start">{t("emirates.name")}</th>
                <th className="px-4 py-3 text-start" title={t("emirates.storeCountHint")}>
                  {t("emirates.stores")}
                </th>
                <th className="px-4 py-3 text-start">{t("emirates.actions")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.length === 0 && editing?.id !== "new" && (
                <tr>
                  <td colSpan={3} className="px-4 py-6 text-center text-slate-600">
                    {t("emirates.empty")}
                  </td>
                </tr>
              )}
              {list.map((e) => (
                <tr key={e.id} data-testid="emirate-row">
                  <td className="px-4 py-2">{editing?.id === e.id ? nameInput : e.name}</td>
                  <td className="px-4 py-2">{e.storeCount}</td>
                  <td className="px-4 py-2">
                    {editing?.id === e.id ? (
                      saveButtons
                    ) : (
                      <div className="flex gap-2">
                        <button
                          type="button"
                          disabled={busy}
                          onClick={() => setEditing({ id: e.id, name: e.name })}
                          className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold disabled:opacity-40"
                        >
                          {t("emirates.edit")}
                        </button>
                        <button
                          type="button"
                          disabled={busy}
                          onClick={() => void remove(e)}
                          className="rounded-md border border-red-200 px-2.5 py-1 text-xs font-semibold text-red-700 disabled:opacity-40"
                        >
                          {t("emirates.delete")}
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
              {editing?.id === "new" && (
                <tr>
                  <td className="px-4 py-2">{nameInput}</td>
                  <td className="px-4 py-2">0</td>
                  <td className="px-4 py-2">{saveButtons}</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
