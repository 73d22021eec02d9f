/**
 * Read-only report links (issue 27 item 2): for a chosen store, its links (English and Arabic
 * addresses, to copy and send to the retailer), Create, and Revoke after a confirmation.
 */
import { useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "#client/toast-store.ts";
import { formatDubaiTime } from "#lib/dates.ts";
import { apiRequest, errorText } from "./admin-fetch.ts";
import { useConfirmDialog } from "./confirm-dialog.tsx";
import { useStoreOptions } from "./forms/use-options.ts";
import { revokeQuestion } from "./revoke-question.ts";

type Link = { id: number; token: string; createdAt: string };

export const reportPath = (lang: "en" | "ar", token: string) => `${lang === "ar" ? "/ar" : ""}/report/${token}`;

export function ReportLinks({ locale }: { locale: string }) {
  const { t } = useTranslation("admin");
  const stores = useStoreOptions();
  const [store, setStore] = useState("");
  const [links, setLinks] = useState<Link[] | null>(null);
  const [busy, setBusy] = useState(false);
  const { ask, dialog } = useConfirmDialog();
  const selectId = useId();

  const load = useCallback(
    async (id: string) => {
      setLinks(null);
      if (!id) return;
      try {
        setLinks((await apiRequest<{ links: Link[] }>("GET", `/api/admin/report-links?store=${id}`)).links);
      } catch (error) {
        toast({ title: t("analytics.reports.failed"), description: errorText(error, ""), variant: "destructive" });
      }
    },
    [t],
  );
  useEffect(() => void load(store), [store, load]);

  const create = async () => {
    setBusy(true);
    try {
      await apiRequest("POST", "/api/admin/report-links", { storeId: Number(store) });
      toast({ title: t("analytics.reports.created") });
      await load(store);
    } catch (error) {
      toast({ title: t("analytics.reports.failed"), description: errorText(error, ""), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (link: Link) => {
    if (!(await ask(revokeQuestion(t, "reportLink")))) return;
    try {
      await apiRequest("DELETE", `/api/admin/report-links/${link.id}?store=${store}`);
      toast({ title: t("analytics.reports.revoked") });
      await load(store);
    } catch (error) {
      toast({ title: t("analytics.reports.failed"), description: errorText(error, ""), variant: "destructive" });
    }
  };

  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5"
      aria-labelledby="report-links-title"
      data-testid="report-links"
    >
      <h2 id="report-links-title" className="font-bold text-slate-900">
        {t("analytics.reports.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("analytics.reports.text")}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
            {t("analytics.reports.store")}
          </label>
          <select
            id={selectId}
            value={store}
            onChange={(e) => setStore(e.target.value)}
            className="mt-1 h-10 min-w-56 rounded-lg border border-slate-300 bg-white px-2 text-sm"
            data-testid="report-store"
          >
            <option value="">{t("analytics.reports.choose")}</option>
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          disabled={!store || busy}
          onClick={create}
          className="h-10 rounded-lg bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
          data-testid="report-create"
        >
          {t("analytics.reports.create")}
        </button>
      </div>
      {store && links && links.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">{t("analytics.reports.none")}</p>
      )}
      {links && links.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100 text-sm" data-testid="report-list">
          {links.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
              {(["en", "ar"] as const).map((lang) => (
                <a
                  key={lang}
                  href={reportPath(lang, link.token)}
                  className="font-medium text-teal-700 underline"
                  data-testid={`report-${lang}`}
                >
                  {t(`analytics.reports.${lang}`)}
                  <span className="sr-only"> {origin + reportPath(lang, link.token)}</span>
                </a>
              ))}
              <span className="text-slate-600">
                {t("analytics.reports.createdAt", { time: formatDubaiTime(link.createdAt, locale) })}
              </span>
              <button
                type="button"
                onClick={() => revoke(link)}
                className="ms-auto rounded-lg border border-red-200 px-3 py-1 font-semibold text-red-700 hover:bg-red-50"
                data-testid="report-revoke"
              >
                {t("analytics.reports.revoke")}
              </button>
            </li>
          ))}
        </ul>
      )}
      {dialog}
    </section>
  );
}
