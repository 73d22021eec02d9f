/** "/catalogs" — live catalogues: search, category, store, validity, emirate, sort, grid/list, 12 per page. */

import { CatalogCard } from "#components/catalogs/catalog-card.tsx";
import { CatalogFilters } from "#components/catalogs/catalog-filters.tsx";
import { EmptyState, secondaryButtonClass } from "#components/empty-state.tsx";
import { TagIcon } from "#components/icons.tsx";
import { isolated } from "#components/isolated.tsx";
import { Document } from "#components/layout/document.tsx";
import { NearMeSection } from "#components/near-me/near-me-section.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { Pagination } from "#components/pagination.tsx";
import { SortForm } from "#components/stores/sort-form.tsx";
import { SwitchableList } from "#components/switchable-list.tsx";
import { type Db, getDb } from "#db/client.ts";
import { memoByData } from "#db/data-memo.ts";
import { countPageHits, viewerPagesOf } from "#db/queries/catalog-pages.ts";
import { type CatalogCardFilters, countCatalogCardsBy, listCatalogCards } from "#db/queries/catalogs.ts";
import { countOfferHits } from "#db/queries/offer-search.ts";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { MAX_STORE_CHOICES, mostListed } from "#lib/counted-choices.ts";
import { dubaiToday } from "#lib/dates.ts";
import { categoryFeedPath } from "#lib/feed-paths.ts";
import { localized } from "#lib/localized.ts";
import type { PageContext } from "#lib/page-context.ts";
import { pageHref, redirectOutOfRangePage, requestedPage } from "#lib/paging.ts";
import { canonicalPath } from "#lib/seo-urls.ts";
import { catalogSchema } from "#lib/structured-data.ts";
import { CATALOG_CATEGORIES } from "#lib/taxonomy.ts";
import { hrefWith, type Query } from "#lib/url.ts";
import { CATALOG_PAGE_SORTS, catalogsPageQuery } from "#schemas/catalog-list.ts";

const PAGE_SIZE = 12;

/**
 * The counts beside the store and category choices. With no filter narrowing them (the list as it
 * opens, and every page of it) they are the same for everyone until content or the day changes,
 * so they are remembered: at 4,400 catalogues they cost 7.6 ms a request. Filtered ones are
 * computed each time (a memo per search would grow without bound).
 */
function filterCounts(db: Db, f: CatalogCardFilters, by: "category" | "store") {
  // Each count leaves its own filter out (choosing another store lists that store's).
  const narrowed = f.search || f.emirate || f.valid || (by === "store" ? f.category : f.store);
  if (narrowed) return countCatalogCardsBy(db, f, by);
  return memoByData(db, `catalogs:${by}-counts`, (today) => countCatalogCardsBy(db, { today }, by), { wide: true });
}

export default function CatalogsPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const url = catalogsPageQuery.parse(ctx.query);
  const { search = "", category, emirate, valid, sort, view } = url;
  const today = dubaiToday();
  const page = requestedPage(ctx.query.page);
  const db = getDb();
  const base: CatalogCardFilters = { search, category, emirate, valid, today };
  // A store is a filter only when it has live catalogues (as a category must be one of the fixed list).
  const storeChoices = filterCounts(db, base, "store").map(({ label, labelAr, ...choice }) => {
    const name = localized(ctx.lang, label, labelAr);
    return { ...choice, label: name.text, lang: name.lang };
  });
  const store = storeChoices.some((s) => s.value === url.store) ? url.store : undefined;
  const storeSelect = mostListed(storeChoices, MAX_STORE_CHOICES, store);
  const filters = { ...base, store };
  const categoryCounts = new Map(filterCounts(db, filters, "category").map((c) => [c.value, c.count]));
  // Categories that hold no live catalogue are left out; the chosen one always shows.
  const categoryChoices = CATALOG_CATEGORIES.filter((c) => categoryCounts.has(c) || c === category).map((c) => ({
    value: c,
    label: t(`catalog.categories.${c}`),
    count: categoryCounts.get(c) ?? 0,
  }));
  const { items, total } = listCatalogCards(db, filters, sort, page, PAGE_SIZE);
  // A card names its store (name, logo): nothing of a store's own details (PageContext.response.shows).
  ctx.response.shows = [];
  const viewer = viewerPagesOf(
    db,
    items.map((c) => c.id),
  );
  const query: Query = {
    search: search || undefined,
    category,
    store,
    valid,
    emirate,
    sort: sort === "recent" ? undefined : sort,
    view: view === "grid" ? undefined : view,
  };
  if (redirectOutOfRangePage(ctx, total, PAGE_SIZE, pageHref(ctx.lang, "/catalogs", query))) return null;
  const action = localizedPath(ctx.lang, "/catalogs");
  // The box searches catalogues by title and store; what the words find inside them is one link away.
  const inside = { query: search, today, emirate, category, store };
  const insideCounts = search ? { offers: countOfferHits(db, inside), pages: countPageHits(db, inside) } : null;
  const offers = items
    .map((c) =>
      catalogSchema({
        title: localized(ctx.lang, c.title, c.titleAr).text,
        store: localized(ctx.lang, c.storeName, c.storeNameAr).text,
        pages: c.pages,
        validFrom: c.startDate,
        validThrough: c.expiryDate,
        url: ctx.origin + c.fileUrl,
      }),
    )
    .filter(Boolean);
  const catalogListSchema = offers.length
    ? {
        "@context": "https://schema.org",
        "@type": "ItemList",
        inLanguage: ctx.lang,
        itemListElement: offers.map((item, i) => ({ "@type": "ListItem", position: i + 1, item })),
      }
    : null;

  return (
    <Document
      ctx={ctx}
      meta={{
        title: t("pages:catalogs.metaTitle"),
        description: t("pages:catalogs.metaDescription"),
        canonical: canonicalPath("/catalogs", { category, page }, ["category", "page"]),
        // A reader app follows a category or an emirate (the category first when both are chosen).
        feed: category
          ? { path: categoryFeedPath(category), title: t(`catalog.categories.${category}`) }
          : emirate
            ? { path: `/feeds/emirate/${emirate}`, title: t(`emirate.${emirate}`) }
            : undefined,
      }}
      activity={search ? { type: "search", query: search } : null}
      jsonLd={catalogListSchema}
    >
      <PageHeader title={t("pages:catalogs.title")} subtitle={t("pages:catalogs.subtitle")}>
        <CatalogFilters
          action={action}
          state={{ search, category, store, valid, keep: { emirate, sort: query.sort, view: query.view } }}
          categories={categoryChoices}
          stores={storeSelect.shown}
          moreStores={storeSelect.more}
          t={t}
        />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {insideCounts && insideCounts.offers + insideCounts.pages > 0 ? (
          <p className="mb-6">
            <a
              href={hrefWith(ctx.lang, "/search", { q: search, emirate, category, store })}
              className="inline-flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-950 hover:bg-amber-100"
              data-testid="catalogs-search-inside"
            >
              <TagIcon className="h-5 w-5 shrink-0 text-amber-700" />
              <span>
                {isolated(t, "pages:catalogs.insideCatalogs", {
                  offers: t("pages:catalogs.offers", { count: insideCounts.offers }),
                  pages: t("pages:catalogs.pages", { count: insideCounts.pages }),
                  search,
                })}
              </span>
            </a>
          </p>
        ) : null}
        <NearMeSection kind="catalogs" ctx={ctx} t={t} />
        <SwitchableList
          view={view}
          labels={{ label: t("view.label"), grid: t("view.grid"), list: t("view.list") }}
          gridHref={hrefWith(ctx.lang, "/catalogs", query, { view: undefined })}
          listHref={hrefWith(ctx.lang, "/catalogs", query, { view: "list" })}
          toolbar={
            <>
              <p className="text-sm font-medium text-slate-600" data-testid="result-count">
                {t("pages:catalogs.resultCount", { count: total })}
              </p>
              <div className="ms-auto">
                <SortForm action={action} query={query} options={CATALOG_PAGE_SORTS} current={sort} t={t} />
              </div>
            </>
          }
        >
          {items.length === 0 ? (
            <EmptyState
              testId="empty-catalogs"
              title={t("pages:catalogs.emptyTitle")}
              text={t("pages:catalogs.emptyText")}
              action={
                <a href={action} className={secondaryButtonClass}>
                  {t("filters.clear")}
                </a>
              }
            />
          ) : (
            <div className="cards catalog-cards">
              {items.map((c) => (
                <CatalogCard
                  key={c.id}
                  catalog={{ ...c, viewer: viewer.get(c.id) }}
                  lang={ctx.lang}
                  t={t}
                  today={today}
                  headingLevel={2}
                />
              ))}
            </div>
          )}
          <Pagination
            page={page}
            pageCount={Math.ceil(total / PAGE_SIZE)}
            t={t}
            href={pageHref(ctx.lang, "/catalogs", query)}
          />
        </SwitchableList>
      </div>
    </Document>
  );
}
