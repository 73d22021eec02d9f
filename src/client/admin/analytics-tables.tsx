/**
 * The analytics dashboard's tables (issue 27 item 2): each a captioned table with its numbers
 * in the operator's locale and a "Download CSV" of exactly what it shows (src/lib/csv.ts escapes
 * formula-looking cells), and the heat strip of a catalogue's pages.
 */
import { useTranslation } from "react-i18next";
import { toCsv } from "#lib/csv.ts";
import { type NumbersColumn, NumbersTable } from "#lib/numbers-table.tsx";

export type Column<T> = Omit<NumbersColumn<T>, "value"> & {
  /** admin:analytics.columns.<key> */
  key: string;
  value: (row: T) => string | number | null;
};

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = `${name}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

export function DataTable<T>({
  id,
  caption,
  rows,
  columns,
  locale,
  fileName,
}: {
  id: string;
  caption: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  locale: string;
  fileName: string;
}) {
  const { t } = useTranslation("admin");
  const number = new Intl.NumberFormat(locale);
  const header = columns.map((c) => t(`analytics.columns.${c.key}`));
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${id}-title`} className="font-bold text-slate-900">
          {caption}
        </h2>
        <button
          type="button"
          className="ms-auto min-h-9 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
          disabled={rows.length === 0}
          onClick={() =>
            download(
              fileName,
              toCsv(
                header,
                rows.map((r) => columns.map((c) => c.value(r))),
              ),
            )
          }
          data-testid={`${id}-csv`}
        >
          {t("analytics.csv")}
          <span className="sr-only"> ({caption})</span>
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("analytics.empty")}</p>
      ) : (
        // A long table scrolls in its box: focusable (and named) so a keyboard can scroll it too.
        <div
          className="mt-3 max-h-96 overflow-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard (WCAG 2.1.1)
          tabIndex={0}
          role="region"
          aria-labelledby={`${id}-title`}
        >
          <NumbersTable
            caption={caption}
            headers={header}
            rows={rows}
            columns={columns}
            formatNumber={(n) => number.format(n)}
            testId={id}
          />
        </div>
      )}
    </section>
  );
}

/**
 * A catalogue's pages side by side, each shaded by its reads relative to the most read page:
 * where readers stop shows as the strip fading out. Each cell says its numbers to a screen
 * reader and on hover; the table beside it has them too.
 */
export function HeatStrip({ pages, locale }: { pages: { page: number; reads: number }[]; locale: string }) {
  const { t } = useTranslation("admin");
  const most = Math.max(1, ...pages.map((p) => p.reads));
  const number = new Intl.NumberFormat(locale);
  return (
    <ol className="mt-3 flex flex-wrap gap-1" aria-label={t("analytics.heatLabel")} data-testid="heat-strip">
      {pages.map((p) => {
        const share = p.reads / most;
        const label = t("analytics.heatCell", {
          page: number.format(p.page),
          count: p.reads,
          reads: number.format(p.reads),
        });
        return (
          <li key={p.page} title={label} className="flex w-9 flex-col items-center gap-0.5 text-xs text-slate-700">
            {/* The shade alone carries no text (no contrast to keep); the number sits under it on white. */}
            <span
              aria-hidden="true"
              className="block h-10 w-full rounded border border-teal-900/10"
              style={{ backgroundColor: `rgba(15, 118, 110, ${0.06 + share * 0.94})` }}
            />
            <span aria-hidden="true">{number.format(p.page)}</span>
            <span className="sr-only">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
