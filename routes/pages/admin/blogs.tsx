/** "/admin/blogs", "/admin/blogs/new" and "/admin/blogs/edit/{id}". */
import { BlogForm } from "../../../src/client/admin/blog-form.tsx";
import { BlogsTable } from "../../../src/client/admin/blogs-table.tsx";
import { AdminDocument } from "../../../src/components/admin/admin-document.tsx";
import { getT } from "../../../src/i18n/server.ts";
import { localizedPath } from "../../../src/i18n/languages.ts";
import type { PageContext } from "../../../src/lib/page-context.ts";

export function AdminBlogsPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const base = localizedPath(ctx.lang, "/admin/blogs");
  return (
    <AdminDocument ctx={ctx} title={t("admin:blogs.title")}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900">{t("admin:blogs.title")}</h1>
        <a href={`${base}/new`} className="h-10 rounded-lg bg-teal-600 px-4 py-2 font-semibold text-white" data-testid="add-blog">+ {t("admin:blogs.add")}</a>
      </div>
      <BlogsTable base={base} />
    </AdminDocument>
  );
}

export function AdminBlogFormPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const id = ctx.params.id ? Number(ctx.params.id) : null;
  const list = localizedPath(ctx.lang, "/admin/blogs");
  const title = id === null ? t("admin:blogs.newTitle") : t("admin:blogs.editTitle");
  return (
    <AdminDocument ctx={ctx} title={title}>
      <a href={list} className="text-sm font-medium text-teal-700 hover:underline"><span className="inline-block rtl:rotate-180">←</span> {t("admin:blogs.back")}</a>
      <h1 className="mb-6 mt-2 text-2xl font-extrabold text-slate-900">{title}</h1>
      <BlogForm blogId={id} listHref={list} />
    </AdminDocument>
  );
}
