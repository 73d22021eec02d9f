/** An /admin/... address that does not exist (signed in), answered 404. */
import { AdminDocument } from "#components/admin/admin-document.tsx";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import type { PageContext } from "#lib/page-context.ts";

export default function AdminNotFoundPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  ctx.response.status = 404;
  return (
    <AdminDocument ctx={ctx} title={t("pages:notFound.title")}>
      <h1 className="text-2xl font-extrabold text-slate-900">{t("pages:notFound.title")}</h1>
      <p className="mt-2 text-slate-600">{t("admin:notFound")}</p>
      <a href={localizedPath(ctx.lang, "/admin")} className="mt-4 inline-block font-semibold text-teal-700">
        {t("admin:nav.dashboard")}
      </a>
    </AdminDocument>
  );
}
