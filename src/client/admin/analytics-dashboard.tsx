"use client";
/**
 * The admin's analytics (issue 27 item 2): a range of Dubai dates (last 7 or 30 days, or any
 * two dates), totals, reads and readers per day as a chart and a table, the top catalogues and
 * a chosen catalogue's pages as a heat strip, the top offers tapped, top searches and searches
 * that found nothing (per language), stores by views and follows, each table with a CSV; and
 * the stores' read-only report links. Everything comes from GET /api/admin/analytics.
 */
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { addDays } from "#lib/dates.ts";
import type { AnalyticsSummary } from "#schemas/analytics.ts";
import { apiRequest, errorText } from "./admin-fetch.ts";
import { ReadsChart } from "./analytics-chart.tsx";
import { AnalyticsSections } from "./analytics-sections.tsx";
import { ReportLinks } from "./report-links.tsx";

type Range = { from: string; to: string };
const TILES = [
  "page_read",
  "catalog_view",
  "offer_tap",
  "share",
  "list_add",
  "follow",
  "store_view",
  "search",
] as const;

export function AnalyticsDashboard({ today, locale, lang }: { today: string; locale: string; lang: "en" | "ar" }) {
  const { t } = useTranslation("admin");
  const [range, setRange] = useState<Range>({ from: addDays(today, -6), to: today });
  const [preset, setPreset] = useState<7 | 30 | "custom">(7);
  const [catalog, setCatalog] = useState<number | null>(null);
  const [data, setData] = useState<AnalyticsSummary | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [custom, setCustom] = useState<Range>(range);
  const fromId = useId();
  const toId = useId();

  useEffect(() => {
    let live = true;
    setFailed(null);
    const q = `from=${range.from}&to=${range.to}${catalog ? `&catalog=${catalog}` : ""}`;
    apiRequest<AnalyticsSummary>("GET", `/api/admin/analytics?${q}`).then(
      (d) => {
        if (!live) return;
        setData(d);
        // The most read catalogue's pages, until the operator picks another.
        if (!catalog && d.catalogs[0]) setCatalog(d.catalogs[0].id);
      },
      (error) => live && setFailed(errorText(error, t("analytics.loadFailed"))),
    );
    return () => {
      live = false;
    };
  }, [range, catalog, t]);

  const choose = (days: 7 | 30) => {
    setPreset(days);
    setRange({ from: addDays(today, -(days - 1)), to: today });
  };
  const applyCustom = (e: FormEvent) => {
    e.preventDefault();
    setRange({ ...custom });
  };
  const number = new Intl.NumberFormat(locale);
  const pressed = (p: typeof preset) =>
    `h-10 rounded-lg border px-4 text-sm font-semibold ${preset === p ? "border-teal-700 bg-teal-700 text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"}`;
  const readers = data?.days.reduce((n, d) => n + d.readers, 0) ?? 0;

  return (
    <div className="space-y-6" data-testid="analytics">
      <div className="flex flex-wrap items-end gap-2" role="group" aria-label={t("analytics.range")}>
        <button
          type="button"
          className={pressed(7)}
          aria-pressed={preset === 7}
          onClick={() => choose(7)}
          data-testid="range-7"
        >
          {t("analytics.last7")}
        </button>
        <button
          type="button"
          className={pressed(30)}
          aria-pressed={preset === 30}
          onClick={() => choose(30)}
          data-testid="range-30"
        >
          {t("analytics.last30")}
        </button>
        <button
          type="button"
          className={pressed("custom")}
          aria-pressed={preset === "custom"}
          onClick={() => setPreset("custom")}
          data-testid="range-custom"
        >
          {t("analytics.custom")}
        </button>
        {preset === "custom" && (
          <form onSubmit={applyCustom} className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor={fromId} className="block text-sm font-medium text-slate-700">
                {t("analytics.from")}
              </label>
              <input
                id={fromId}
                type="date"
                required
                max={custom.to}
                value={custom.from}
                onChange={(e) => setCustom({ ...custom, from: e.target.value })}
                className="mt-1 h-10 rounded-lg border border-slate-300 px-2 text-sm"
                data-testid="range-from"
              />
            </div>
            <div>
              <label htmlFor={toId} className="block text-sm font-medium text-slate-700">
                {t("analytics.to")}
              </label>
              <input
                id={toId}
                type="date"
                required
                min={custom.from}
                value={custom.to}
                onChange={(e) => setCustom({ ...custom, to: e.target.value })}
                className="mt-1 h-10 rounded-lg border border-slate-300 px-2 text-sm"
                data-testid="range-to"
              />
            </div>
            <button
              type="submit"
              className="h-10 rounded-lg bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800"
              data-testid="range-apply"
            >
              {t("analytics.apply")}
            </button>
          </form>
        )}
      </div>
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="range-shown">
        {t("analytics.shown", { from: range.from, to: range.to })}
      </p>
      {failed && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {failed}
        </p>
      )}
      {!data && !failed && <div className="h-40 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />}
      {data && (
        <>
          <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="analytics-tiles">
            <div className="rounded-2xl border border-slate-200 bg-white p-4">
              <dt className="text-sm text-slate-600">{t("analytics.columns.readers")}</dt>
              <dd className="mt-1 text-2xl font-extrabold text-slate-900">{number.format(readers)}</dd>
            </div>
            {TILES.map((key) => (
              <div key={key} className="rounded-2xl border border-slate-200 bg-white p-4">
                <dt className="text-sm text-slate-600">{t(`analytics.totals.${key}`)}</dt>
                <dd className="mt-1 text-2xl font-extrabold text-slate-900" data-testid={`total-${key}`}>
                  {number.format(data.totals[key] ?? 0)}
                </dd>
              </div>
            ))}
          </dl>
          <section className="rounded-2xl border border-slate-200 bg-white p-5" aria-labelledby="reads-chart-title">
            <h2 id="reads-chart-title" className="font-bold text-slate-900">
              {t("analytics.chart")}
            </h2>
            <ReadsChart days={data.days} locale={locale} />
          </section>
          <AnalyticsSections data={data} locale={locale} lang={lang} catalog={catalog} onCatalog={setCatalog} />
        </>
      )}
      <ReportLinks locale={locale} />
    </div>
  );
}
