/** "/admin/sitemap" — sitemap status and generation. */
import { SitemapPanel } from "#client/admin/sitemap-panel.tsx";
import { AdminDocument } from "#components/admin/admin-document.tsx";
import { LANG_META } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import type { PageContext } from "#lib/page-context.ts";

export default function AdminSitemapPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  return (
    <AdminDocument ctx={ctx} title={t("admin:sitemap.title")}>
      <h1 className="text-2xl font-extrabold text-slate-900">{t("admin:sitemap.title")}</h1>
      <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
        <SitemapPanel locale={LANG_META[ctx.lang].locale} />
      </section>
    </AdminDocument>
  );
}
