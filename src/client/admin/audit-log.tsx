"use client";
/**
 * /admin/audit: the audit log, newest first, 50 entries a page (GET /api/admin/audit): when
 * (Dubai time), who (an admin or a token), what, on what, the answer's status and the address.
 */
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDubaiTime } from "#lib/dates.ts";
import { apiRequest } from "./admin-fetch.ts";

type Entry = {
  id: number;
  at: string;
  action: string;
  target: string;
  status: number | null;
  ip: string | null;
  admin: string | null;
  token: string | null;
  tokenPrefix: string | null;
};
type Page = { data: Entry[]; total: number; page: number; pages: number };

/** The action's words; an action this screen does not know is shown as stored. */
const ACTIONS: Record<string, string> = {
  "sign-in": "audit.action.signIn",
  "sign-in refused": "audit.action.signInRefused",
  delete: "audit.action.delete",
  "token call": "audit.action.tokenCall",
  "token created": "audit.action.tokenCreated",
};

export function AuditLog({ locale }: { locale: string }) {
  const { t } = useTranslation("admin");
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<Page | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    apiRequest<Page>("GET", `/api/admin/audit?page=${page}`).then(setShown, () => setFailed(true));
  }, [page]);
  useEffect(load, [load]);

  if (failed)
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-6 text-red-700">
        {t("audit.loadFailed")}{" "}
        <button type="button" onClick={load} className="font-semibold underline">
          {t("messages.retry")}
        </button>
      </p>
    );
  if (!shown)
    return <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-600">{t("audit.loading")}</p>;
  if (shown.total === 0)
    return <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-600">{t("audit.empty")}</p>;
  const who = (e: Entry) =>
    e.admin
      ? t("audit.byAdmin", { name: e.admin })
      : e.token
        ? t("audit.byToken", { name: e.token })
        : t("audit.nobody");
  const cell = "px-3 py-2 align-top";
  return (
    <div className="space-y-4">
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className="w-full text-start text-sm" data-testid="audit-table">
          <caption className="sr-only">{t("audit.title")}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {["colWhen", "colWho", "colAction", "colTarget", "colStatus", "colIp"].map((k) => (
                <th key={k} scope="col" className="px-3 py-2 text-start font-semibold">
                  {t(`audit.${k}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {shown.data.map((e) => (
              <tr key={e.id}>
                <td className={`${cell} whitespace-nowrap`}>{formatDubaiTime(e.at, locale)}</td>
                <td className={cell} dir="auto">
                  {who(e)}
                </td>
                <td className={cell}>{ACTIONS[e.action] ? t(ACTIONS[e.action]!) : e.action}</td>
                <td className={`${cell} break-all font-mono text-xs`} dir="auto">
                  {e.target}
                </td>
                <td className={cell}>{e.status ?? "—"}</td>
                <td className={`${cell} font-mono text-xs`} dir="ltr">
                  {e.ip ?? "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label={t("audit.paging")} className="flex items-center justify-between gap-3 text-sm">
        <button
          type="button"
          disabled={page <= 1}
          onClick={() => setPage((p) => p - 1)}
          className="h-10 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-50"
        >
          {t("audit.newer")}
        </button>
        <span className="text-slate-700">{t("audit.pageOf", { page: shown.page, pages: shown.pages })}</span>
        <button
          type="button"
          disabled={page >= shown.pages}
          onClick={() => setPage((p) => p + 1)}
          className="h-10 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-50"
        >
          {t("audit.older")}
        </button>
      </nav>
    </div>
  );
}
