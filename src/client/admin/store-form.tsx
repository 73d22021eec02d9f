"use client";
/**
 * New and edit store share this form (spec sections 2 and 5): on a new store the slug follows
 * every edit of the name and stays editable (once saved it is the store's address and changes
 * only when edited itself), an empty slug is made from the name by the API,
 * empty optional fields are sent as null, the logo and cover are typed as addresses or
 * uploaded (PNG, JPEG or WebP), and image previews hide when they fail.
 * The body is checked with the same zod schema the API uses before it is sent.
 */
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { twinFields } from "#lib/missing-arabic.ts";
import { storeInputSchema } from "#schemas/store.ts";
import { apiRequest } from "./admin-fetch.ts";
import { fieldBinder, slugFollows } from "./forms/bind-field.ts";
import { InputField, SelectField, TextareaField } from "./forms/controls.tsx";
import { FormActions, FormSkeleton, RecordGone } from "./forms/form-frame.tsx";
import { ImagePreview } from "./forms/image-preview.tsx";
import { ImageUploadButton } from "./forms/image-upload.tsx";
import { LanguageFields } from "./forms/language-fields.tsx";
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

/** Address fields: type=url would demand absolute addresses, and these also take a site path (/media/...). */
const LINK = { type: "text", inputMode: "url", dir: "ltr" } as const;
const LINKS = ["website", "logo", "image", "facebook", "instagram", "twitter"] as const;

const Preview = ({ src }: { src: string }) => (
  <ImagePreview
    src={src}
    className="mt-2 h-16 max-w-40 rounded-lg border border-slate-200 object-contain"
    testId="image-preview"
  />
);

/** The images a store has: typed as an address or uploaded. */
const IMAGES = { logo: "uploadLogo", image: "uploadImage" } as const;

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
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    apiRequest<Category[]>("GET", "/api/categories").then(setCategories, () => setCategories([]));
  }, []);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void form.submit(values, storeInputSchema);
  }

  if (form.loading) return <FormSkeleton />;
  if (form.missing) return <RecordGone ns="stores" listHref={listHref} />;
  const bind = fieldBinder("store", form, { named: true, derive: slugFollows("name", form.isNew) });
  const link = (key: (typeof LINKS)[number], after?: ReactNode) => (
    <InputField {...bind(key)} label={t(`stores.${key}`)} {...LINK} after={after} />
  );
  const image = (key: keyof typeof IMAGES) =>
    link(
      key,
      <>
        <ImageUploadButton
          label={t(`stores.${IMAGES[key]}`)}
          failed={t("stores.uploadFailed")}
          onUploaded={(url) => setValues((v) => ({ ...v, [key]: url }))}
          onBusy={setUploading}
          testId={`${key}-upload`}
        />
        <Preview src={values[key]} />
      </>,
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
            <InputField {...bind("name")} label={t("stores.name")} language="en" />
            <TextareaField {...bind("description")} label={t("stores.description")} language="en" rows={4} />
          </>
        }
        arabic={
          <>
            <InputField {...bind("nameAr")} label={t("arabic.stores.name")} language="ar" />
            <TextareaField {...bind("descriptionAr")} label={t("arabic.stores.description")} language="ar" rows={4} />
          </>
        }
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          {...bind("slug")}
          label={t("stores.slug")}
          type="text"
          hint={form.isNew ? t("stores.slugHint") : t("slugKept")}
        />
        <SelectField
          {...bind("category")}
          label={t("stores.category")}
          placeholder={t("stores.chooseCategory")}
          options={categories.map((c) => ({ value: c.name, label: c.name }))}
        />
        <InputField {...bind("phone")} label={t("stores.phone")} type="tel" dir="ltr" />
        <InputField {...bind("email")} label={t("stores.email")} type="email" dir="ltr" />
        {link("website")}
        {image("logo")}
        {image("image")}
        {link("facebook")}
        {link("instagram")}
        {link("twitter")}
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
      <FormActions ns="stores" isNew={form.isNew} saving={form.saving} busy={uploading} listHref={listHref} />
    </form>
  );
}
