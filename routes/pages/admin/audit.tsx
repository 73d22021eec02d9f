/** "/admin/audit" — the audit log: token calls, sign-ins and deletions, newest first (issue 27). */
import { AuditLog } from "#client/admin/audit-log.tsx";
import { AdminDocument } from "#components/admin/admin-document.tsx";
import { AUDIT_RETENTION_DAYS } from "#db/queries/audit-log.ts";
import { LANG_META } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import type { PageContext } from "#lib/page-context.ts";

export default function AdminAuditPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  return (
    <AdminDocument ctx={ctx} title={t("admin:audit.title")}>
      <h1 className="text-2xl font-extrabold text-slate-900">{t("admin:audit.title")}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{t("admin:audit.subtitle")}</p>
      <p className="mt-1 max-w-3xl text-sm text-slate-600" data-testid="audit-retention">
        {t("admin:audit.retention", { days: AUDIT_RETENTION_DAYS })}
      </p>
      <div className="mt-6">
        <AuditLog locale={LANG_META[ctx.lang].locale} />
      </div>
    </AdminDocument>
  );
}
