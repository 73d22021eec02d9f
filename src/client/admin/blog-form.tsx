"use client";
/**
 * The blog editor screen's form (spec 'Blog editor screen' and section 5): fields in the
 * spec's order; on a new post editing the title overwrites the slug (a saved post's slug is its
 * address: it changes only when edited itself); an empty slug is made from the title by the
 * API at save (kept as saved on an update); read time at least 1 (1 when unparsable); tags split on commas; image
 * null when empty and its preview hides on error; saving disables submit. Title, excerpt,
 * content and tags are written in English and in Arabic (a second editor, right to left),
 * and the post is published in English, Arabic or both; the API's schema checks the body
 * first, so a missing Arabic title or text shows beside its field.
 */
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "#client/toast-store.ts";
import { dubaiToday } from "#lib/dates.ts";
import { BLOG_CATEGORIES, BLOG_STATUSES, POST_LANGUAGES } from "#lib/taxonomy.ts";
import { blogInputSchema } from "#schemas/blog.ts";
import { BlogTexts } from "./blog-texts.tsx";
import { BLOG_INITIAL, BLOG_TEXTS, blogBody, blogFromRecord } from "./blog-values.ts";
import { fieldBinder, slugFollows } from "./forms/bind-field.ts";
import { InputField, SelectField } from "./forms/controls.tsx";
import { FormActions, FormSkeleton, RecordGone } from "./forms/form-frame.tsx";
import { ImagePreview } from "./forms/image-preview.tsx";
import { LanguageFields } from "./forms/language-fields.tsx";
import { useResourceForm } from "./forms/use-resource-form.ts";

export function BlogForm({ blogId, listHref }: { blogId: number | null; listHref: string }) {
  const { t } = useTranslation("admin");
  const form = useResourceForm({
    ns: "blogs",
    endpoint: "/api/blogs",
    id: blogId,
    listHref,
    initial: { ...BLOG_INITIAL, publishDate: dubaiToday() },
    fromRecord: blogFromRecord,
    // The blog screen's own wording (spec): a "Success" title, and no server detail on failure.
    messages: {
      loadFailed: { title: t("blogs.error"), description: t("blogs.updateFailed") },
      saved: (isNew) => ({ title: t("blogs.success"), description: isNew ? t("blogs.created") : t("blogs.updated") }),
      saveFailed: (isNew) => ({
        title: t("blogs.error"),
        description: isNew ? t("blogs.createFailed") : t("blogs.updateFailed"),
      }),
    },
  });
  const { values, setValues, errors } = form;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void form.submit(blogBody(values), blogInputSchema);
  }

  if (form.loading) return <FormSkeleton />;
  if (form.missing) return <RecordGone ns="blogs" listHref={listHref} />;
  const bind = fieldBinder("blog", form, { derive: slugFollows("title", form.isNew) });
  const label = (key: string) => t(`blogs.${key}`);
  const onInvalid = (message: string) =>
    toast({ title: t("blogs.error"), description: message, variant: "destructive" });
  const texts = (lang: "en" | "ar") => (
    <BlogTexts lang={lang} bind={bind} values={values} errors={errors} setValues={setValues} onInvalid={onInvalid} />
  );
  const languages = bind("languages");
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="rounded-2xl border border-slate-200 bg-white"
      data-testid="blog-form"
    >
      <h2 className="border-b border-slate-200 px-6 py-4 font-bold text-slate-900">{t("blogs.card")}</h2>
      <div className="space-y-5 p-6">
        <LanguageFields
          id="blog-texts"
          errors={errors}
          fields={BLOG_TEXTS}
          english={texts("en")}
          arabic={texts("ar")}
        />
        <InputField
          {...bind("slug")}
          label={label("slug")}
          required
          dir="ltr"
          hint={form.isNew ? undefined : t("slugKept")}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            {...bind("category")}
            label={label("category")}
            required
            placeholder={t("blogs.chooseCategory")}
            options={BLOG_CATEGORIES.map((c) => ({ value: c, label: c }))}
          />
          <SelectField
            {...bind("status")}
            label={label("status")}
            options={BLOG_STATUSES.map((s) => ({ value: s, label: t(`blogs.statuses.${s}`) }))}
          />
          <InputField {...bind("author")} label={label("author")} />
          <InputField {...bind("publishDate", "blog-date")} label={label("publishDate")} type="date" />
          <InputField {...bind("readTime", "blog-read")} label={label("readTime")} type="number" min={1} />
          <InputField
            {...bind("image")}
            label={label("image")}
            dir="ltr"
            after={
              <ImagePreview
                src={values.image}
                className="mt-2 h-24 rounded-lg object-cover"
                testId="featured-preview"
              />
            }
          />
        </div>
        <fieldset aria-describedby="blog-languages-hint">
          <legend className="text-sm font-medium text-slate-700">{t("arabic.blogs.languages")}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {POST_LANGUAGES.map((lang) => (
              <label key={lang} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="languages"
                  value={lang}
                  checked={values.languages === lang}
                  onChange={languages.onChange}
                  className="h-4 w-4 accent-teal-600"
                  data-testid={`blog-languages-${lang}`}
                />
                {t(`arabic.blogs.${lang}`)}
              </label>
            ))}
          </div>
          <span id="blog-languages-hint" className="mt-1 block text-xs text-slate-500">
            {t("arabic.blogs.languagesHint")}
          </span>
          {errors.languages && <span className="mt-1 block text-sm text-red-600">{errors.languages}</span>}
        </fieldset>
        <FormActions ns="blogs" isNew={form.isNew} saving={form.saving} listHref={listHref} />
      </div>
    </form>
  );
}
