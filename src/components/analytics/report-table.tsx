/** A store report's table (routes/pages/store-report.tsx): a caption, column headers, numbers in the page's language. */
import type { ReactNode } from "react";
import type { Lang } from "#i18n/languages.ts";
import { formatNumber } from "#i18n/server.ts";

export type ReportColumn<T> = { label: string; value: (row: T) => ReactNode | number; numeric?: boolean };

export function ReportTable<T>({
  caption,
  rows,
  columns,
  lang,
  empty,
  testId,
}: {
  caption: string;
  rows: readonly T[];
  columns: readonly ReportColumn<T>[];
  lang: Lang;
  empty: string;
  testId: string;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 className="font-bold text-slate-900">{caption}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm" data-testid={testId}>
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                {columns.map((c) => (
                  <th
                    key={c.label}
                    scope="col"
                    className={`py-2 pe-3 font-semibold ${c.numeric ? "text-end" : "text-start"}`}
                  >
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r, ri) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
                <tr key={ri}>
                  {columns.map((c, ci) => {
                    const v = c.value(r);
                    const Cell = ci === 0 ? "th" : "td";
                    return (
                      <Cell
                        key={c.label}
                        scope={ci === 0 ? "row" : undefined}
                        className={`py-1.5 pe-3 ${ci === 0 ? "font-medium text-slate-900" : "text-slate-700"} ${c.numeric ? "text-end tabular-nums" : "text-start"}`}
                      >
                        {typeof v === "number" ? formatNumber(lang, v) : v}
                      </Cell>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
