"use client";
/**
 * New and edit store share this form (spec sections 2 and 5): the slug follows every
 * edit of the name and stays editable, an empty slug is made from the name by the API,
 * empty optional fields are sent as null, and image previews hide when they fail.
 * The body is checked with the same zod schema the API uses before it is sent.
 */
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { twinFields } from "../../lib/missing-arabic.ts";
import { slugify } from "../../lib/slug.ts";
import { storeInputSchema } from "../../schemas/store.ts";
import { apiRequest } from "./admin-fetch.ts";
import { controlClass, Field, SelectField } from "./forms/field.tsx";
import { FormActions, FormSkeleton } from "./forms/form-frame.tsx";
import { ImagePreview } from "./forms/image-preview.tsx";
import { ARABIC_FONT, ARABIC_INPUT, ENGLISH_INPUT, LanguageFields } from "./forms/language-fields.tsx";
import { recordToValues, useResourceForm } from "./forms/use-resource-form.ts";

type Category = { id: number; name: string };
type Values = {
  name: string;
  nameAr: string;
  slug: string;
  category: string;
  description: string;
  descriptionAr: string;
  logo: string;
  image: string;
  website: string;
  phone: string;
  email: string;
  facebook: string;
  instagram: string;
  twitter: string;
  featured: boolean;
  premium: boolean;
};
const EMPTY: Values = {
  name: "",
  nameAr: "",
  slug: "",
  category: "",
  description: "",
  descriptionAr: "",
  logo: "",
  image: "",
  website: "",
  phone: "",
  email: "",
  facebook: "",
  instagram: "",
  twitter: "",
  featured: false,
  premium: false,
};

const fromRecord = recordToValues(EMPTY);

/** The texts each language tab holds (errors there show the tab). */
const TEXTS = twinFields("stores");

const Preview = ({ src }: { src: string }) => (
  <ImagePreview
    src={src}
    className="mt-2 h-16 max-w-40 rounded-lg border border-slate-200 object-contain"
    testId="image-preview"
  />
);

export function StoreForm({ storeId, listHref }: { storeId: number | null; listHref: string }) {
  const { t } = useTranslation("admin");
  const form = useResourceForm({
    ns: "stores",
    endpoint: "/api/stores",
    id: storeId,
    listHref,
    initial: EMPTY,
    fromRecord,
  });
  const { values, setValues, errors } = form;
  const [categories, setCategories] = useState<Category[]>([]);

  useEffect(() => {
    apiRequest<Category[]>("GET", "/api/categories").then(setCategories, () => setCategories([]));
  }, []);

  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) =>
      key === "name" ? { ...v, name: e.target.value, slug: slugify(e.target.value) } : { ...v, [key]: e.target.value },
    );

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void form.submit(values, storeInputSchema);
  }

  if (form.loading) return <FormSkeleton />;
  const field = (name: keyof Values, type = "text", extra: { hint?: ReactNode; after?: ReactNode } = {}) => (
    <Field id={`store-${name}`} label={t(`stores.${name}`)} error={errors[name]} {...extra}>
      {(control) => (
        <input
          {...control}
          name={name}
          // type=url would demand absolute addresses; these fields also take a site path (/media/...).
          type={type === "url" ? "text" : type}
          inputMode={type === "url" ? "url" : undefined}
          value={values[name] as string}
          onChange={set(name)}
          className={controlClass(!!errors[name])}
          dir={type === "url" || type === "email" || type === "tel" ? "ltr" : undefined}
        />
      )}
    </Field>
  );
  const nameField = (key: "name" | "nameAr") => (
    <Field id={`store-${key}`} label={t(key === "name" ? "stores.name" : "arabic.stores.name")} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          {...(key === "name" ? ENGLISH_INPUT : ARABIC_INPUT)}
          name={key}
          value={values[key]}
          onChange={set(key)}
          className={`${controlClass(!!errors[key])} ${key === "nameAr" ? ARABIC_FONT : ""}`}
        />
      )}
    </Field>
  );
  const descriptionField = (key: "description" | "descriptionAr") => (
    <Field
      id={`store-${key}`}
      label={t(key === "description" ? "stores.description" : "arabic.stores.description")}
      error={errors[key]}
    >
      {(control) => (
        <textarea
          {...control}
          {...(key === "description" ? ENGLISH_INPUT : ARABIC_INPUT)}
          name={key}
          rows={4}
          value={values[key]}
          onChange={set(key)}
          className={`${controlClass(!!errors[key])} ${key === "descriptionAr" ? ARABIC_FONT : ""}`}
        />
      )}
    </Field>
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6"
      data-testid="store-form"
    >
      <LanguageFields
        id="store-texts"
        errors={errors}
        fields={TEXTS}
        english={
          <>
            {nameField("name")}
            {descriptionField("description")}
          </>
        }
        arabic={
          <>
            {nameField("nameAr")}
            {descriptionField("descriptionAr")}
          </>
        }
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {field("slug", "text", { hint: t("stores.slugHint") })}
        <SelectField
          id="store-category"
          label={t("stores.category")}
          error={errors.category}
          name="category"
          value={values.category}
          onChange={set("category")}
          placeholder={t("stores.chooseCategory")}
          options={categories.map((c) => ({ value: c.name, label: c.name }))}
        />
        {field("phone", "tel")}
        {field("email", "email")}
        {field("website", "url")}
        {field("logo", "url", { after: <Preview src={values.logo} /> })}
        {field("image", "url", { after: <Preview src={values.image} /> })}
        {field("facebook", "url")}
        {field("instagram", "url")}
        {field("twitter", "url")}
      </div>
      <fieldset className="flex gap-6">
        <legend className="mb-2 text-sm font-medium text-slate-700">{t("stores.flags")}</legend>
        {(["featured", "premium"] as const).map((flag) => (
          <label key={flag} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={flag}
              checked={values[flag]}
              onChange={(e) => setValues((v) => ({ ...v, [flag]: e.target.checked }))}
              className="h-4 w-4 accent-teal-600"
            />
            {t(`stores.${flag}`)}
          </label>
        ))}
      </fieldset>
      <FormActions ns="stores" isNew={form.isNew} saving={form.saving} listHref={listHref} />
    </form>
  );
}
