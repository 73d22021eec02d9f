"use client";
/**
 * New and edit catalogue (spec section 5). The branch select works only once a store is
 * chosen and goes back to 'No specific branch' (null) when the store changes. The PDF
 * comes from an upload or an address. The server processes it after saving (page images,
 * text, the page count, and page 1 as the cover when the catalogue has no cover of its own);
 * an edited catalogue shows that processing live, with Retry when it failed. Pages stays
 * editable (the spec's field); an upload fills it at once with the count the server read.
 */
import { type ChangeEvent, type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { twinFields } from "../../lib/missing-arabic.ts";
import { CATALOG_CATEGORIES } from "../../lib/taxonomy.ts";
import { catalogInputSchema } from "../../schemas/catalog.ts";
import { toast } from "../toast-store.ts";
import { apiRequest, errorText } from "./admin-fetch.ts";
import { upload } from "./catalog-pdf.ts";
import { controlClass, Field, SelectField } from "./forms/field.tsx";
import { FormActions, FormSkeleton } from "./forms/form-frame.tsx";
import { ImagePreview } from "./forms/image-preview.tsx";
import { ARABIC_FONT, ARABIC_INPUT, ENGLISH_INPUT, LanguageFields } from "./forms/language-fields.tsx";
import { useStoreOptions } from "./forms/use-options.ts";
import { recordToValues, useResourceForm } from "./forms/use-resource-form.ts";
import { ProcessingBadge, useProcessingStatuses } from "./processing-status.tsx";

/** The texts each language tab holds (errors there show the tab). */
const TEXTS = twinFields("catalogs");

type Values = {
  title: string;
  titleAr: string;
  storeId: string;
  branchId: string;
  category: string;
  description: string;
  descriptionAr: string;
  fileUrl: string;
  coverImage: string;
  /** As typed; a number (or empty for none) when sent. */
  pages: string;
  startDate: string;
  expiryDate: string;
};
const EMPTY: Values = {
  title: "",
  titleAr: "",
  storeId: "",
  branchId: "",
  category: "",
  description: "",
  descriptionAr: "",
  fileUrl: "",
  coverImage: "",
  pages: "",
  startDate: "",
  expiryDate: "",
};

const fromRecord = recordToValues(EMPTY);

/** A cover processing made from page 1 (replaced when the PDF changes), not an operator's own. */
const madeCover = (url: string) => url.startsWith("/media/pages/");

export function CatalogForm({ catalogId, listHref }: { catalogId: number | null; listHref: string }) {
  const { t } = useTranslation("admin");
  const form = useResourceForm({
    ns: "catalogs",
    endpoint: "/api/catalogs",
    id: catalogId,
    listHref,
    initial: EMPTY,
    fromRecord,
  });
  const { values, setValues, errors } = form;
  const stores = useStoreOptions();
  const [branches, setBranches] = useState<{ id: number; name: string }[]>([]);
  const [working, setWorking] = useState(false);
  const watched = useMemo(() => (catalogId === null ? [] : [catalogId]), [catalogId]);
  const { statuses, retry } = useProcessingStatuses(watched);
  const state = catalogId === null ? undefined : statuses.get(catalogId)?.state;

  // Processing that ends while the form is open wrote the page count and maybe the cover: take
  // them into the form (for the same PDF), so saving does not put back the values from before.
  const lastState = useRef(state);
  useEffect(() => {
    const was = lastState.current;
    lastState.current = state;
    if (state !== "ready" || (was !== "queued" && was !== "processing") || catalogId === null) return;
    apiRequest<Record<string, unknown>>("GET", `/api/catalogs/${catalogId}`).then(
      (record) => {
        const saved = fromRecord(record);
        setValues((v) =>
          v.fileUrl !== saved.fileUrl
            ? v
            : {
                ...v,
                pages: saved.pages || v.pages,
                coverImage: !v.coverImage || madeCover(v.coverImage) ? saved.coverImage : v.coverImage,
              },
        );
      },
      () => {}, // the values typed stay; the list shows the processed ones
    );
  }, [state, catalogId, setValues]);

  useEffect(() => {
    if (!values.storeId) return setBranches([]);
    apiRequest<{ data: { id: number; name: string }[] }>("GET", `/api/branches/store/${values.storeId}`).then(
      (r) => setBranches(r.data),
      () => setBranches([]),
    );
  }, [values.storeId]);

  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => {
      if (key === "storeId") return { ...v, storeId: e.target.value, branchId: "" };
      // Another PDF: the old one's page 1 is not its cover (processing makes the new one).
      if (key === "fileUrl" && madeCover(v.coverImage)) return { ...v, fileUrl: e.target.value, coverImage: "" };
      return { ...v, [key]: e.target.value };
    });

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    setWorking(true);
    try {
      const uploaded = await upload("/api/admin/uploads/catalog", file, file.name);
      setValues((v) => ({
        ...v,
        fileUrl: uploaded.fileUrl ?? "",
        pages: uploaded.pages ? String(uploaded.pages) : v.pages,
        // Page 1 of the old PDF is not this one's cover: processing makes the new one.
        coverImage: madeCover(v.coverImage) ? "" : v.coverImage,
      }));
    } catch (error) {
      toast({ title: t("catalogs.uploadFailed"), description: errorText(error, ""), variant: "destructive" });
    } finally {
      setWorking(false);
    }
  }

  async function onCover(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    setWorking(true);
    try {
      const uploaded = await upload("/api/admin/uploads/cover", file, file.name);
      setValues((v) => ({ ...v, coverImage: uploaded.url ?? v.coverImage }));
    } catch (error) {
      toast({ title: t("processing.coverUploadFailed"), description: errorText(error, ""), variant: "destructive" });
    } finally {
      setWorking(false);
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const body = {
      ...values,
      storeId: values.storeId ? Number.parseInt(values.storeId, 10) : undefined,
      branchId: values.branchId ? Number.parseInt(values.branchId, 10) : null,
      category: values.category || null,
      pages: values.pages.trim() === "" ? null : Number(values.pages),
    };
    void form.submit(body, catalogInputSchema);
  }

  if (form.loading) return <FormSkeleton />;
  const cls = (n: string) => controlClass(!!errors[n]);
  const label = (key: string) => t(`catalogs.${key}`);
  /** Title and description in one language: English left to right, Arabic right to left in the Arabic font. */
  const texts = (lang: "en" | "ar") => {
    const [title, description] = TEXTS[lang];
    const props = lang === "en" ? ENGLISH_INPUT : ARABIC_INPUT;
    const font = lang === "ar" ? ARABIC_FONT : "";
    return (
      <>
        <Field
          id={`catalog-${title}`}
          label={lang === "en" ? label("titleField") : t("arabic.catalogs.title")}
          error={errors[title]}
        >
          {(control) => (
            <input
              {...control}
              {...props}
              value={values[title]}
              onChange={set(title)}
              className={`${cls(title)} ${font}`}
            />
          )}
        </Field>
        <Field
          id={`catalog-${description}`}
          label={lang === "en" ? label("description") : t("arabic.catalogs.description")}
          error={errors[description]}
        >
          {(control) => (
            <textarea
              {...control}
              {...props}
              rows={3}
              value={values[description]}
              onChange={set(description)}
              className={`${cls(description)} ${font}`}
            />
          )}
        </Field>
      </>
    );
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6"
      data-testid="catalog-form"
    >
      <LanguageFields id="catalog-texts" errors={errors} fields={TEXTS} english={texts("en")} arabic={texts("ar")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="catalog-store"
          label={label("store")}
          error={errors.storeId}
          value={values.storeId}
          onChange={set("storeId")}
          placeholder={t("catalogs.chooseStore")}
          options={stores.map((s) => ({ value: s.id, label: s.name }))}
        />
        <SelectField
          id="catalog-branch"
          label={label("branch")}
          error={errors.branchId}
          value={values.branchId}
          onChange={set("branchId")}
          disabled={!values.storeId}
          placeholder={t("catalogs.noBranch")}
          options={branches.map((b) => ({ value: b.id, label: b.name }))}
        />
        <SelectField
          id="catalog-category"
          label={label("category")}
          error={errors.category}
          className="sm:col-span-2"
          value={values.category}
          onChange={set("category")}
          placeholder={t("catalogs.chooseCategory")}
          options={CATALOG_CATEGORIES.map((c) => ({ value: c, label: c }))}
        />
        <Field
          id="catalog-file"
          label={label("fileUrl")}
          error={errors.fileUrl}
          className="sm:col-span-2"
          after={
            <>
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <label className="cursor-pointer rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50">
                  {working ? t("catalogs.uploading") : t("catalogs.upload")}
                  <input
                    type="file"
                    accept="application/pdf,.pdf"
                    onChange={(e) => void onFile(e)}
                    className="sr-only"
                    data-testid="pdf-upload"
                  />
                </label>
              </div>
              {catalogId === null ? (
                <p className="mt-2 text-xs text-slate-500">{t("processing.formNew")}</p>
              ) : (
                <div className="mt-3 flex flex-wrap items-start gap-x-3 gap-y-1 text-sm" aria-live="polite">
                  <span className="py-0.5 font-medium text-slate-700">{t("processing.formTitle")}</span>
                  <ProcessingBadge status={statuses.get(catalogId)} onRetry={retry} testId="form-processing" />
                </div>
              )}
            </>
          }
        >
          {(control) => (
            <input {...control} value={values.fileUrl} onChange={set("fileUrl")} className={cls("fileUrl")} dir="ltr" />
          )}
        </Field>
        <Field
          id="catalog-pages"
          label={label("pages")}
          error={errors.pages}
          hint={t("processing.pagesHint")}
          className="sm:col-span-2"
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={2000}
              step={1}
              value={values.pages}
              onChange={set("pages")}
              className={`${cls("pages")} max-w-40`}
              dir="ltr"
            />
          )}
        </Field>
        <Field
          id="catalog-cover"
          label={label("coverImage")}
          error={errors.coverImage}
          className="sm:col-span-2"
          hint={t("processing.coverHint")}
          after={
            <>
              <label className="mt-2 inline-block cursor-pointer rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50">
                {working ? t("catalogs.uploading") : t("processing.uploadCover")}
                <input
                  type="file"
                  accept="image/png,.png"
                  onChange={(e) => void onCover(e)}
                  className="sr-only"
                  data-testid="cover-upload"
                />
              </label>
              <ImagePreview
                src={values.coverImage}
                className="mt-2 h-40 rounded-lg border border-slate-200 object-contain"
                testId="cover-preview"
              />
            </>
          }
        >
          {(control) => (
            <input
              {...control}
              value={values.coverImage}
              onChange={set("coverImage")}
              className={cls("coverImage")}
              dir="ltr"
            />
          )}
        </Field>
        <Field id="catalog-start" label={label("startDate")} error={errors.startDate}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={values.startDate}
              onChange={set("startDate")}
              className={cls("startDate")}
            />
          )}
        </Field>
        <Field id="catalog-expiry" label={label("expiryDate")} error={errors.expiryDate}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={values.expiryDate}
              onChange={set("expiryDate")}
              className={cls("expiryDate")}
            />
          )}
        </Field>
      </div>
      <FormActions ns="catalogs" isNew={form.isNew} saving={form.saving} busy={working} listHref={listHref} />
    </form>
  );
}
