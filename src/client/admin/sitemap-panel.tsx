"use client";
/** Sitemap status ('No sitemap found' or its address, date and page count) and Generate. */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../toast-store.ts";
import { apiRequest, errorText } from "./admin-fetch.ts";

type Info = { url: string | null; lastGenerated: string | null; pageCount: number };

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

  return (
    <div className="space-y-5" data-testid="sitemap-panel">
      {failed && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {t("sitemap.loadFailed")}
        </p>
      )}
      {!info && !failed && <div className="h-20 animate-pulse rounded-lg bg-slate-100" aria-busy="true" />}
      {info && !info.url && (
        <p className="text-slate-600" data-testid="sitemap-none">
          {t("sitemap.none")}
        </p>
      )}
      {info?.url && (
        <dl className="grid gap-3 text-sm sm:grid-cols-3" data-testid="sitemap-info">
          <div>
            <dt className="text-slate-500">{t("sitemap.url")}</dt>
            <dd>
              <a href={info.url} className="break-all font-medium text-teal-700 underline" dir="ltr">
                {info.url}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t("sitemap.generated")}</dt>
            <dd className="font-medium">
              {info.lastGenerated
                ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short" }).format(
                    new Date(info.lastGenerated),
                  )
                : "—"}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t("sitemap.pages")}</dt>
            <dd className="font-medium" data-testid="sitemap-pages">
              {info.pageCount}
            </dd>
          </div>
        </dl>
      )}
      <button
        type="button"
        onClick={generate}
        disabled={busy}
        className="h-10 rounded-lg bg-teal-600 px-5 font-semibold text-white hover:bg-teal-700 disabled:opacity-60"
        data-testid="generate-sitemap"
      >
        {busy ? t("sitemap.generating") : t("sitemap.generate")}
      </button>
    </div>
  );
}
