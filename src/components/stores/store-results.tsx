import type { TFunction } from "i18next";
import { Fragment, type ReactNode } from "react";
import { Pagination } from "#components/pagination.tsx";
import { SwitchableList } from "#components/switchable-list.tsx";
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
  /** How the list is ordered, said above it (home's "Emirate" order). */
  note?: ReactNode;
  /** The group a store is listed under: a heading opens each run of cards of one group. */
  groupOf?: (store: StoreCardData) => { key: string; label: ReactNode };
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
  note,
  groupOf,
}: Props) {
  return (
    <SwitchableList
      view={view}
      labels={{ label: t("view.label"), grid: t("view.grid"), list: t("view.list") }}
      gridHref={hrefWith(lang, path, query, { view: undefined })}
      listHref={hrefWith(lang, path, query, { view: "list" })}
      toolbar={toolbar}
    >
      {items.length === 0 ? (
        empty
      ) : (
        <>
          {note && (
            <p className="-mt-2 mb-4 text-sm text-slate-600" data-testid="sort-note">
              {note}
            </p>
          )}
          <div className="cards">
            {items.map((store, i) => {
              const group = groupOf?.(store);
              const opens = group && (i === 0 || groupOf?.(items[i - 1]!).key !== group.key);
              return (
                <Fragment key={store.id}>
                  {opens && (
                    <h3 className="store-group text-lg font-bold text-slate-900" data-testid="store-group">
                      {group.label}
                    </h3>
                  )}
                  <StoreCard store={store} lang={lang} t={t} headingLevel={group ? 4 : headingLevel} />
                </Fragment>
              );
            })}
          </div>
        </>
      )}
      <Pagination page={page} pageCount={pageCount} t={t} href={pageHref(lang, path, query)} />
    </SwitchableList>
  );
}
