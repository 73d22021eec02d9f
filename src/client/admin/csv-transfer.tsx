"use client";
/**
 * /admin/import: stores and branches to and from CSV (issue 27, item 5). Downloads are plain
 * links to /api/admin/export/*; an upload is first sent as a dry run, its report shown as a
 * table (line, column, message), and Import is enabled only when that report has no error.
 * The report's problems are worded in the screen's language from their codes (import-issue-text.ts).
 */
import { type ChangeEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "#client/toast-store.ts";
import { importIssueText } from "./import-issue-text.ts";

type Kind = "stores" | "branches";
type Problem = {
  line: number;
  column: string;
  message: string;
  code?: string;
  params?: Record<string, string | number>;
};
type Report = { rows: number; errors: Problem[] };
type Checked = { kind: Kind; file: File; report: Report };

/** Sends the file's bytes as the body; the report, or why there is none. */
async function sendCsv(
  kind: Kind,
  file: File,
  dryRun: boolean,
): Promise<Report & { created?: number; updated?: number }> {
  const res = await fetch(`/api/admin/import/${kind}${dryRun ? "?dryRun=1" : ""}`, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "text/csv" },
    body: file,
  });
  const body = (await res.json().catch(() => null)) as (Report & { error?: string; code?: string }) | null;
  if (body && Array.isArray(body.errors)) return body;
  throw new RefusedFile(body?.error ?? `${res.status}`, body?.code);
}

/** The server refused the file before reading it (too large, signed out); `code` names why. */
class RefusedFile extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const button = "inline-flex h-10 items-center rounded-lg px-4 font-semibold";

export function CsvTransfer() {
  const { t } = useTranslation("admin");
  const ids = { kind: useId(), file: useId(), report: useId() };
  const [kind, setKind] = useState<Kind>("stores");
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  /** Why the file could not be sent: a too-large file in the screen's words, else the server's. */
  const failure = (err: unknown) =>
    err instanceof RefusedFile && err.code === "payload_too_large"
      ? t("transfer.tooLarge")
      : t("transfer.failed", { reason: err instanceof Error ? err.message : "" });

  async function check(file: File | undefined, forKind = kind) {
    setChecked(null);
    setError("");
    if (!file) return;
    setBusy(true);
    try {
      setChecked({ kind: forKind, file, report: await sendCsv(forKind, file, true) });
    } catch (err) {
      setError(failure(err));
    } finally {
      setBusy(false);
    }
  }

  async function runImport() {
    if (!checked) return;
    setBusy(true);
    try {
      const done = await sendCsv(checked.kind, checked.file, false);
      if (done.errors.length > 0) setChecked({ ...checked, report: done });
      else {
        toast({ title: t("transfer.imported", { created: done.created ?? 0, updated: done.updated ?? 0 }) });
        setChecked(null);
      }
    } catch (err) {
      setError(failure(err));
    } finally {
      setBusy(false);
    }
  }

  const clean = checked !== null && checked.report.errors.length === 0 && checked.report.rows > 0;
  return (
    <div className="space-y-6">
      <section className="rounded-2xl border border-slate-200 bg-white p-5" aria-labelledby={`${ids.kind}-export`}>
        <h2 id={`${ids.kind}-export`} className="font-bold text-slate-900">
          {t("transfer.exportTitle")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("transfer.exportText")}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          {(["stores", "branches"] as const).map((k) => (
            <a
              key={k}
              href={`/api/admin/export/${k}`}
              download={`${k}.csv`}
              data-testid={`export-${k}`}
              className={`${button} border border-slate-300 text-slate-800 hover:bg-slate-50`}
            >
              {t(`transfer.download.${k}`)}
            </a>
          ))}
        </div>
      </section>

      <section className="rounded-2xl border border-slate-200 bg-white p-5" aria-labelledby={`${ids.kind}-import`}>
        <h2 id={`${ids.kind}-import`} className="font-bold text-slate-900">
          {t("transfer.importTitle")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("transfer.importText")}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="import-form">
          <div>
            <label htmlFor={ids.kind} className="block text-sm font-semibold text-slate-800">
              {t("transfer.kind")}
            </label>
            <select
              id={ids.kind}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as Kind);
                if (checked) check(checked.file, e.target.value as Kind);
              }}
              className="mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-3"
            >
              <option value="stores">{t("transfer.kinds.stores")}</option>
              <option value="branches">{t("transfer.kinds.branches")}</option>
            </select>
          </div>
          <div>
            <label htmlFor={ids.file} className="block text-sm font-semibold text-slate-800">
              {t("transfer.file")}
            </label>
            <input
              id={ids.file}
              type="file"
              accept=".csv,text/csv"
              data-testid="import-file"
              onChange={(e: ChangeEvent<HTMLInputElement>) => check(e.target.files?.[0])}
              className="mt-1 block w-full text-sm text-slate-700 file:me-3 file:h-10 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 file:font-semibold"
            />
          </div>
        </div>
        {busy && (
          <p className="mt-4 text-sm text-slate-600" role="status">
            {t("transfer.checking")}
          </p>
        )}
        {error && (
          <p className="mt-4 text-sm font-semibold text-red-700" role="alert">
            {error}
          </p>
        )}
        {checked && <ReportTable report={checked.report} id={ids.report} />}
        <button
          type="button"
          disabled={!clean || busy}
          onClick={runImport}
          data-testid="import-run"
          className={`${button} mt-4 bg-teal-700 text-white hover:bg-teal-800 disabled:cursor-not-allowed disabled:bg-slate-400`}
        >
          {t("transfer.import")}
        </button>
      </section>
    </div>
  );
}

function ReportTable({ report, id }: { report: Report; id: string }) {
  const { t, i18n } = useTranslation("admin");
  const rtl = i18n.dir() === "rtl";
  const cell = "px-3 py-2 text-start align-top";
  const summary =
    report.errors.length === 0
      ? t("transfer.allGood", { rows: report.rows })
      : t("transfer.problems", { found: report.errors.length, rows: report.rows });
  return (
    <div className="mt-4" data-testid="import-report" data-errors={report.errors.length}>
      <p id={id} className={report.errors.length === 0 ? "font-semibold text-teal-800" : "font-semibold text-red-700"}>
        {summary}
      </p>
      {report.errors.length > 0 && (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-sm" aria-labelledby={id}>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className={cell}>
                  {t("transfer.colLine")}
                </th>
                <th scope="col" className={cell}>
                  {t("transfer.colColumn")}
                </th>
                <th scope="col" className={cell}>
                  {t("transfer.colMessage")}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((e) => (
                <tr
                  key={`${e.line}-${e.column}-${e.message}`}
                  className="border-t border-slate-100"
                  data-testid="import-error"
                >
                  <td className={cell}>{e.line}</td>
                  {/* The file's own column names: their own direction, aligned as the table is. */}
                  <td className={cell}>
                    <bdi dir="ltr">{e.column}</bdi>
                  </td>
                  <td className={cell} data-code={e.code}>
                    {importIssueText(t, e, rtl)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
