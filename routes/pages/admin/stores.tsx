/** "/admin/stores", "/admin/stores/new" and "/admin/stores/edit/{id}". */
import { StoreForm } from "../../../src/client/admin/store-form.tsx";
import { StoresTable } from "../../../src/client/admin/stores-table.tsx";
import { AdminDocument } from "../../../src/components/admin/admin-document.tsx";
import { getT } from "../../../src/i18n/server.ts";
import { localizedPath } from "../../../src/i18n/languages.ts";
import type { PageContext } from "../../../src/lib/page-context.ts";

export function AdminStoresPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const base = localizedPath(ctx.lang, "/admin/stores");
  return (
    <AdminDocument ctx={ctx} title={t("admin:stores.title")}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900">{t("admin:stores.title")}</h1>
        <a href={`${base}/new`} className="h-10 rounded-lg bg-teal-600 px-4 py-2 font-semibold text-white hover:bg-teal-700" data-testid="add-store">+ {t("admin:stores.add")}</a>
      </div>
      <StoresTable base={base} />
    </AdminDocument>
  );
}

export function AdminStoreFormPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const id = ctx.params.id ? Number(ctx.params.id) : null;
  const list = localizedPath(ctx.lang, "/admin/stores");
  const title = id === null ? t("admin:stores.newTitle") : t("admin:stores.editTitle");
  return (
    <AdminDocument ctx={ctx} title={title}>
      <a href={list} className="text-sm font-medium text-teal-700 hover:underline"><span className="inline-block rtl:rotate-180">←</span> {t("admin:stores.back")}</a>
      <h1 className="mb-6 mt-2 text-2xl font-extrabold text-slate-900">{title}</h1>
      <StoreForm storeId={id} listHref={list} />
    </AdminDocument>
  );
}
