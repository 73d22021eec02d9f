/** The offers editor's page navigation: previous, "Page 2 of 8" (a list to jump to any page), next. */
import { useTranslation } from "react-i18next";

export function PageSteps({ page, pages, onPage }: { page: number; pages: number; onPage: (n: number) => void }) {
  const { t } = useTranslation("admin");
  const step =
    "h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-500 disabled:hover:bg-white";
  // Dimmed by colour, not opacity, so a step that cannot be taken still reads at 4.5:1 or more.
  return (
    <nav aria-label={t("offers.pageNav")} className="flex flex-wrap items-center gap-2" data-testid="offer-pages">
      <button type="button" className={step} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          ←
        </span>{" "}
        {t("offers.previous")}
      </button>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <span className="sr-only">{t("offers.goTo")}</span>
        <select
          value={page}
          onChange={(e) => onPage(Number(e.target.value))}
          className="h-9 rounded-lg border border-slate-300 bg-white px-2"
          data-testid="offer-page-select"
        >
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {t("offers.pageOf", { page: n, pages })}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={step} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("offers.next")}{" "}
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          →
        </span>
      </button>
    </nav>
  );
}
