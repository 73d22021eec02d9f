import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { ViewToggle } from "#client/view-toggle.tsx";
import { Pagination } from "#components/pagination.tsx";
import type { StoreCard as StoreCardData } from "#db/queries/store-cards.ts";
import type { Lang } from "#i18n/languages.ts";
import { pageHref } from "#lib/paging.ts";
import { hrefWith, type Query } from "#lib/url.ts";
import { StoreCard } from "./store-card.tsx";

type Props = {
  lang: Lang;
  t: TFunction;
  path: string;
  query: Query;
  view: "grid" | "list";
  items: StoreCardData[];
  page: number;
  pageCount: number;
  toolbar: ReactNode;
  empty: ReactNode;
  /** The cards' heading level: 2 when no h2 comes between the page's h1 and the list. */
  headingLevel?: 2 | 3;
};

/** Store cards with the grid/list switch, the toolbar and pagination. */
export function StoreResults({
  lang,
  t,
  path,
  query,
  view,
  items,
  page,
  pageCount,
  toolbar,
  empty,
  headingLevel,
}: Props) {
  return (
    <ViewToggle
      initial={view}
      labels={{ label: t("view.label"), grid: t("view.grid"), list: t("view.list") }}
      gridHref={hrefWith(lang, path, query, { view: undefined })}
      listHref={hrefWith(lang, path, query, { view: "list" })}
      toolbar={toolbar}
    >
      {items.length === 0 ? (
        empty
      ) : (
        <div className="cards">
          {items.map((store) => (
            <StoreCard key={store.id} store={store} lang={lang} t={t} headingLevel={headingLevel} />
          ))}
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} t={t} href={pageHref(lang, path, query)} />
    </ViewToggle>
  );
}
