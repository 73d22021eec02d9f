"use client";
/**
 * /admin/catalogs: every catalogue, expired ones and those scheduled for a later day marked; Catalogue, Store, Pages, Offers (a link to
 * the offers editor), Processing (live while a shown row is queued or processing), Valid until, Actions.
 */
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ListState } from "#lib/admin-list-state.ts";
import { catalogSchedule } from "#lib/catalog-schedule.ts";
import { formatWeekday } from "#lib/dates.ts";
import { useOfferCounts } from "./offers/use-offer-counts.ts";
import { ProcessingBadge, useProcessingStatuses } from "./processing-status.tsx";
import { ResourceTable } from "./resource-table.tsx";

type Catalog = {
  id: number;
  title: string;
  titleAr: string | null;
  pages: number | null;
  startDate: string | null;
  expiryDate: string | null;
  coverImage: string | null;
  store: { name: string };
};

export function CatalogsTable({
  base,
  today,
  locale,
  initial,
}: {
  base: string;
  today: string;
  locale: string;
  initial: ListState;
}) {
  const { t } = useTranslation("admin");
  // The ids on screen as one string: the same rows again do not start a new look.
  const [shownKey, setShownKey] = useState("");
  const onShown = useCallback((rows: Catalog[]) => setShownKey(rows.map((r) => r.id).join(",")), []);
  const shownIds = useMemo(() => (shownKey ? shownKey.split(",").map(Number) : []), [shownKey]);
  const { statuses, retry } = useProcessingStatuses(shownIds);
  const ready = shownIds.filter((id) => statuses.get(id)?.state === "ready").join(",");
  const offerCounts = useOfferCounts(shownIds, ready);
  return (
    <ResourceTable<Catalog>
      onShown={onShown}
      resource="catalogs"
      listUrl="/api/catalogs"
      deleteBase="/api/catalogs"
      editBase={base}
      rowTestId="catalog-row"
      arabic={{ kind: "catalogs" }}
      initial={initial}
      name={(c) => c.title}
      nameAr={(c) => c.titleAr}
      // A catalog's pages and offers go with it.
      cascade={(c) => {
        const s = statuses.get(c.id);
        return { pages: (s?.state === "ready" ? s.pages : c.pages) ?? 0, offers: offerCounts.get(c.id)?.offers ?? 0 };
      }}
      columns={[
        {
          header: t("catalogs.colCatalog"),
          sort: "title",
          cell: (c) => (
            <div className="flex items-center gap-3">
              {c.coverImage && (
                <img
                  src={c.coverImage}
                  alt=""
                  className="h-12 w-9 rounded object-cover"
                  onError={(e) => (e.currentTarget.style.display = "none")}
                />
              )}
              <span>
                <span className="block font-medium text-slate-900" lang="en" dir="ltr">
                  {c.title}
                </span>
                {c.titleAr && (
                  <span className="block font-[var(--font-arabic)] text-sm text-slate-700" lang="ar" dir="rtl">
                    {c.titleAr}
                  </span>
                )}
              </span>
            </div>
          ),
        },
        { header: t("catalogs.colStore"), sort: "store", cell: (c) => c.store.name },
        {
          header: t("catalogs.colPages"),
          sort: "pages",
          // Processing counts the pages: a catalogue that became ready here shows its count at once.
          cell: (c) => {
            const s = statuses.get(c.id);
            return <span data-testid="catalog-pages">{(s?.state === "ready" ? s.pages : c.pages) ?? "—"}</span>;
          },
        },
        {
          header: t("catalogs.colOffers"),
          // "132 offers, 4 edited": the offers shoppers see, and those an operator edited or added.
          cell: (c) => {
            const n = offerCounts.get(c.id);
            if (!n || (n.offers === 0 && statuses.get(c.id)?.state !== "ready")) return "—";
            const offers = t("catalogs.offers", { count: n.offers });
            const edited = t("catalogs.offersEdited", { count: n.edited });
            return (
              <a
                href={`${base}/${c.id}/offers`}
                className="whitespace-nowrap font-medium text-teal-700 hover:underline"
                data-testid="catalog-offers"
              >
                {n.edited > 0 ? t("catalogs.offersAndEdited", { offers, edited }) : offers}
              </a>
            );
          },
        },
        {
          header: t("processing.column"),
          cell: (c) => <ProcessingBadge status={statuses.get(c.id)} onRetry={retry} />,
        },
        {
          header: t("catalogs.colValidity"),
          sort: "expiry",
          // An ISO date is one word: 2026-12-07, never 2026-12- over 07.
          cell: (c) => (
            <span dir="ltr" className="whitespace-nowrap">
              {c.expiryDate ?? "—"}{" "}
              {catalogSchedule(c, today) === "expired" && (
                <span className="ms-1 rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-700">
                  {t("catalogs.expired")}
                </span>
              )}
              {catalogSchedule(c, today) === "scheduled" && c.startDate && (
                <span
                  dir="auto"
                  className="ms-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900"
                  data-testid="catalog-scheduled"
                >
                  {t("catalogs.scheduled", { date: formatWeekday(c.startDate, locale) })}
                </span>
              )}
            </span>
          ),
        },
      ]}
    />
  );
}
