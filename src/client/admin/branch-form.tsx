"use client";
/**
 * New and edit branch (spec section 5): name, slug (follows the name until saved, editable), store,
 * emirate (from /api/emirates, the spec's seven in its order first; sent by slug) and
 * address required; phone, hours and coordinates optional and sent as null when empty;
 * storeId sent as an integer.
 */
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { twinFields } from "#lib/missing-arabic.ts";
import { branchInputSchema } from "#schemas/branch.ts";
import { fieldBinder, slugFollows } from "./forms/bind-field.ts";
import { InputField, SelectField } from "./forms/controls.tsx";
import { FormActions, FormSkeleton, RecordGone } from "./forms/form-frame.tsx";
import { LanguageFields } from "./forms/language-fields.tsx";
import { useEmirateOptions, useStoreOptions } from "./forms/use-options.ts";
import { recordToValues, useResourceForm } from "./forms/use-resource-form.ts";
import { HoursEditor } from "./hours/hours-editor.tsx";

/** The texts each language tab holds (errors there show the tab). */
const TEXTS = twinFields("branches");

type Values = {
  name: string;
  nameAr: string;
  slug: string;
  storeId: string;
  emirate: string;
  address: string;
  addressAr: string;
  phone: string;
  hours: string;
  hoursAr: string;
  openingHours: string;
  latitude: string;
  longitude: string;
};
const EMPTY: Values = {
  name: "",
  nameAr: "",
  slug: "",
  storeId: "",
  emirate: "",
  address: "",
  addressAr: "",
  phone: "",
  hours: "",
  hoursAr: "",
  openingHours: "",
  latitude: "",
  longitude: "",
};

const fromValues = recordToValues(EMPTY);
/** The emirate is chosen and sent by slug: it stays when operators rename the emirate. */
const fromRecord = (b: Record<string, unknown>): Values => ({ ...fromValues(b), emirate: String(b.emirateSlug ?? "") });

export function BranchForm({ branchId, listHref }: { branchId: number | null; listHref: string }) {
  const { t } = useTranslation("admin");
  const form = useResourceForm({
    ns: "branches",
    endpoint: "/api/branches",
    id: branchId,
    listHref,
    initial: EMPTY,
    fromRecord,
  });
  const { values, errors } = form;
  const stores = useStoreOptions();
  const emirates = useEmirateOptions();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void form.submit(
      {
        ...values,
        storeId: values.storeId ? Number.parseInt(values.storeId, 10) : undefined,
      },
      branchInputSchema,
    );
  }

  if (form.loading) return <FormSkeleton />;
  if (form.missing) return <RecordGone ns="branches" listHref={listHref} />;
  const bind = fieldBinder("branch", form, { named: true, derive: slugFollows("name", form.isNew) });
  const text = (key: "slug" | "phone" | "latitude" | "longitude") => (
    <InputField
      {...bind(key)}
      label={t(`branches.${key}`)}
      dir="ltr"
      hint={key === "slug" && !form.isNew ? t("slugKept") : undefined}
    />
  );
  /** The texts in one language, labelled after their English field. */
  const texts = (lang: "en" | "ar") =>
    TEXTS[lang].map((key, i) => (
      <InputField
        key={key}
        {...bind(key)}
        label={t(lang === "en" ? `branches.${TEXTS.en[i]}` : `arabic.branches.${TEXTS.en[i]}`)}
        language={lang}
      />
    ));
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6"
      data-testid="branch-form"
    >
      <LanguageFields id="branch-texts" errors={errors} fields={TEXTS} english={texts("en")} arabic={texts("ar")} />
      <div className="grid gap-5 sm:grid-cols-2">
        {text("slug")}
        <SelectField
          {...bind("storeId", "branch-store")}
          label={t("branches.store")}
          placeholder={t("branches.chooseStore")}
          options={stores.map((s) => ({ value: s.id, label: s.name }))}
        />
        <SelectField
          {...bind("emirate")}
          label={t("branches.emirate")}
          placeholder={t("branches.chooseEmirate")}
          options={emirates.map((e) => ({ value: e.slug, label: e.name }))}
        />
        {text("phone")}
        <div className="grid grid-cols-2 gap-3">
          {text("latitude")}
          {text("longitude")}
        </div>
      </div>
      <HoursEditor
        value={values.openingHours}
        onChange={(openingHours) => form.setValues((v) => ({ ...v, openingHours }))}
        error={errors.openingHours}
        freeText={values.hours}
      />
      <FormActions ns="branches" isNew={form.isNew} saving={form.saving} listHref={listHref} />
    </form>
  );
}
