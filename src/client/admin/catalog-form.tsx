"use client";
/**
 * New and edit catalogue (spec section 5). The branch select works only once a store is
 * chosen and goes back to 'No specific branch' (null) when the store changes. The PDF
 * comes from an upload or an address. The server processes it after saving (page images,
 * text, the page count, and page 1 as the cover when the catalogue has no cover of its own);
 * an edited catalogue shows that processing live, with Retry when it failed. Pages stays
 * editable (the spec's field); an upload fills it at once with the count the server read.
 */
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { twinFields } from "#lib/missing-arabic.ts";
import { CATALOG_CATEGORIES } from "#lib/taxonomy.ts";
import { catalogInputSchema } from "#schemas/catalog.ts";
import { apiRequest } from "./admin-fetch.ts";
import { CatalogFileFields } from "./catalog-file-fields.tsx";
import { catalogBody, catalogFromRecord, deriveCatalog, EMPTY_CATALOG } from "./catalog-values.ts";
import { fieldBinder } from "./forms/bind-field.ts";
import { InputField, SelectField, TextareaField } from "./forms/controls.tsx";
import { FormActions, FormSkeleton, RecordGone } from "./forms/form-frame.tsx";
import { LanguageFields } from "./forms/language-fields.tsx";
import { useStoreOptions } from "./forms/use-options.ts";
import { useResourceForm } from "./forms/use-resource-form.ts";
import { useCatalogFiles } from "./use-catalog-files.ts";

/** The texts each language tab holds (errors there show the tab). */
const TEXTS = twinFields("catalogs");

export function CatalogForm({ catalogId, listHref }: { catalogId: number | null; listHref: string }) {
  const { t } = useTranslation("admin");
  const form = useResourceForm({
    ns: "catalogs",
    endpoint: "/api/catalogs",
    id: catalogId,
    listHref,
    initial: EMPTY_CATALOG,
    fromRecord: catalogFromRecord,
  });
  const { values, errors } = form;
  const stores = useStoreOptions();
  const [branches, setBranches] = useState<{ id: number; name: string }[]>([]);
  const files = useCatalogFiles(catalogId, form.setValues, (message) => form.setFieldError("fileUrl", message));

  useEffect(() => {
    if (!values.storeId) return setBranches([]);
    apiRequest<{ data: { id: number; name: string }[] }>("GET", `/api/branches/store/${values.storeId}`).then(
      (r) => setBranches(r.data),
      () => setBranches([]),
    );
  }, [values.storeId]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void form.submit(catalogBody(values), catalogInputSchema);
  }

  if (form.loading) return <FormSkeleton />;
  if (form.missing) return <RecordGone ns="catalogs" listHref={listHref} />;
  const bind = fieldBinder("catalog", form, { derive: deriveCatalog });
  const label = (key: string) => t(`catalogs.${key}`);
  /** Title and description in one language. */
  const texts = (lang: "en" | "ar") => {
    const [title, description] = TEXTS[lang];
    const en = lang === "en";
    return (
      <>
        <InputField {...bind(title)} label={en ? label("titleField") : t("arabic.catalogs.title")} language={lang} />
        <TextareaField
          {...bind(description)}
          label={en ? label("description") : t("arabic.catalogs.description")}
          language={lang}
          rows={3}
        />
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
          {...bind("storeId", "catalog-store")}
          label={label("store")}
          placeholder={t("catalogs.chooseStore")}
          options={stores.map((s) => ({ value: s.id, label: s.name }))}
        />
        <SelectField
          {...bind("branchId", "catalog-branch")}
          label={label("branch")}
          disabled={!values.storeId}
          placeholder={t("catalogs.noBranch")}
          options={branches.map((b) => ({ value: b.id, label: b.name }))}
        />
        <SelectField
          {...bind("category")}
          label={label("category")}
          className="sm:col-span-2"
          placeholder={t("catalogs.chooseCategory")}
          options={CATALOG_CATEGORIES.map((c) => ({ value: c, label: c }))}
        />
        <CatalogFileFields
          file={bind("fileUrl", "catalog-file")}
          pages={bind("pages")}
          cover={bind("coverImage", "catalog-cover")}
          catalogId={catalogId}
          files={files}
        />
        <InputField {...bind("startDate", "catalog-start")} label={label("startDate")} type="date" />
        <InputField {...bind("expiryDate", "catalog-expiry")} label={label("expiryDate")} type="date" />
      </div>
      <FormActions ns="catalogs" isNew={form.isNew} saving={form.saving} busy={files.working} listHref={listHref} />
    </form>
  );
}
