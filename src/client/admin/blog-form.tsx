"use client";
/**
 * The blog editor screen's form (spec 'Blog editor screen' and section 5): fields in the
 * spec's order; editing the title overwrites the slug; an empty slug is made from the
 * title by the API at save; read time at least 1 (1 when unparsable); tags split on commas; image
 * null when empty and its preview hides on error; saving disables submit. Title, excerpt,
 * content and tags are written in English and in Arabic (a second editor, right to left),
 * and the post is published in English, Arabic or both; the API's schema checks the body
 * first, so a missing Arabic title or text shows beside its field.
 */
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { dubaiToday } from "../../lib/dates.ts";
import { splitTags } from "../../lib/editor-rules.ts";
import { twinFields } from "../../lib/missing-arabic.ts";
import { slugify } from "../../lib/slug.ts";
import { BLOG_CATEGORIES, BLOG_STATUSES, POST_LANGUAGES } from "../../lib/taxonomy.ts";
import { blogInputSchema } from "../../schemas/blog.ts";
import { toast } from "../toast-store.ts";
import { controlClass, Field } from "./forms/field.tsx";
import { FormActions, FormSkeleton } from "./forms/form-frame.tsx";
import { ImagePreview } from "./forms/image-preview.tsx";
import { ARABIC_FONT, ARABIC_INPUT, ENGLISH_INPUT, LanguageFields } from "./forms/language-fields.tsx";
import { recordToValues, useResourceForm } from "./forms/use-resource-form.ts";
import { RichTextEditor } from "./rich-text-editor.tsx";

type Values = {
  title: string;
  titleAr: string;
  slug: string;
  category: string;
  status: string;
  author: string;
  publishDate: string;
  readTime: string;
  image: string;
  excerpt: string;
  excerptAr: string;
  content: string;
  contentAr: string;
  tags: string;
  tagsAr: string;
  languages: string;
};

/** The texts each language tab holds (errors there show the tab): the twins of the Arabic rule, then the tags. */
const TWINS = twinFields("blogs");
const TEXTS = { en: [...TWINS.en, "tags"], ar: [...TWINS.ar, "tagsAr"] } as const;
/** Saved tags as typed: joined with a comma, the Arabic comma for Arabic tags. */
const tagText = (tags: unknown, comma = ", ") => (Array.isArray(tags) ? (tags as string[]).join(comma) : "");

/** A new post's values (its publish date is today's, set when the form opens). */
const INITIAL: Values = {
  title: "",
  titleAr: "",
  slug: "",
  category: "",
  status: "draft",
  author: "Admin",
  publishDate: "",
  readTime: "1",
  image: "",
  excerpt: "",
  excerptAr: "",
  content: "",
  contentAr: "",
  tags: "",
  tagsAr: "",
  languages: "en",
};

const fromValues = recordToValues(INITIAL);
const fromRecord = (b: Record<string, unknown>): Values => ({
  ...fromValues(b),
  status: String(b.status ?? "draft").toLowerCase(),
  readTime: String(b.readTime ?? 1),
  tags: tagText(b.tags),
  tagsAr: tagText(b.tagsAr, "، "),
  languages: String(b.languages ?? "en"),
});

export function BlogForm({ blogId, listHref }: { blogId: number | null; listHref: string }) {
  const { t } = useTranslation("admin");
  const form = useResourceForm({
    ns: "blogs",
    endpoint: "/api/blogs",
    id: blogId,
    listHref,
    initial: { ...INITIAL, publishDate: dubaiToday() },
    fromRecord,
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

  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) =>
      key === "title"
        ? { ...v, title: e.target.value, slug: slugify(e.target.value) }
        : { ...v, [key]: e.target.value },
    );

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const readTime = Number.parseInt(values.readTime, 10);
    void form.submit(
      {
        ...values,
        readTime: Number.isFinite(readTime) && readTime >= 1 ? readTime : 1,
        image: values.image.trim() || null,
        tags: splitTags(values.tags),
        tagsAr: splitTags(values.tagsAr),
      },
      blogInputSchema,
    );
  }

  if (form.loading) return <FormSkeleton />;
  const cls = (key?: keyof Values) => controlClass(!!(key && errors[key]));
  const label = (key: string) => t(`blogs.${key}`);
  const onInvalid = (message: string) =>
    toast({ title: t("blogs.error"), description: message, variant: "destructive" });
  /** Title, excerpt, content and tags in one language: English left to right, Arabic right to left in the Arabic font. */
  const texts = (lang: "en" | "ar") => {
    const [title, excerpt, content, tags] = TEXTS[lang];
    const ar = lang === "ar";
    const props = ar ? ARABIC_INPUT : ENGLISH_INPUT;
    const font = ar ? ARABIC_FONT : "";
    const contentLabel = ar ? t("arabic.blogs.content") : t("blogs.content");
    const contentError = `blog-${content}-error`;
    return (
      <>
        <Field id={`blog-${title}`} label={ar ? t("arabic.blogs.title") : label("postTitle")} error={errors[title]}>
          {(control) => (
            <input
              {...control}
              {...props}
              required={!ar}
              value={values[title]}
              onChange={set(title)}
              className={`${cls(title)} ${font}`}
            />
          )}
        </Field>
        <Field id={`blog-${excerpt}`} label={ar ? t("arabic.blogs.excerpt") : label("excerpt")} error={errors[excerpt]}>
          {(control) => (
            <textarea
              {...control}
              {...props}
              rows={3}
              value={values[excerpt]}
              onChange={set(excerpt)}
              className={`${cls(excerpt)} ${font}`}
            />
          )}
        </Field>
        <div>
          <span className="text-sm font-medium text-slate-700">
            {contentLabel}
            {ar ? "" : " *"}
          </span>
          <div className="mt-1">
            <RichTextEditor
              initialHtml={values[content]}
              label={contentLabel}
              arabic={ar}
              invalid={!!errors[content]}
              describedBy={errors[content] ? contentError : undefined}
              onChange={(html) => setValues((v) => ({ ...v, [content]: html }))}
              onInvalid={onInvalid}
            />
          </div>
          {errors[content] && (
            <span id={contentError} className="mt-1 block text-sm text-red-600">
              {errors[content]}
            </span>
          )}
        </div>
        <Field id={`blog-${tags}`} label={ar ? t("arabic.blogs.tags") : label("tags")} error={errors[tags]}>
          {(control) => (
            <input
              {...control}
              {...props}
              value={values[tags]}
              onChange={set(tags)}
              className={`${cls(tags)} ${font}`}
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
      className="rounded-2xl border border-slate-200 bg-white"
      data-testid="blog-form"
    >
      <h2 className="border-b border-slate-200 px-6 py-4 font-bold text-slate-900">{t("blogs.card")}</h2>
      <div className="space-y-5 p-6">
        <LanguageFields id="blog-texts" errors={errors} fields={TEXTS} english={texts("en")} arabic={texts("ar")} />
        <Field id="blog-slug" label={label("slug")} error={errors.slug}>
          {(control) => (
            <input {...control} required value={values.slug} onChange={set("slug")} className={cls("slug")} dir="ltr" />
          )}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="blog-category" label={label("category")} error={errors.category}>
            {(control) => (
              <select
                {...control}
                required
                value={values.category}
                onChange={set("category")}
                className={cls("category")}
              >
                <option value="">{t("blogs.chooseCategory")}</option>
                {BLOG_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="blog-status" label={label("status")} error={errors.status}>
            {(control) => (
              <select {...control} value={values.status} onChange={set("status")} className={cls("status")}>
                {BLOG_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`blogs.statuses.${s}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="blog-author" label={label("author")} error={errors.author}>
            {(control) => (
              <input {...control} value={values.author} onChange={set("author")} className={cls("author")} />
            )}
          </Field>
          <Field id="blog-date" label={label("publishDate")} error={errors.publishDate}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={values.publishDate}
                onChange={set("publishDate")}
                className={cls("publishDate")}
              />
            )}
          </Field>
          <Field id="blog-read" label={label("readTime")} error={errors.readTime}>
            {(control) => (
              <input
                {...control}
                type="number"
                min={1}
                value={values.readTime}
                onChange={set("readTime")}
                className={cls("readTime")}
              />
            )}
          </Field>
          <Field
            id="blog-image"
            label={label("image")}
            error={errors.image}
            after={
              <ImagePreview
                src={values.image}
                className="mt-2 h-24 rounded-lg object-cover"
                testId="featured-preview"
              />
            }
          >
            {(control) => (
              <input {...control} value={values.image} onChange={set("image")} className={cls("image")} dir="ltr" />
            )}
          </Field>
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
                  onChange={set("languages")}
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
