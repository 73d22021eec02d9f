/**
 * Reads and readers per day as a line chart, drawn with uPlot, which is fetched only here
 * (./analytics-uplot.ts): no other page downloads it. The chart is a picture of the numbers
 * for sighted readers (aria-hidden); the table under it holds the same numbers for everyone.
 */
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { DayPoint } from "./analytics-uplot.ts";

export function ReadsChart({ days, locale }: { days: readonly DayPoint[]; locale: string }) {
  const { t } = useTranslation("admin");
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let chart: { destroy(): void; setSize(s: { width: number; height: number }): void } | null = null;
    let live = true;
    const observer = new ResizeObserver(() => chart?.setSize({ width: el.clientWidth, height: 260 }));
    import("./analytics-uplot.ts").then(
      (m) => {
        if (!live) return;
        el.replaceChildren();
        const labels = { reads: t("analytics.columns.reads"), readers: t("analytics.columns.readers") };
        chart = m.drawChart(el, days, { width: el.clientWidth, labels, locale });
        observer.observe(el);
      },
      () => undefined, // No chart: the table below still has every number.
    );
    return () => {
      live = false;
      observer.disconnect();
      chart?.destroy();
    };
  }, [days, locale, t]);
  return (
    <figure className="mt-3">
      {/* Drawn left to right in both languages, as dates run on a time axis. */}
      <div ref={box} dir="ltr" aria-hidden="true" className="h-[260px] w-full" data-testid="reads-chart" />
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
        <span className="flex items-center gap-2">
          <span className="inline-block h-0.5 w-6 bg-teal-700" aria-hidden="true" />
          {t("analytics.columns.reads")}
        </span>
        <span className="flex items-center gap-2">
          <span className="inline-block w-6 border-t-2 border-dashed border-amber-700" aria-hidden="true" />
          {t("analytics.columns.readers")}
        </span>
        <span className="text-slate-600">{t("analytics.chartNote")}</span>
      </figcaption>
    </figure>
  );
}
