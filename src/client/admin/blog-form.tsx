"use client";
/**
 * The blog editor screen's form (spec 'Blog editor screen' and section 5): fields in the
 * spec's order; editing the title overwrites the slug; an empty slug is made from the
 * title at save; read time at least 1 (1 when unparsable); tags split on commas; image
 * null when empty and its preview hides on error; saving disables submit.
 */
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { dubaiToday } from "../../lib/dates.ts";
import { splitTags } from "../../lib/editor-rules.ts";
import { slugify } from "../../lib/slug.ts";
import { BLOG_CATEGORIES, BLOG_STATUSES } from "../../lib/taxonomy.ts";
import { toast, toastAfterNavigation } from "../toast-store.ts";
import { apiRequest } from "./admin-fetch.ts";
import { RichTextEditor } from "./rich-text-editor.tsx";

type Values = { title: string; slug: string; category: string; status: string; author: string; publishDate: string; readTime: string; image: string; excerpt: string; content: string; tags: string };

export function BlogForm({ blogId, listHref }: { blogId: number | null; listHref: string }) {
  const { t } = useTranslation("admin");
  const [values, setValues] = useState<Values>({ title: "", slug: "", category: "", status: "draft", author: "Admin", publishDate: dubaiToday(), readTime: "1", image: "", excerpt: "", content: "", tags: "" });
  const [loading, setLoading] = useState(blogId !== null);
  const [saving, setSaving] = useState(false);
  const [imageBroken, setImageBroken] = useState(false);

  useEffect(() => {
    if (blogId === null) return;
    apiRequest<Record<string, unknown>>("GET", `/api/blogs/${blogId}`)
      .then((b) =>
        setValues({
          title: String(b.title ?? ""), slug: String(b.slug ?? ""), category: String(b.category ?? ""), status: String(b.status ?? "draft").toLowerCase(),
          author: String(b.author ?? ""), publishDate: String(b.publishDate ?? ""), readTime: String(b.readTime ?? 1), image: String(b.image ?? ""),
          excerpt: String(b.excerpt ?? ""), content: String(b.content ?? ""), tags: Array.isArray(b.tags) ? (b.tags as string[]).join(", ") : "",
        }),
      )
      .catch(() => toast({ title: t("blogs.error"), description: t("blogs.updateFailed"), variant: "destructive" }))
      .finally(() => setLoading(false));
  }, [blogId, t]);

  const set = (key: keyof Values) => (e: { target: { value: string } }) => {
    if (key === "image") setImageBroken(false);
    setValues((v) => (key === "title" ? { ...v, title: e.target.value, slug: slugify(e.target.value) } : { ...v, [key]: e.target.value }));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const readTime = Number.parseInt(values.readTime, 10);
    const body = {
      ...values,
      slug: values.slug.trim() || slugify(values.title),
      readTime: Number.isFinite(readTime) && readTime >= 1 ? readTime : 1,
      image: values.image.trim() || null,
      tags: splitTags(values.tags),
    };
    setSaving(true);
    try {
      if (blogId === null) await apiRequest("POST", "/api/blogs", body);
      else await apiRequest("PUT", `/api/blogs/${blogId}`, body);
      toastAfterNavigation({ title: t("blogs.success"), description: blogId === null ? t("blogs.created") : t("blogs.updated") });
      window.location.assign(listHref);
    } catch {
      toast({ title: t("blogs.error"), description: blogId === null ? t("blogs.createFailed") : t("blogs.updateFailed"), variant: "destructive" });
      setSaving(false);
    }
  }

  if (loading) return <div className="h-96 animate-pulse rounded-2xl bg-white" />;
  const cls = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2";
  const label = (id: string, key: string) => <label htmlFor={id} className="text-sm font-medium text-slate-700">{t(`blogs.${key}`)}</label>;
  return (
    <form onSubmit={onSubmit} className="rounded-2xl border border-slate-200 bg-white" data-testid="blog-form">
      <h2 className="border-b border-slate-200 px-6 py-4 font-bold text-slate-900">{t("blogs.card")}</h2>
      <div className="space-y-5 p-6">
        <div>{label("blog-title", "postTitle")}<input id="blog-title" required value={values.title} onChange={set("title")} className={cls} /></div>
        <div>{label("blog-slug", "slug")}<input id="blog-slug" required value={values.slug} onChange={set("slug")} className={cls} dir="ltr" /></div>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            {label("blog-category", "category")}
            <select id="blog-category" required value={values.category} onChange={set("category")} className={cls}>
              <option value="">{t("blogs.chooseCategory")}</option>
              {BLOG_CATEGORIES.map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
          </div>
          <div>
            {label("blog-status", "status")}
            <select id="blog-status" required value={values.status} onChange={set("status")} className={cls}>
              {BLOG_STATUSES.map((s) => <option key={s} value={s}>{t(`blogs.statuses.${s}`)}</option>)}
            </select>
          </div>
          <div>{label("blog-author", "author")}<input id="blog-author" value={values.author} onChange={set("author")} className={cls} /></div>
          <div>{label("blog-date", "publishDate")}<input id="blog-date" type="date" value={values.publishDate} onChange={set("publishDate")} className={cls} /></div>
          <div>{label("blog-read", "readTime")}<input id="blog-read" type="number" min={1} value={values.readTime} onChange={set("readTime")} className={cls} /></div>
          <div>
            {label("blog-image", "image")}
            <input id="blog-image" value={values.image} onChange={set("image")} className={cls} dir="ltr" />
            {values.image && !imageBroken && <img src={values.image} alt="" onError={() => setImageBroken(true)} className="mt-2 h-24 rounded-lg object-cover" data-testid="featured-preview" />}
          </div>
        </div>
        <div>{label("blog-excerpt", "excerpt")}<textarea id="blog-excerpt" rows={3} required value={values.excerpt} onChange={set("excerpt")} className={cls} /></div>
        <div>
          <span className="text-sm font-medium text-slate-700">{t("blogs.content")} *</span>
          <div className="mt-1">
            <RichTextEditor initialHtml={values.content} label={t("blogs.content")} onChange={(content) => setValues((v) => ({ ...v, content }))} onInvalid={(message) => toast({ title: t("blogs.error"), description: message, variant: "destructive" })} />
          </div>
        </div>
        <div>{label("blog-tags", "tags")}<input id="blog-tags" value={values.tags} onChange={set("tags")} className={cls} /></div>
        <div className="flex gap-3">
          <button type="submit" disabled={saving} className="h-10 rounded-lg bg-teal-600 px-5 font-semibold text-white disabled:opacity-60">
            {saving ? (blogId === null ? t("blogs.creating") : t("blogs.updating")) : blogId === null ? t("blogs.create") : t("blogs.update")}
          </button>
          <a href={listHref} className="flex h-10 items-center rounded-lg border border-slate-300 px-5 font-semibold text-slate-700">{t("blogs.cancel")}</a>
        </div>
      </div>
    </form>
  );
}
