/** "/admin/analytics" — what shoppers read, tap and search (issue 27 item 2); the numbers come from the API. */
import { AnalyticsDashboard } from "#client/admin/analytics-dashboard.tsx";
import { AdminDocument } from "#components/admin/admin-document.tsx";
import { LANG_META } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { dubaiToday } from "#lib/dates.ts";
import type { PageContext } from "#lib/page-context.ts";

export default function AdminAnalyticsPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  return (
    <AdminDocument ctx={ctx} title={t("admin:analytics.title")}>
      <h1 className="text-2xl font-extrabold text-slate-900">{t("admin:analytics.title")}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{t("admin:analytics.intro")}</p>
      <div className="mt-6">
        <AnalyticsDashboard today={dubaiToday()} locale={LANG_META[ctx.lang].locale} lang={ctx.lang} />
      </div>
    </AdminDocument>
  );
}
