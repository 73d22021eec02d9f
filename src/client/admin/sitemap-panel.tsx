"use client";
/**
 * The live sitemap's facts (its address, how many addresses it lists now, the newest
 * content change) and its last generation (when, and how many then), with Generate.
 * /sitemap.xml is built on request, so there is always a sitemap to describe.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "#client/toast-store.ts";
import { formatDubaiTime } from "#lib/dates.ts";
import { apiRequest, errorText } from "./admin-fetch.ts";

type Info = {
  url: string;
  pageCount: number;
  lastContentChange: string | null;
  lastGenerated: string | null;
  generatedCount: number | null;
};

/** Fetches the info, retrying once (spec section 7). */
async function loadInfo(): Promise<Info> {
  try {
    return await apiRequest<Info>("GET", "/api/sitemap/info");
  } catch {
    return apiRequest<Info>("GET", "/api/sitemap/info");
  }
}

export function SitemapPanel({ locale }: { locale: string }) {
  const { t } = useTranslation("admin");
  const [info, setInfo] = useState<Info | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    loadInfo().then(setInfo, () => setFailed(true));
  }, []);

  async function generate() {
    setBusy(true);
    try {
      const next = await apiRequest<Info & { message?: string }>("POST", "/api/admin/generate-sitemap", {});
      setInfo(next);
      setFailed(false);
      toast({ title: t("sitemap.success") });
    } catch (error) {
      toast({ title: t("sitemap.failed"), description: errorText(error, t("sitemap.failed")), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  const when = (iso: string | null) => (iso ? t("time.inDubai", { time: formatDubaiTime(iso, locale, "long") }) : null);
  const number = new Intl.NumberFormat(locale);
  return (
    <div className="space-y-5" data-testid="sitemap-panel">
      {failed && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {t("sitemap.loadFailed")}
        </p>
      )}
      {!info && !failed && <div className="h-20 animate-pulse rounded-lg bg-slate-100" aria-busy="true" />}
      {info && (
        <>
          <p className="text-sm text-slate-600">{t("extra.sitemap.live")}</p>
          <dl className="grid gap-4 text-sm sm:grid-cols-2" data-testid="sitemap-info">
            <div>
              <dt className="text-slate-600">{t("sitemap.url")}</dt>
              <dd>
                <a href={info.url} className="break-all font-medium text-teal-700 underline" dir="ltr">
                  {info.url}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t("extra.sitemap.urls")}</dt>
              <dd className="font-medium" data-testid="sitemap-pages">
                {number.format(info.pageCount)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t("extra.sitemap.lastContentChange")}</dt>
              <dd className="font-medium">{when(info.lastContentChange) ?? "—"}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t("extra.sitemap.lastGenerated")}</dt>
              <dd className="font-medium" data-testid="sitemap-generated">
                {info.lastGenerated ? (
                  <>
                    {when(info.lastGenerated)}{" "}
                    <span className="font-normal text-slate-600">
                      ({t("extra.sitemap.generatedCount", { count: info.generatedCount ?? 0 })})
                    </span>
                  </>
                ) : (
                  t("extra.sitemap.never")
                )}
              </dd>
            </div>
          </dl>
        </>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={generate}
          disabled={busy}
          className="h-10 rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
          data-testid="generate-sitemap"
        >
          {busy ? t("sitemap.generating") : t("sitemap.generate")}
        </button>
        {info && (
          <a
            href={info.url}
            className="flex h-10 items-center rounded-lg border border-slate-300 px-4 font-semibold text-slate-700 hover:bg-slate-50"
          >
            {t("extra.sitemap.open")}
          </a>
        )}
      </div>
    </div>
  );
}
