import type { TFunction } from "i18next";

export const STORE_TABS = ["overview", "branches", "catalogs", "contact"] as const;
export type StoreTab = (typeof STORE_TABS)[number];

/** Tab links (?tab=...): each tab is its own shareable, server-rendered URL. */
export function StoreTabs({
  current,
  href,
  t,
  counts,
}: {
  current: StoreTab;
  href: (tab: StoreTab) => string;
  t: TFunction;
  counts: Partial<Record<StoreTab, number>>;
}) {
  return (
    // On a phone the four tabs share the width (label over count), so none sits off-screen (issue 24);
    // from sm they line up as a strip.
    <nav
      aria-label={t("pages:store.tabs")}
      className="-mb-px grid grid-cols-4 sm:flex sm:gap-1"
      data-testid="store-tabs"
    >
      {STORE_TABS.map((tab) => {
        const active = tab === current;
        return (
          <a
            key={tab}
            href={href(tab)}
            aria-current={active ? "page" : undefined}
            className={`flex min-w-0 flex-col items-center justify-center gap-1 border-b-2 px-1 py-2 text-center text-sm font-semibold transition-colors sm:shrink-0 sm:flex-row sm:gap-2 sm:px-4 sm:py-3 ${active ? "border-teal-600 text-teal-700" : "border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800"}`}
          >
            {t(`pages:store.${tab}`)}
            {counts[tab] !== undefined && (
              <span
                className={`rounded-full px-2 py-0.5 text-xs ${active ? "bg-teal-100 text-teal-800" : "bg-slate-100 text-slate-600"}`}
              >
                {counts[tab]}
              </span>
            )}
          </a>
        );
      })}
    </nav>
  );
}
