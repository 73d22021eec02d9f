"use client";
/**
 * "My deals" (routes/pages/my-deals.tsx): the page is the same for everyone; this island asks
 * GET /api/me/deals for what is new for this visitor, then tells the server the visit happened
 * (POST /api/me/deals/visit), so the next visit shows what came after this one. A browser that
 * keeps nothing yet is shown what to do, without being given a session for looking.
 */
import { useEffect, useMemo, useState } from "react";
import type { Messages } from "#i18n/messages.ts";
import { dubaiDate } from "./dubai-date.ts";
import { ForgetMe } from "./forget-me.tsx";
import { meRead, meWrite } from "./me-api.ts";
import type { Deals } from "./my-deals-data.ts";
import { NewCatalogs, NewOffers } from "./my-deals-sections.tsx";
import { NotifyMe } from "./notify-me.tsx";
import { translator } from "./translate.ts";

const NOTHING: Deals = { since: null, firstVisitDays: 7, follows: 0, savedSearches: 0, catalogs: [], searches: [] };

export function MyDeals({
  lang,
  messages,
  retentionDays,
}: {
  lang: "en" | "ar";
  messages: Messages;
  retentionDays: number;
}) {
  const t = useMemo(() => translator(lang, messages), [lang, messages]);
  const [deals, setDeals] = useState<Deals | null>(null);
  useEffect(() => {
    let live = true;
    meRead<Deals>("/deals").then((d) => {
      if (!live) return;
      setDeals(d ?? NOTHING);
      if (d) meWrite("POST", "/deals/visit").catch(() => undefined);
    });
    return () => {
      live = false;
    };
  }, []);
  const date = useMemo(() => (iso: string) => dubaiDate(lang, iso), [lang]);

  const deleteSearch = async (id: number) => {
    const res = await meWrite("DELETE", `/searches/${id}`).catch(() => null);
    if (res?.ok || res?.status === 404)
      setDeals(
        (d) =>
          d && { ...d, savedSearches: d.savedSearches - 1, searches: d.searches.filter((s) => s.search.id !== id) },
      );
  };

  if (!deals)
    return (
      <p className="min-h-6 text-slate-600" aria-live="polite" data-testid="my-deals-loading">
        {t("pages:myDeals.loading")}
      </p>
    );
  return (
    <div data-testid="my-deals" data-loaded="true">
      <p className="font-semibold text-teal-800" data-testid="my-deals-since">
        {deals.since
          ? t("pages:myDeals.sinceVisit", { date: date(deals.since) })
          : t("pages:myDeals.sinceDays", { count: deals.firstVisitDays })}
      </p>
      <NewCatalogs catalogs={deals.catalogs} follows={deals.follows} lang={lang} t={t} date={date} />
      <NewOffers searches={deals.searches} lang={lang} t={t} onDelete={deleteSearch} />
      <NotifyMe lang={lang} t={t} />
      <ForgetMe t={t} days={retentionDays} onForgotten={() => setDeals(NOTHING)} />
    </div>
  );
}
