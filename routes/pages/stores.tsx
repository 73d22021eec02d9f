/** "/stores" — every store with the filter sidebar, sort, grid/list and 9 per page. */

import { EmptyState, secondaryButtonClass } from "#components/empty-state.tsx";
import { Document } from "#components/layout/document.tsx";
import { EmirateBranchMap } from "#components/map/branch-map-block.tsx";
import { NearMeSection } from "#components/near-me/near-me-section.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { SortForm } from "#components/stores/sort-form.tsx";
import { type StoreFilterState, StoreFilters } from "#components/stores/store-filters.tsx";
import { StoreResults } from "#components/stores/store-results.tsx";
import { getDb } from "#db/client.ts";
import { withLatestViewerPages } from "#db/queries/catalog-pages.ts";
import { listCategoriesWithCounts } from "#db/queries/categories.ts";
import {
  chosenByOwnDetails,
  countStoreCardsByCategory,
  listStoreCards,
  type StoreFilters as StoreQuery,
} from "#db/queries/store-cards.ts";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { dubaiToday } from "#lib/dates.ts";
import type { PageContext } from "#lib/page-context.ts";
import { pageHref, redirectOutOfRangePage, requestedPage } from "#lib/paging.ts";
import { canonicalPath } from "#lib/seo-urls.ts";
import type { Query } from "#lib/url.ts";
import { STORE_PAGE_SORTS, storesPageQuery } from "#schemas/store-list.ts";

const PAGE_SIZE = 9;
/** What changes the stores listed (canonical links); search, sort and view do not make a page of their own. */
const STORE_LIST_KEYS = ["category", "emirate", "hasCatalogs", "multipleBranches", "online", "featured", "page"];

export default function StoresPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const db = getDb();
  const url = storesPageQuery.parse(ctx.query);
  const { sort, view } = url;
  const categories = listCategoriesWithCounts(db);
  const state: StoreFilterState = {
    search: url.search ?? "",
    // A category is a filter only when the data has it (any other is dropped, like a bad value).
    category: categories.some((c) => c.slug === url.category) ? url.category : undefined,
    emirate: url.emirate,
    hasCatalogs: url.hasCatalogs,
    multipleBranches: url.multipleBranches,
    online: url.online,
    featured: url.featured,
  };
  const page = requestedPage(ctx.query.page);
  const filters: StoreQuery = {
    search: state.search,
    categorySlug: state.category,
    emirateSlug: state.emirate,
    hasCatalogs: state.hasCatalogs,
    multipleBranches: state.multipleBranches,
    online: state.online,
    featured: state.featured,
    today: dubaiToday(),
  };
  const { items: found, total } = listStoreCards(db, filters, sort, page, PAGE_SIZE);
  const items = withLatestViewerPages(db, found);
  if (!chosenByOwnDetails(filters)) ctx.response.shows = items.map((store) => store.id);
  // Each category's count is what choosing it would list under the other filters; a category
  // without any store is left out (the chosen one always shows).
  const counts = countStoreCardsByCategory(db, filters);
  const categoryChoices = categories
    .filter((c) => c.storeCount > 0 || c.slug === state.category)
    .map((c) => ({ ...c, storeCount: counts.get(c.slug) ?? 0 }));
  const flag = (b: boolean) => (b ? "true" : undefined);
  const query: Query = {
    search: state.search || undefined,
    category: state.category,
    emirate: state.emirate,
    hasCatalogs: flag(state.hasCatalogs),
    multipleBranches: flag(state.multipleBranches),
    online: flag(state.online),
    featured: flag(state.featured),
    sort: sort === "popularity" ? undefined : sort,
    view: view === "grid" ? undefined : view,
  };
  if (redirectOutOfRangePage(ctx, total, PAGE_SIZE, pageHref(ctx.lang, "/stores", query))) return null;
  const action = localizedPath(ctx.lang, "/stores");
  const clearHref = action;
  // The sidebar, and on phones the same filters folded away.
  const filterProps = {
    action,
    clearHref,
    state: { ...state, sort: query.sort, view: query.view },
    categories: categoryChoices,
    lang: ctx.lang,
    t,
  };
  const title = state.featured ? t("pages:stores.featuredTitle") : t("pages:stores.title");

  return (
    <Document
      ctx={ctx}
      meta={{
        title: t("pages:stores.metaTitle"),
        description: t("pages:stores.metaDescription"),
        canonical: canonicalPath("/stores", { ...query, page }, STORE_LIST_KEYS),
      }}
      activity={state.search ? { type: "search", query: state.search } : null}
    >
      <PageHeader title={title} subtitle={t("pages:stores.subtitle", { count: total })} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        <aside>
          <details className="group rounded-2xl border border-slate-200 bg-white p-4 lg:hidden">
            <summary className="cursor-pointer font-semibold text-slate-900">{t("filters.title")}</summary>
            <div className="mt-4">
              <StoreFilters idPrefix="mobile" {...filterProps} />
            </div>
          </details>
          <div className="sticky top-24 hidden rounded-2xl border border-slate-200 bg-white p-5 lg:block">
            <StoreFilters idPrefix="sidebar" {...filterProps} />
          </div>
        </aside>
        <div>
          <NearMeSection kind="stores" ctx={ctx} t={t} />
          <EmirateBranchMap ctx={ctx} t={t} emirate={state.emirate} />
          <StoreResults
            lang={ctx.lang}
            t={t}
            path="/stores"
            headingLevel={2}
            query={query}
            view={view}
            items={items}
            page={page}
            pageCount={Math.ceil(total / PAGE_SIZE)}
            toolbar={
              <>
                {/* A line of its own on a phone: beside the sort and the grid/list switch it fits in one
                    font and not another, so a late font rewrapped the row and moved every card. */}
                <p className="w-full text-sm font-medium text-slate-600 sm:w-auto" data-testid="result-count">
                  {t("pages:stores.resultCount", { count: total })}
                </p>
                <div className="ms-auto">
                  <SortForm action={action} query={query} options={STORE_PAGE_SORTS} current={sort} t={t} />
                </div>
              </>
            }
            empty={
              <EmptyState
                testId="empty-stores"
                title={t("pages:stores.empty")}
                action={
                  <a href={clearHref} className={secondaryButtonClass}>
                    {t("filters.clear")}
                  </a>
                }
              />
            }
          />
        </div>
      </div>
    </Document>
  );
}
