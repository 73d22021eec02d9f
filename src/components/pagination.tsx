import type { TFunction } from "i18next";
import { ChevronIcon } from "./icons.tsx";

/** Page links 1..n around the current page; links carry the rest of the query. */
export function Pagination({
  page,
  pageCount,
  href,
  t,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  t: TFunction;
}) {
  if (pageCount <= 1) return null;
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const cell = "flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium";
  return (
    <nav
      aria-label={t("pagination.label")}
      className="mt-10 flex flex-wrap items-center justify-center gap-1.5"
      data-testid="pagination"
    >
      {page > 1 ? (
        <a
          href={href(page - 1)}
          rel="prev"
          data-keeps-view
          className={`${cell} gap-1 border border-slate-200 bg-white text-slate-700 hover:bg-slate-50`}
        >
          <ChevronIcon className="h-4 w-4 rotate-180" />
          {t("pagination.previous")}
        </a>
      ) : null}
      {sorted.map((p, i) => (
        <span key={p} className="flex items-center gap-1.5">
          {i > 0 && sorted[i - 1]! < p - 1 && <span className="px-1 text-slate-500">…</span>}
          {p === page ? (
            <span aria-current="page" className={`${cell} bg-teal-700 text-white`}>
              {p}
            </span>
          ) : (
            <a
              href={href(p)}
              data-keeps-view
              aria-label={t("pagination.page", { page: p })}
              className={`${cell} border border-slate-200 bg-white text-slate-700 hover:bg-slate-50`}
            >
              {p}
            </a>
          )}
        </span>
      ))}
      {page < pageCount ? (
        <a
          href={href(page + 1)}
          rel="next"
          data-keeps-view
          className={`${cell} gap-1 border border-slate-200 bg-white text-slate-700 hover:bg-slate-50`}
        >
          {t("pagination.next")}
          <ChevronIcon className="h-4 w-4" />
        </a>
      ) : null}
    </nav>
  );
}
