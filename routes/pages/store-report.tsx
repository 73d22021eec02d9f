/**
 * "/report/{token}" — one store's numbers for its retailer (issue 27 item 2), by a read-only link
 * the operator made and can revoke: the last 30 Dubai days' catalogue reads and readers, store
 * and branch views, follows, the catalogues, their pages, and the offers tapped. Nothing of any
 * other store, and no searches (those are the whole site's). Never cached and never indexed
 * (src/server/personal-pages.ts); a token nobody holds is the 404 page.
 */
import { ReportTable } from "#components/analytics/report-table.tsx";
import { Document } from "#components/layout/document.tsx";
import { LocalizedText } from "#components/localized-text.tsx";
import { getDb } from "#db/client.ts";
import { analyticsSummary } from "#db/queries/analytics-report.ts";
import { storeOfReportToken } from "#db/queries/store-report-links.ts";
import { LANG_META } from "#i18n/languages.ts";
import { formatNumber, getT } from "#i18n/server.ts";
import { addDays, dubaiToday, formatDate } from "#lib/dates.ts";
import { localized } from "#lib/localized.ts";
import type { PageContext } from "#lib/page-context.ts";
import NotFoundPage from "./not-found.tsx";

const DAYS = 30;

export default function StoreReportPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const db = getDb();
  const store = storeOfReportToken(db, ctx.params.token ?? "");
  if (!store) return <NotFoundPage ctx={ctx} />;
  const to = dubaiToday();
  const from = addDays(to, -(DAYS - 1));
  const data = analyticsSummary(db, { from, to, store: store.id });
  const name = localized(ctx.lang, store.name, store.nameAr);
  const locale = LANG_META[ctx.lang].locale;
  const pick = (en: string | null, ar: string | null, id: number) => localized(ctx.lang, en ?? `#${id}`, ar).text;
  const mine = data.stores.find((s) => s.id === store.id);
  const tiles = [
    ["reads", data.totals.page_read ?? 0],
    ["readers", data.days.reduce((n, d) => n + d.readers, 0)],
    ["catalogViews", data.totals.catalog_view ?? 0],
    ["offerTaps", data.totals.offer_tap ?? 0],
    ["storeViews", mine?.views ?? 0],
    ["branchViews", mine?.branchViews ?? 0],
    ["follows", mine?.follows ?? 0],
    ["shares", data.totals.share ?? 0],
  ] as const;
  const col = (key: string) => t(`pages:report.columns.${key}`);
  const empty = t("pages:report.empty");
  return (
    <Document
      ctx={ctx}
      meta={{ title: `${t("pages:report.title", { store: name.text })} — ${t("site.name")}`, noindex: true }}
    >
      <section className="bg-gradient-to-br from-teal-800 to-emerald-600">
        <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
          <h1 className="text-3xl font-extrabold tracking-tight text-white" data-testid="report-store">
            {t("pages:report.heading")} <LocalizedText lang={ctx.lang} en={store.name} ar={store.nameAr} />
          </h1>
          <p className="mt-2 text-teal-50">
            {t("pages:report.period", { from: formatDate(from, locale), to: formatDate(to, locale) })}
          </p>
          <p className="mt-1 max-w-3xl text-sm text-teal-50">{t("pages:report.intro")}</p>
        </div>
      </section>
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="report-tiles">
          {tiles.map(([key, value]) => (
            <div key={key} className="rounded-2xl border border-slate-200 bg-white p-4">
              <dt className="text-sm text-slate-600">{col(key)}</dt>
              <dd className="mt-1 text-2xl font-extrabold text-slate-900" data-testid={`report-${key}`}>
                {formatNumber(ctx.lang, value)}
              </dd>
            </div>
          ))}
        </dl>
        <ReportTable
          caption={t("pages:report.daily")}
          rows={data.days.filter((d) => d.reads + d.catalogViews + d.offerTaps > 0)}
          lang={ctx.lang}
          empty={empty}
          testId="report-daily"
          columns={[
            { label: col("day"), value: (d) => formatDate(d.day, locale) },
            { label: col("reads"), value: (d) => d.reads, numeric: true },
            { label: col("readers"), value: (d) => d.readers, numeric: true },
            { label: col("catalogViews"), value: (d) => d.catalogViews, numeric: true },
            { label: col("offerTaps"), value: (d) => d.offerTaps, numeric: true },
          ]}
        />
        <ReportTable
          caption={t("pages:report.catalogs")}
          rows={data.catalogs}
          lang={ctx.lang}
          empty={empty}
          testId="report-catalogs"
          columns={[
            { label: col("catalog"), value: (c) => <bdi>{pick(c.title, c.titleAr, c.id)}</bdi> },
            { label: col("catalogViews"), value: (c) => c.views, numeric: true },
            { label: col("reads"), value: (c) => c.reads, numeric: true },
            { label: col("readers"), value: (c) => c.readers, numeric: true },
          ]}
        />
        <ReportTable
          caption={t("pages:report.offers")}
          rows={data.offers}
          lang={ctx.lang}
          empty={empty}
          testId="report-offers"
          columns={[
            { label: col("offer"), value: (o) => <bdi>{pick(o.name, o.nameAr, o.id)}</bdi> },
            { label: col("page"), value: (o) => o.page, numeric: true },
            { label: col("offerTaps"), value: (o) => o.taps, numeric: true },
            { label: col("listAdds"), value: (o) => o.listAdds, numeric: true },
          ]}
        />
      </div>
    </Document>
  );
}
