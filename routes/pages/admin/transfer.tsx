/** "/admin/import" — stores and branches to and from CSV (issue 27, item 5). */
import { CsvTransfer } from "#client/admin/csv-transfer.tsx";
import { AdminDocument } from "#components/admin/admin-document.tsx";
import { getT } from "#i18n/server.ts";
import type { PageContext } from "#lib/page-context.ts";

export default function AdminTransferPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  return (
    <AdminDocument ctx={ctx} title={t("admin:transfer.title")}>
      <h1 className="text-2xl font-extrabold text-slate-900">{t("admin:transfer.title")}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{t("admin:transfer.subtitle")}</p>
      <div className="mt-6">
        <CsvTransfer />
      </div>
    </AdminDocument>
  );
}
