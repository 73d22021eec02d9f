"use client";
/**
 * /admin/emirates: an inline-editable table; one add or edit at a time, every other
 * action disabled meanwhile (spec section 4). Store counts are derived from branches.
 * Each emirate has its English and Arabic name side by side; a missing Arabic name is
 * said in words, and the list can be filtered to those.
 */
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "#client/toast-store.ts";
import { missingArabic } from "#lib/missing-arabic.ts";
import { emirateInputSchema } from "#schemas/taxonomy.ts";
import { apiRequest, errorText, refusalReason } from "./admin-fetch.ts";
import { useConfirmDialog } from "./confirm-dialog.tsx";
import { deleteQuestion } from "./delete-question.ts";
import { ARABIC_FONT, ARABIC_INPUT, ENGLISH_INPUT } from "./forms/language-fields.tsx";
import { MissingArabicFilter, useMissingArabicFilter } from "./missing-arabic.tsx";

type Emirate = { id: number; name: string; nameAr: string | null; slug: string; storeCount: number };
type Editing = { id: number | "new"; name: string; nameAr: string } | null;

export function EmiratesTable({ missingOnly: startMissingOnly }: { missingOnly: boolean }) {
  const { t, i18n } = useTranslation("admin");
  const { ask, dialog } = useConfirmDialog();
  const [list, setList] = useState<Emirate[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState("");
  const [missingOnly, setMissingOnly] = useMissingArabicFilter(startMissingOnly);
  const load = useCallback(
    () => void apiRequest<Emirate[]>("GET", "/api/emirates").then(setList, () => setList([])),
    [],
  );
  useEffect(load, [load]);
  const busy = editing !== null;

  async function save() {
    if (!editing?.name.trim()) return;
    const isNew = editing.id === "new";
    // The API's schema: an Arabic name over the limit is named here, not after a round trip.
    const parsed = emirateInputSchema.safeParse({ name: editing.name, nameAr: editing.nameAr });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "");
    setError("");
    try {
      if (isNew) await apiRequest("POST", "/api/emirates", parsed.data);
      else await apiRequest("PUT", `/api/emirates/${editing.id}`, parsed.data);
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
    if (!(await ask(deleteQuestion(t, i18n.language, (i18n.language === "ar" && e.nameAr) || e.name, {})))) return;
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

  const keys = (e: { key: string }) => (e.key === "Enter" ? void save() : e.key === "Escape" ? cancel() : undefined);
  const cancel = () => {
    setEditing(null);
    setError("");
  };
  const nameInput = (
    <input
      {...ENGLISH_INPUT}
      // biome-ignore lint/a11y/noAutofocus: the operator just pressed Edit or Add; typing goes where they asked
      autoFocus
      value={editing?.name ?? ""}
      onChange={(e) => setEditing((x) => (x ? { ...x, name: e.target.value } : x))}
      onKeyDown={keys}
      className="w-full rounded-md border border-slate-300 px-2 py-1"
      aria-label={t("emirates.name")}
      data-testid="emirate-name"
    />
  );
  const nameArInput = (
    <>
      <input
        {...ARABIC_INPUT}
        value={editing?.nameAr ?? ""}
        onChange={(e) => setEditing((x) => (x ? { ...x, nameAr: e.target.value } : x))}
        onKeyDown={keys}
        className={`w-full rounded-md border px-2 py-1 ${error ? "border-red-500" : "border-slate-300"} ${ARABIC_FONT}`}
        aria-label={t("arabic.emirates.name")}
        aria-invalid={!!error}
        aria-describedby={error ? "emirate-error" : undefined}
        data-testid="emirate-name-ar"
      />
      {error && (
        <span id="emirate-error" className="mt-1 block text-sm text-red-600">
          {error}
        </span>
      )}
    </>
  );
  const shown = (list ?? []).filter((e) => !missingOnly || missingArabic("emirates", e).length > 0);
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
        onClick={cancel}
        className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold"
      >
        {t("emirates.cancel")}
      </button>
    </div>
  );
  return (
    <div>
      {dialog}
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled={busy}
          onClick={() => setEditing({ id: "new", name: "", nameAr: "" })}
          className="h-10 rounded-lg bg-teal-700 px-4 font-semibold text-white disabled:opacity-50"
          data-testid="add-emirate"
        >
          + {t("emirates.add")}
        </button>
        {list && list.length > 0 && (
          <MissingArabicFilter
            checked={missingOnly}
            onChange={setMissingOnly}
            count={list.filter((e) => missingArabic("emirates", e).length > 0).length}
          />
        )}
      </div>
      {!list ? (
        <div className="h-40 animate-pulse rounded-2xl bg-white" />
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <table className="w-full text-sm" data-testid="emirates-table">
            <thead className="bg-slate-50 text-xs uppercase text-slate-500">
              <tr>
                <th className="px-4 py-3 text-start">{t("emirates.name")}</th>
                <th className="px-4 py-3 text-start">{t("arabic.emirates.name")}</th>
                <th className="px-4 py-3 text-start" title={t("emirates.storeCountHint")}>
                  {t("emirates.stores")}
                </th>
                <th className="px-4 py-3 text-start">{t("emirates.actions")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.length === 0 && editing?.id !== "new" && (
                <tr>
                  <td colSpan={4} className="px-4 py-6 text-center text-slate-600">
                    {list.length === 0 ? t("emirates.empty") : t("arabic.noneMissing")}
                  </td>
                </tr>
              )}
              {shown.map((e) => (
                <tr key={e.id} data-testid="emirate-row">
                  <td className="px-4 py-2">
                    {editing?.id === e.id ? (
                      nameInput
                    ) : (
                      <span lang="en" dir="ltr">
                        {e.name}
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-2">
                    {editing?.id === e.id ? (
                      nameArInput
                    ) : e.nameAr ? (
                      <span className={ARABIC_FONT} {...ARABIC_INPUT}>
                        {e.nameAr}
                      </span>
                    ) : (
                      <span
                        className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
                        data-testid="arabic-missing"
                      >
                        {t("arabic.emirates.missing")}
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-2">{e.storeCount}</td>
                  <td className="px-4 py-2">
                    {editing?.id === e.id ? (
                      saveButtons
                    ) : (
                      <div className="flex gap-2">
                        <button
                          type="button"
                          disabled={busy}
                          onClick={() => setEditing({ id: e.id, name: e.name, nameAr: e.nameAr ?? "" })}
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
                  <td className="px-4 py-2">{nameArInput}</td>
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
