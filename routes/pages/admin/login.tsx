/** "/admin/login" — the only admin page without a session. */
import { LoginForm } from "#client/admin/login-form.tsx";
import { AdminDocument } from "#components/admin/admin-document.tsx";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import type { PageContext } from "#lib/page-context.ts";

export default function AdminLoginPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  return (
    <AdminDocument ctx={ctx} title={t("admin:login.title")}>
      <div className="mx-auto mt-8 max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-extrabold text-slate-900">{t("admin:login.title")}</h1>
        <p className="mt-1 text-slate-600">{t("admin:login.subtitle")}</p>
        <div className="mt-6">
          <LoginForm next={localizedPath(ctx.lang, "/admin")} />
        </div>
      </div>
    </AdminDocument>
  );
}
