/** "/admin/catalogs", "/admin/catalogs/new" and "/admin/catalogs/edit/{id}". */
import { CatalogForm } from "../../../src/client/admin/catalog-form.tsx";
import { CatalogsTable } from "../../../src/client/admin/catalogs-table.tsx";
import { AdminDocument } from "../../../src/components/admin/admin-document.tsx";
import { getT } from "../../../src/i18n/server.ts";
import { localizedPath } from "../../../src/i18n/languages.ts";
import { dubaiToday } from "../../../src/lib/dates.ts";
import type { PageContext } from "../../../src/lib/page-context.ts";

export function AdminCatalogsPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const base = localizedPath(ctx.lang, "/admin/catalogs");
  return (
    <AdminDocument ctx={ctx} title={t("admin:catalogs.title")}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900">{t("admin:catalogs.title")}</h1>
        <a href={`${base}/new`} className="h-10 rounded-lg bg-teal-600 px-4 py-2 font-semibold text-white" data-testid="add-catalog">+ {t("admin:catalogs.add")}</a>
      </div>
      <CatalogsTable base={base} today={dubaiToday()} />
    </AdminDocument>
  );
}

export function AdminCatalogFormPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const id = ctx.params.id ? Number(ctx.params.id) : null;
  const list = localizedPath(ctx.lang, "/admin/catalogs");
  const title = id === null ? t("admin:catalogs.newTitle") : t("admin:catalogs.editTitle");
  return (
    <AdminDocument ctx={ctx} title={title}>
      <a href={list} className="text-sm font-medium text-teal-700 hover:underline"><span className="inline-block rtl:rotate-180">←</span> {t("admin:catalogs.back")}</a>
      <h1 className="mb-6 mt-2 text-2xl font-extrabold text-slate-900">{title}</h1>
      <CatalogForm catalogId={id} listHref={list} />
    </AdminDocument>
  );
}
