"use client";
/**
 * New and edit branch (spec section 5): name, slug (follows the name, editable), store,
 * emirate (the spec's seven, in its order), address required; phone, hours and
 * coordinates optional and sent as null when empty; storeId sent as an integer.
 */
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { BRANCH_FORM_EMIRATES } from "../../lib/emirates.ts";
import { slugify } from "../../lib/slug.ts";
import { branchInputSchema } from "../../schemas/branch.ts";
import { apiRequest } from "./admin-fetch.ts";
import { controlClass, Field } from "./forms/field.tsx";
import { FormActions, FormSkeleton } from "./forms/form-frame.tsx";
import { ARABIC_FONT, ARABIC_INPUT, ENGLISH_INPUT, LanguageFields } from "./forms/language-fields.tsx";
import { useResourceForm } from "./forms/use-resource-form.ts";

/** The texts each language tab holds (errors there show the tab). */
const TEXTS = { en: ["name", "address", "hours"], ar: ["nameAr", "addressAr", "hoursAr"] } as const;

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
  latitude: "",
  longitude: "",
};

const fromRecord = (b: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(EMPTY).map((k) => [k, b[k] === null || b[k] === undefined ? "" : String(b[k])]),
  ) as Values;

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
  const { values, setValues, errors } = form;
  const [stores, setStores] = useState<{ id: number; name: string }[]>([]);

  useEffect(() => {
    apiRequest<{ id: number; name: string }[]>("GET", "/api/stores").then(
      (list) => setStores(list.map(({ id, name }) => ({ id, name }))),
      () => setStores([]),
    );
  }, []);

  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) =>
      key === "name" ? { ...v, name: e.target.value, slug: slugify(e.target.value) } : { ...v, [key]: e.target.value },
    );

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void form.submit(
      {
        ...values,
        slug: values.slug.trim() || slugify(values.name),
        storeId: values.storeId ? Number.parseInt(values.storeId, 10) : undefined,
      },
      branchInputSchema,
    );
  }

  if (form.loading) return <FormSkeleton />;
  const text = (n: keyof Values, dir?: "ltr") => (
    <Field id={`branch-${n}`} label={t(`branches.${n}`)} error={errors[n]}>
      {(control) => (
        <input
          {...control}
          name={n}
          value={values[n]}
          onChange={set(n)}
          className={controlClass(!!errors[n])}
          dir={dir}
        />
      )}
    </Field>
  );
  /** A text in one language: English left to right, Arabic right to left in the Arabic font. */
  const texts = (lang: "en" | "ar") =>
    TEXTS[lang].map((n, i) => (
      <Field
        key={n}
        id={`branch-${n}`}
        label={t(lang === "en" ? `branches.${TEXTS.en[i]}` : `arabic.branches.${TEXTS.en[i]}`)}
        error={errors[n]}
      >
        {(control) => (
          <input
            {...control}
            {...(lang === "en" ? ENGLISH_INPUT : ARABIC_INPUT)}
            name={n}
            value={values[n]}
            onChange={set(n)}
            className={`${controlClass(!!errors[n])} ${lang === "ar" ? ARABIC_FONT : ""}`}
          />
        )}
      </Field>
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
        {text("slug", "ltr")}
        <Field id="branch-store" label={t("branches.store")} error={errors.storeId}>
          {(control) => (
            <select
              {...control}
              name="storeId"
              value={values.storeId}
              onChange={set("storeId")}
              className={controlClass(!!errors.storeId)}
            >
              <option value="">{t("branches.chooseStore")}</option>
              {stores.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="branch-emirate" label={t("branches.emirate")} error={errors.emirate}>
          {(control) => (
            <select
              {...control}
              name="emirate"
              value={values.emirate}
              onChange={set("emirate")}
              className={controlClass(!!errors.emirate)}
            >
              <option value="">{t("branches.chooseEmirate")}</option>
              {BRANCH_FORM_EMIRATES.map((e) => (
                <option key={e} value={e}>
                  {e}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text("phone", "ltr")}
        <div className="grid grid-cols-2 gap-3">
          {text("latitude", "ltr")}
          {text("longitude", "ltr")}
        </div>
      </div>
      <FormActions ns="branches" isNew={form.isNew} saving={form.saving} listHref={listHref} />
    </form>
  );
}
