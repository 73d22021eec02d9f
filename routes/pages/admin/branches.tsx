/** "/admin/branches", "/admin/branches/new" and "/admin/branches/edit/{id}". */
import { BranchForm } from "../../../src/client/admin/branch-form.tsx";
import { BranchesTable } from "../../../src/client/admin/branches-table.tsx";
import { AdminDocument } from "../../../src/components/admin/admin-document.tsx";
import { getT } from "../../../src/i18n/server.ts";
import { localizedPath } from "../../../src/i18n/languages.ts";
import type { PageContext } from "../../../src/lib/page-context.ts";

export function AdminBranchesPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const base = localizedPath(ctx.lang, "/admin/branches");
  return (
    <AdminDocument ctx={ctx} title={t("admin:branches.title")}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900">{t("admin:branches.title")}</h1>
        <a href={`${base}/new`} className="h-10 rounded-lg bg-teal-600 px-4 py-2 font-semibold text-white" data-testid="add-branch">+ {t("admin:branches.add")}</a>
      </div>
      <BranchesTable base={base} />
    </AdminDocument>
  );
}

export function AdminBranchFormPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const id = ctx.params.id ? Number(ctx.params.id) : null;
  const list = localizedPath(ctx.lang, "/admin/branches");
  const title = id === null ? t("admin:branches.newTitle") : t("admin:branches.editTitle");
  return (
    <AdminDocument ctx={ctx} title={title}>
      <a href={list} className="text-sm font-medium text-teal-700 hover:underline"><span className="inline-block rtl:rotate-180">←</span> {t("admin:branches.back")}</a>
      <h1 className="mb-6 mt-2 text-2xl font-extrabold text-slate-900">{title}</h1>
      <BranchForm branchId={id} listHref={list} />
    </AdminDocument>
  );
}
