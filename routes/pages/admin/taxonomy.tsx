/** "/admin/categories" and "/admin/emirates". */
import { CategoriesPanel } from "#client/admin/categories-panel.tsx";
import { EmiratesTable } from "#client/admin/emirates-table.tsx";
import { AdminDocument } from "#components/admin/admin-document.tsx";
import { getT } from "#i18n/server.ts";
import type { PageContext } from "#lib/page-context.ts";

export function AdminCategoriesPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  return (
    <AdminDocument ctx={ctx} title={t("admin:categories.title")}>
      <h1 className="mb-6 text-2xl font-extrabold text-slate-900">{t("admin:categories.title")}</h1>
      <CategoriesPanel missingOnly={ctx.query.missingArabic === "1"} />
    </AdminDocument>
  );
}

export function AdminEmiratesPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  return (
    <AdminDocument ctx={ctx} title={t("admin:emirates.title")}>
      <h1 className="mb-6 text-2xl font-extrabold text-slate-900">{t("admin:emirates.title")}</h1>
      <EmiratesTable missingOnly={ctx.query.missingArabic === "1"} />
    </AdminDocument>
  );
}
