"use client";
/**
 * /admin/categories: the list plus a side panel to add or edit one (spec section 4:
 * panel is add, edit or none). The name must not be blank after trimming (otherwise
 * nothing is sent); an emptied icon is sent as null. The name is kept in English and in
 * Arabic; rows say when the Arabic is missing and can be filtered to those.
 */
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "#client/toast-store.ts";
import { missingArabic, twinFields } from "#lib/missing-arabic.ts";
import { categoryInputSchema } from "#schemas/taxonomy.ts";
import { apiRequest, errorText, RequestError, refusalReason } from "./admin-fetch.ts";
import { useConfirmDialog } from "./confirm-dialog.tsx";
import { deleteQuestion } from "./delete-question.ts";
import { ARABIC_FONT, ARABIC_INPUT, ENGLISH_INPUT, LanguageFields } from "./forms/language-fields.tsx";
import { ArabicBadge, MissingArabicFilter, useMissingArabicFilter } from "./missing-arabic.tsx";

type Category = { id: number; name: string; nameAr: string | null; icon: string | null; storeCount: number };
const TEXTS = twinFields("categories");
const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border px-3 py-2 ${invalid ? "border-red-500" : "border-slate-300"}`;
type Panel = { mode: "add" } | { mode: "edit"; category: Category } | null;

export function CategoriesPanel({ missingOnly: startMissingOnly }: { missingOnly: boolean }) {
  const { t, i18n } = useTranslation("admin");
  const { ask, dialog } = useConfirmDialog();
  const [list, setList] = useState<Category[] | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const [name, setName] = useState("");
  const [nameAr, setNameAr] = useState("");
  const [icon, setIcon] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [missingOnly, setMissingOnly] = useMissingArabicFilter(startMissingOnly);
  const load = useCallback(
    () => void apiRequest<Category[]>("GET", "/api/categories").then(setList, () => setList([])),
    [],
  );
  useEffect(load, [load]);

  const open = (p: Panel) => {
    setPanel(p);
    setErrors({});
    setName(p?.mode === "edit" ? p.category.name : "");
    setNameAr(p?.mode === "edit" ? (p.category.nameAr ?? "") : "");
    setIcon(p?.mode === "edit" ? (p.category.icon ?? "") : "");
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    // The API's schema, with the panel's own words for the one rule an operator meets most.
    const parsed = categoryInputSchema.safeParse({ name, nameAr, icon });
    if (!parsed.success)
      return setErrors(
        Object.fromEntries(
          parsed.error.issues.map((i) => [
            String(i.path[0]),
            i.path[0] === "name" ? t("categories.nameRequired") : i.message,
          ]),
        ),
      );
    setErrors({});
    const editing = panel?.mode === "edit" ? panel.category : null;
    try {
      if (editing) await apiRequest("PATCH", `/api/categories/${editing.id}`, parsed.data);
      else await apiRequest("POST", "/api/categories", parsed.data);
      toast({ title: editing ? t("categories.updated") : t("categories.created") });
      open(null);
      load();
    } catch (err) {
      toast({
        title: t("categories.error"),
        description:
          `${editing ? t("categories.updateFailed") : t("categories.createFailed")} ${errorText(err, "")}`.trim(),
        variant: "destructive",
      });
    }
  }

  async function remove(c: Category) {
    if (!(await ask(deleteQuestion(t, i18n.language, (i18n.language === "ar" && c.nameAr) || c.name, {})))) return;
    try {
      await apiRequest("DELETE", `/api/categories/${c.id}`);
      toast({ title: t("categories.deleted") });
      load();
    } catch (err) {
      // In use (409): say so in the operator's language, with the server's count; no "try again".
      const inUse = err instanceof RequestError && err.status === 409 && c.storeCount > 0;
      toast({
        title: t("categories.error"),
        description: inUse
          ? t("extra.categoryInUse", { count: c.storeCount })
          : (refusalReason(err) ?? t("categories.deleteFailed")),
        variant: "destructive",
      });
      if (inUse) load(); // the count may have changed since the list was loaded
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {dialog}
      <div className="lg:col-span-2">
        <button
          type="button"
          onClick={() => open({ mode: "add" })}
          className="mb-4 h-10 rounded-lg bg-teal-700 px-4 font-semibold text-white hover:bg-teal-800"
          data-testid="add-category"
        >
          + {t("categories.add")}
        </button>
        {list && list.length > 0 && (
          <div className="mb-4">
            <MissingArabicFilter
              checked={missingOnly}
              onChange={setMissingOnly}
              count={list.filter((c) => missingArabic("categories", c).length > 0).length}
            />
          </div>
        )}
        {!list ? (
          <div className="h-40 animate-pulse rounded-2xl bg-white" />
        ) : list.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            {t("categories.empty")}
          </p>
        ) : missingOnly && !list.some((c) => missingArabic("categories", c).length > 0) ? (
          <p
            className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600"
            data-testid="admin-empty"
          >
            {t("arabic.noneMissing")}
          </p>
        ) : (
          <ul
            className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
            data-testid="categories"
          >
            {list
              .filter((c) => !missingOnly || missingArabic("categories", c).length > 0)
              .map((c) => (
                <li key={c.id} className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="category-row">
                  <span className="w-8 text-center text-xl" aria-hidden="true">
                    {c.icon}
                  </span>
                  <span className="min-w-32 flex-1">
                    <span className="block font-medium text-slate-900" lang="en" dir="ltr">
                      {c.name}
                    </span>
                    {c.nameAr ? (
                      <span className={`block text-sm text-slate-700 ${ARABIC_FONT}`} {...ARABIC_INPUT}>
                        {c.nameAr}
                      </span>
                    ) : (
                      <ArabicBadge missing={["name"]} />
                    )}
                  </span>
                  <span className="text-sm text-slate-600" data-testid="category-stores">
                    {t("categories.stores")}: {c.storeCount}
                  </span>
                  <button
                    type="button"
                    onClick={() => open({ mode: "edit", category: c })}
                    className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold"
                  >
                    {t("categories.edit")}
                  </button>
                  <button
                    type="button"
                    onClick={() => void remove(c)}
                    className="rounded-md border border-red-200 px-2.5 py-1 text-xs font-semibold text-red-700"
                  >
                    {t("categories.delete")}
                  </button>
                </li>
              ))}
          </ul>
        )}
      </div>
      {panel && (
        <aside className="rounded-2xl border border-slate-200 bg-white p-5" data-testid="category-panel">
          <h2 className="font-bold text-slate-900">
            {panel.mode === "edit" ? t("categories.editTitle") : t("categories.addTitle")}
          </h2>
          <form onSubmit={save} className="mt-4 space-y-4" noValidate>
            <LanguageFields
              id="category-texts"
              columns={false}
              errors={errors}
              fields={TEXTS}
              english={
                <div>
                  <label htmlFor="category-name" className="text-sm font-medium text-slate-700">
                    {t("categories.name")}
                  </label>
                  <input
                    {...ENGLISH_INPUT}
                    id="category-name"
                    value={name}
                    onChange={(e) => setName(e.target.value)}
                    className={inputClass(!!errors.name)}
                    aria-invalid={!!errors.name}
                    aria-describedby={errors.name ? "category-name-error" : undefined}
                  />
                  {errors.name && (
                    <span id="category-name-error" className="mt-1 block text-sm text-red-600">
                      {errors.name}
                    </span>
                  )}
                </div>
              }
              arabic={
                <div>
                  <label htmlFor="category-nameAr" className="text-sm font-medium text-slate-700">
                    {t("arabic.categories.name")}
                  </label>
                  <input
                    {...ARABIC_INPUT}
                    id="category-nameAr"
                    value={nameAr}
                    onChange={(e) => setNameAr(e.target.value)}
                    className={`${inputClass(!!errors.nameAr)} ${ARABIC_FONT}`}
                    aria-invalid={!!errors.nameAr}
                    aria-describedby={errors.nameAr ? "category-nameAr-error" : undefined}
                    data-testid="category-name-ar"
                  />
                  {errors.nameAr && (
                    <span id="category-nameAr-error" className="mt-1 block text-sm text-red-600">
                      {errors.nameAr}
                    </span>
                  )}
                </div>
              }
            />
            <label className="block">
              <span className="text-sm font-medium text-slate-700">{t("categories.icon")}</span>
              <input
                value={icon}
                onChange={(e) => setIcon(e.target.value)}
                maxLength={16}
                className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
              />
            </label>
            <div className="flex gap-2">
              <button type="submit" className="h-10 rounded-lg bg-teal-700 px-4 font-semibold text-white">
                {t("categories.save")}
              </button>
              <button
                type="button"
                onClick={() => open(null)}
                className="h-10 rounded-lg border border-slate-300 px-4 font-semibold"
              >
                {t("categories.cancel")}
              </button>
            </div>
          </form>
        </aside>
      )}
    </div>
  );
}
