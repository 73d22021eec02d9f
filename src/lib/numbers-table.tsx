/**
 * The table both analytics screens draw (the admin dashboard's tables and a store's report):
 * a hidden caption, column headers, the first cell of each row its header, numbers aligned to the
 * end in the reader's digits. No hooks, so the server's report and the admin's client both use it.
 */
import type { ReactNode } from "react";

export type NumbersColumn<T> = {
  value: (row: T) => ReactNode | number | null;
  /** A number: aligned to the end and formatted. */
  numeric?: boolean;
  /** Text that may be in either script (names, searches). */
  auto?: boolean;
  /** A date: kept on one line (an ISO date would break at its hyphens in a narrow column). */
  date?: boolean;
};

export function NumbersTable<T>({
  caption,
  headers,
  rows,
  columns,
  formatNumber,
  testId,
}: {
  caption: string;
  /** One per column, in order. */
  headers: readonly string[];
  rows: readonly T[];
  columns: readonly NumbersColumn<T>[];
  formatNumber: (n: number) => string;
  testId: string;
}) {
  return (
    <table className="w-full text-sm" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          {columns.map((c, i) => (
            <th
              key={headers[i]}
              scope="col"
              className={`py-2 pe-3 font-semibold ${c.numeric ? "text-end" : "text-start"}`}
            >
              {headers[i]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((r, ri) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed answer, never reordered in place
          <tr key={ri}>
            {columns.map((c, ci) => {
              const v = c.value(r);
              const Cell = ci === 0 ? "th" : "td";
              return (
                <Cell
                  key={headers[ci]}
                  scope={ci === 0 ? "row" : undefined}
                  dir={c.auto ? "auto" : undefined}
                  className={`py-1.5 pe-3 ${ci === 0 ? "font-medium text-slate-900" : "text-slate-700"} ${c.numeric ? "text-end tabular-nums" : "text-start"}${c.date ? " whitespace-nowrap" : ""}`}
                >
                  {typeof v === "number" ? formatNumber(v) : (v ?? "")}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
