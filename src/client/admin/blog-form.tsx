"use client";
/**
 * The blog editor screen's form (spec 'Blog editor screen' and section 5): fields in the
 * spec's order; editing the title overwrites the slug; an empty slug is made from the
 * title at save; read time at least 1 (1 when unparsable); tags split on commas; image
 * null when empty and its preview hides on error; saving disables submit.
 */
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { dubaiToday } from "../../lib/dates.ts";
import { splitTags } from "../../lib/editor-rules.ts";
import { slugify } from "../../lib/slug.ts";
import { BLOG_CATEGORIES, BLOG_STATUSES } from "../../lib/taxonomy.ts";
import { toast } from "../toast-store.ts";
import { controlClass, Field } from "./forms/field.tsx";
import { FormActions, FormSkeleton } from "./forms/form-frame.tsx";
import { ImagePreview } from "./forms/image-preview.tsx";
import { useResourceForm } from "./forms/use-resource-form.ts";
import { RichTextEditor } from "./rich-text-editor.tsx";

type Values = {
  title: string;
  slug: string;
  category: string;
  status: string;
  author: string;
  publishDate: string;
  readTime: string;
  image: string;
  excerpt: string;
  content: string;
  tags: string;
};

const fromRecord = (b: Record<string, unknown>): Values => ({
  title: String(b.title ?? ""),
  slug: String(b.slug ?? ""),
  category: String(b.category ?? ""),
  status: String(b.status ?? "draft").toLowerCase(),
  author: String(b.author ?? ""),
  publishDate: String(b.publishDate ?? ""),
  readTime: String(b.readTime ?? 1),
  image: String(b.image ?? ""),
  excerpt: String(b.excerpt ?? ""),
  content: String(b.content ?? ""),
  tags: Array.isArray(b.tags) ? (b.tags as string[]).join(", ") : "",
});

export function BlogForm({ blogId, listHref }: { blogId: number | null; listHref: string }) {
  const { t } = useTranslation("admin");
  const form = useResourceForm({
    ns: "blogs",
    endpoint: "/api/blogs",
    id: blogId,
    listHref,
    initial: {
      title: "",
      slug: "",
      category: "",
      status: "draft",
      author: "Admin",
      publishDate: dubaiToday(),
      readTime: "1",
      image: "",
      excerpt: "",
      content: "",
      tags: "",
    },
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
  const { values, setValues } = form;

  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) =>
      key === "title"
        ? { ...v, title: e.target.value, slug: slugify(e.target.value) }
        : { ...v, [key]: e.target.value },
    );

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const readTime = Number.parseInt(values.readTime, 10);
    void form.submit({
      ...values,
      slug: values.slug.trim() || slugify(values.title),
      readTime: Number.isFinite(readTime) && readTime >= 1 ? readTime : 1,
      image: values.image.trim() || null,
      tags: splitTags(values.tags),
    });
  }

  if (form.loading) return <FormSkeleton />;
  const cls = controlClass();
  const label = (key: string) => t(`blogs.${key}`);
  return (
    <form onSubmit={onSubmit} className="rounded-2xl border border-slate-200 bg-white" data-testid="blog-form">
      <h2 className="border-b border-slate-200 px-6 py-4 font-bold text-slate-900">{t("blogs.card")}</h2>
      <div className="space-y-5 p-6">
        <Field id="blog-title" label={label("postTitle")}>
          {(control) => <input {...control} required value={values.title} onChange={set("title")} className={cls} />}
        </Field>
        <Field id="blog-slug" label={label("slug")}>
          {(control) => (
            <input {...control} required value={values.slug} onChange={set("slug")} className={cls} dir="ltr" />
          )}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="blog-category" label={label("category")}>
            {(control) => (
              <select {...control} required value={values.category} onChange={set("category")} className={cls}>
                <option value="">{t("blogs.chooseCategory")}</option>
                {BLOG_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="blog-status" label={label("status")}>
            {(control) => (
              <select {...control} value={values.status} onChange={set("status")} className={cls}>
                {BLOG_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`blogs.statuses.${s}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="blog-author" label={label("author")}>
            {(control) => <input {...control} value={values.author} onChange={set("author")} className={cls} />}
          </Field>
          <Field id="blog-date" label={label("publishDate")}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={values.publishDate}
                onChange={set("publishDate")}
                className={cls}
              />
            )}
          </Field>
          <Field id="blog-read" label={label("readTime")}>
            {(control) => (
              <input
                {...control}
                type="number"
                min={1}
                value={values.readTime}
                onChange={set("readTime")}
                className={cls}
              />
            )}
          </Field>
          <Field
            id="blog-image"
            label={label("image")}
            after={
              <ImagePreview
                src={values.image}
                className="mt-2 h-24 rounded-lg object-cover"
                testId="featured-preview"
              />
            }
          >
            {(control) => <input {...control} value={values.image} onChange={set("image")} className={cls} dir="ltr" />}
          </Field>
        </div>
        <Field id="blog-excerpt" label={label("excerpt")}>
          {(control) => (
            <textarea {...control} rows={3} required value={values.excerpt} onChange={set("excerpt")} className={cls} />
          )}
        </Field>
        <div>
          <span className="text-sm font-medium text-slate-700">{t("blogs.content")} *</span>
          <div className="mt-1">
            <RichTextEditor
              initialHtml={values.content}
              label={t("blogs.content")}
              onChange={(content) => setValues((v) => ({ ...v, content }))}
              onInvalid={(message) => toast({ title: t("blogs.error"), description: message, variant: "destructive" })}
            />
          </div>
        </div>
        <Field id="blog-tags" label={label("tags")}>
          {(control) => <input {...control} value={values.tags} onChange={set("tags")} className={cls} />}
        </Field>
        <FormActions ns="blogs" isNew={form.isNew} saving={form.saving} listHref={listHref} />
      </div>
    </form>
  );
}
