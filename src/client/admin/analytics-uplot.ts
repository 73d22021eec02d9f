/**
 * The chart library, fetched only when the analytics page draws its chart (analytics-chart.tsx):
 * uPlot (small, canvas, kept up) with its own stylesheet as text, put in the page once.
 */
import uPlot from "uplot";
import css from "uplot/dist/uPlot.min.css" with { type: "text" };

let styled = false;
const DAY_S = 86_400;

export type DayPoint = { day: string; reads: number; readers: number };

/** Draws reads and readers per day into `into`; returns the chart, to resize or destroy. */
export function drawChart(
  into: HTMLElement,
  days: readonly DayPoint[],
  opts: { width: number; labels: { reads: string; readers: string }; locale: string },
): uPlot {
  if (!styled) {
    const style = document.createElement("style");
    style.textContent = css;
    document.head.append(style);
    styled = true;
  }
  const dayLabel = new Intl.DateTimeFormat(opts.locale, { timeZone: "UTC", month: "short", day: "numeric" });
  const number = new Intl.NumberFormat(opts.locale);
  const xs = days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
  return new uPlot(
    {
      width: opts.width,
      height: 260,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
      axes: [
        // Whole days and whole numbers only: no "noon" ticks repeating a date, no half a reader.
        {
          incrs: [1, 2, 7, 14, 30, 61, 91, 182, 365].map((d) => d * DAY_S),
          values: (_u, ticks) => ticks.map((s) => dayLabel.format(new Date(s * 1000))),
          stroke: "#475569",
        },
        {
          incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000],
          values: (_u, ticks) => ticks.map((v) => number.format(v)),
          stroke: "#475569",
        },
      ],
      series: [
        {},
        { label: opts.labels.reads, stroke: "#0f766e", width: 2, fill: "rgba(15,118,110,0.08)" },
        { label: opts.labels.readers, stroke: "#b45309", width: 2, dash: [6, 4] },
      ],
    },
    [xs, days.map((d) => d.reads), days.map((d) => d.readers)],
    into,
  );
}
