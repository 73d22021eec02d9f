/** A store report's table (routes/pages/store-report.tsx): a caption, column headers, numbers in the page's language. */

import type { Lang } from "#i18n/languages.ts";
import { formatNumber } from "#i18n/server.ts";
import { type NumbersColumn, NumbersTable } from "#lib/numbers-table.tsx";

export type ReportColumn<T> = NumbersColumn<T> & { label: string };

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
          <NumbersTable
            caption={caption}
            headers={columns.map((c) => c.label)}
            rows={rows}
            columns={columns}
            formatNumber={(n) => formatNumber(lang, n)}
            testId={testId}
          />
        </div>
      )}
    </section>
  );
}
