import type { TFunction } from "i18next";
import { ChevronIcon } from "#components/icons.tsx";

const link =
  "inline-flex items-center gap-1.5 whitespace-nowrap rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50";
const off =
  "inline-flex items-center gap-1.5 whitespace-nowrap rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-500";

/** Previous and next page of the catalogue around "Page n of N" (a dimmed label at either end). */
export function PageNav({
  page,
  pageCount,
  href,
  t,
}: {
  page: number;
  pageCount: number;
  href: (n: number) => string;
  t: TFunction;
}) {
  return (
    <nav aria-label={t("pages:catalogPage.allPages")} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev" className={link} data-testid="page-prev">
          <ChevronIcon className="h-4 w-4 rotate-180" />
          {t("pages:catalogPage.previous")}
        </a>
      ) : (
        <span className={off} aria-hidden="true">
          <ChevronIcon className="h-4 w-4 rotate-180" />
          {t("pages:catalogPage.previous")}
        </span>
      )}
      {/* The heading says it already; a phone needs the room for the two links. */}
      <span className="hidden text-sm text-slate-600 sm:inline" data-testid="page-of">
        {t("pages:catalogPage.pageOf", { page, count: pageCount })}
      </span>
      {page < pageCount ? (
        <a href={href(page + 1)} rel="next" className={link} data-testid="page-next">
          {t("pages:catalogPage.next")}
          <ChevronIcon className="h-4 w-4" />
        </a>
      ) : (
        <span className={off} aria-hidden="true">
          {t("pages:catalogPage.next")}
          <ChevronIcon className="h-4 w-4" />
        </span>
      )}
    </nav>
  );
}
