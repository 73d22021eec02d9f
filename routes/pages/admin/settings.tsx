/** "/admin/settings" — change password (real API), a link to the sitemap page, log out. */
import { LogoutButton } from "#client/admin/logout-button.tsx";
import { PasswordForm } from "#client/admin/password-form.tsx";
import { AdminDocument } from "#components/admin/admin-document.tsx";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import type { PageContext } from "#lib/page-context.ts";

export default function AdminSettingsPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  return (
    <AdminDocument ctx={ctx} title={t("admin:settings.title")}>
      <h1 className="text-2xl font-extrabold text-slate-900">{t("admin:settings.title")}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section className="rounded-2xl border border-slate-200 bg-white p-6">
          <h2 className="mb-4 font-bold text-slate-900">{t("admin:settings.password")}</h2>
          <PasswordForm />
        </section>
        <div className="space-y-6">
          <section className="rounded-2xl border border-slate-200 bg-white p-6">
            <h2 className="font-bold text-slate-900">{t("admin:settings.sitemap")}</h2>
            <p className="mt-1 text-sm text-slate-600">{t("admin:settings.sitemapText")}</p>
            <a
              href={localizedPath(ctx.lang, "/admin/sitemap")}
              className="mt-4 inline-block font-semibold text-teal-700 hover:underline"
            >
              {t("admin:settings.openSitemap")}
            </a>
          </section>
          <section className="rounded-2xl border border-slate-200 bg-white p-6">
            <h2 className="font-bold text-slate-900">{t("admin:settings.session")}</h2>
            <p className="mt-1 text-sm text-slate-600">{t("admin:settings.sessionText")}</p>
            <LogoutButton
              loginHref={localizedPath(ctx.lang, "/admin/login")}
              className="mt-4 h-10 rounded-lg border border-red-300 px-4 font-semibold text-red-700 hover:bg-red-50"
            />
          </section>
        </div>
      </div>
    </AdminDocument>
  );
}
