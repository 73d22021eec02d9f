/**
 * "/search?q=" — search inside catalogues: first the matching offers (a handful, sortable by best
 * match, lowest price or biggest saving, with a link to all of them: `show=offers`, paged), then
 * live, processed catalogues whose pages match, best first, 10 a page, each with its best pages
 * (thumbnail, highlighted snippet, link to the page's own URL), then the stores matching the
 * words; emirate, category and store filters for all of them. Any text is a valid query (the
 * search quotes it): the page always answers 200. Result lists are not worth indexing (noindex)
 * but their links are (follow).
 */

import { CountView } from "#client/count-view.tsx";
import { SaveSearchButton } from "#client/save-search-button.tsx";
import { secondaryButtonClass } from "#components/empty-state.tsx";
import { isolated } from "#components/isolated.tsx";
import { Document } from "#components/layout/document.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { Pagination } from "#components/pagination.tsx";
import { MatchingStores } from "#components/search/matching-stores.tsx";
import { OfferResults } from "#components/search/offer-results.tsx";
import { PageResult } from "#components/search/page-result.tsx";
import { SearchForm } from "#components/search/search-form.tsx";
import { NoResults, SearchStart } from "#components/search/search-states.tsx";
import { getDb } from "#db/client.ts";
import { searchCatalogPages } from "#db/queries/catalog-pages.ts";
import { countCatalogCardsBy } from "#db/queries/catalogs.ts";
import { searchOffers } from "#db/queries/offer-search.ts";
import { listStoreCards } from "#db/queries/store-cards.ts";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { MAX_STORE_CHOICES, mostListed } from "#lib/counted-choices.ts";
import { dubaiToday } from "#lib/dates.ts";
import { EMIRATES } from "#lib/emirates.ts";
import { searchFeedPath } from "#lib/feed-paths.ts";
import { localized } from "#lib/localized.ts";
import type { PageContext } from "#lib/page-context.ts";
import { displayedQuery, SEARCH_PAGE_SIZE } from "#lib/page-search.ts";
import { pageHref, redirectOutOfRangePage, requestedPage } from "#lib/paging.ts";
import { withSnippets } from "#lib/search-snippet.ts";
import { canonicalPath } from "#lib/seo-urls.ts";
import { CATALOG_CATEGORIES } from "#lib/taxonomy.ts";
import { hrefWith, type Query } from "#lib/url.ts";
import { searchPageQuery } from "#schemas/catalog-list.ts";
import { SEARCH_MAX } from "#schemas/list-query.ts";
import { SAVED_QUERY_MAX } from "#schemas/me.ts";

/** Stores shown after the results; the rest are one link away on /stores. */
const STORE_STRIP = 4;
/** Offers shown above the pages; all of them are one link away (show=offers). */
const OFFER_PREVIEW = 8;
/** Offers a page of the offers-only view. */
const OFFER_PAGE_SIZE = 24;

export default function SearchPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const db = getDb();
  const url = searchPageQuery.parse(ctx.query);
  const { q: query, emirate, category, sort } = url;
  const offersOnly = url.show === "offers" && !!query;
  const today = dubaiToday();
  const shown = displayedQuery(query);
  // The stores that have live catalogues are the store filter's choices (by name, as on /catalogs).
  const storeChoices = countCatalogCardsBy(db, { today }, "store").map(({ value, label, labelAr }) => {
    const name = localized(ctx.lang, label, labelAr);
    return { value, label: name.text, lang: name.lang };
  });
  const store = storeChoices.some((s) => s.value === url.store) ? url.store : undefined;
  const storeSelect = mostListed(storeChoices, MAX_STORE_CHOICES, store);
  const page = requestedPage(ctx.query.page);
  const filters = { query, today, emirate, category, store };
  const found =
    query && !offersOnly
      ? searchCatalogPages(db, filters, page, SEARCH_PAGE_SIZE)
      : { total: 0, pages: 0, catalogs: [] };
  // The offers lead the first page of results; the offers-only view pages through them all.
  const offers =
    query && (offersOnly || page === 1)
      ? searchOffers(db, filters, sort, offersOnly ? page : 1, offersOnly ? OFFER_PAGE_SIZE : OFFER_PREVIEW)
      : { total: 0, data: [] };
  const state: Query = {
    q: query || undefined,
    emirate,
    category,
    store,
    sort: sort === "relevance" ? undefined : sort,
    show: offersOnly ? "offers" : undefined,
  };
  const href = pageHref(ctx.lang, "/search", state);
  const [total, size] = offersOnly ? [offers.total, OFFER_PAGE_SIZE] : [found.total, SEARCH_PAGE_SIZE];
  if (redirectOutOfRangePage(ctx, total, size, href)) return null;
  const filtered = !!(emirate || category || store);
  // The stores list and the visitor tracker take shorter searches: what a list's search box holds.
  const short = query.slice(0, SEARCH_MAX).trim();
  // A store's name typed into the search most likely means the store: show it first (page 1 only).
  const stores =
    query && page === 1 && !offersOnly
      ? listStoreCards(db, { search: short, emirateSlug: emirate, today }, "popularity", 1, STORE_STRIP).items
      : [];
  const results = withSnippets(found.catalogs, query);
  // Titles hold the query between Unicode isolates: a title is plain text, where <bdi> cannot go.
  const title = query
    ? t("pages:search.metaTitle", { query: `\u2068${displayedQuery(query, 40)}\u2069` })
    : t("pages:search.metaTitleStart");

  return (
    <Document
      ctx={ctx}
      meta={{
        title,
        description: t("pages:search.metaDescription"),
        canonical: canonicalPath("/search", { q: query, page }, ["q", "page"]),
        noindex: "follow",
        feed: query
          ? { path: searchFeedPath({ q: query.slice(0, SAVED_QUERY_MAX), emirate, category, store }), title }
          : undefined,
      }}
      activity={short ? { type: "search", query: short } : null}
    >
      {/* Counted by the browser: this page is cached, so the server sees only its first showing. A next page is not a new search. */}
      {query && page === 1 ? (
        <CountView
          event={{
            type: "search",
            query: query.slice(0, 400),
            ...(emirate ? { emirate } : {}),
            found: found.total + offers.total + stores.length > 0,
          }}
        />
      ) : null}
      <PageHeader
        title={query ? isolated(t, "pages:search.resultsTitle", { query: shown }) : t("pages:search.title")}
        subtitle={query ? undefined : t("pages:search.subtitle")}
      >
        <SearchForm
          action={localizedPath(ctx.lang, "/search")}
          state={{ q: query, emirate, category, store, keep: { sort: state.sort, show: state.show } }}
          emirates={EMIRATES.map((e) => ({ value: e.slug, label: t(`emirate.${e.slug}`) }))}
          categories={CATALOG_CATEGORIES.map((c) => ({ value: c, label: t(`catalog.categories.${c}`) }))}
          stores={storeSelect.shown}
          moreStores={storeSelect.more}
          t={t}
        />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        {query ? (
          <SaveSearchButton
            search={{ q: query.slice(0, SAVED_QUERY_MAX), emirate, category, store }}
            myDealsHref={localizedPath(ctx.lang, "/my-deals")}
          />
        ) : null}
        {query ? (
          <OfferResults
            offers={offers.data}
            total={offers.total}
            shown={shown}
            sort={sort}
            state={state}
            paging={
              offersOnly
                ? { page, pages: Math.ceil(offers.total / OFFER_PAGE_SIZE), href }
                : { allHref: hrefWith(ctx.lang, "/search", state, { show: "offers" }) }
            }
            lang={ctx.lang}
            t={t}
          />
        ) : null}
        {offersOnly ? (
          <a href={hrefWith(ctx.lang, "/search", state, { show: undefined })} className={secondaryButtonClass}>
            <span>{isolated(t, "pages:search.allResults", { query: shown })}</span>
          </a>
        ) : !query ? (
          <SearchStart lang={ctx.lang} t={t} />
        ) : results.length === 0 ? (
          <NoResults
            shown={shown}
            clearFiltersHref={filtered ? hrefWith(ctx.lang, "/search", { q: query }) : undefined}
            browseHref={localizedPath(ctx.lang, "/catalogs")}
            lang={ctx.lang}
            t={t}
          />
        ) : (
          <section aria-labelledby="page-results">
            <h2 id="page-results" className="mb-4 text-lg font-bold text-slate-900" data-testid="result-count">
              {t("pages:search.resultCount", { count: found.total })}
            </h2>
            <div className="flex flex-col gap-4">
              {results.map((c, i) => (
                <PageResult
                  key={c.id}
                  catalog={c}
                  query={query}
                  lang={ctx.lang}
                  t={t}
                  eager={i === 0 && offers.total === 0}
                />
              ))}
            </div>
            <Pagination page={page} pageCount={found.pages} t={t} href={href} />
          </section>
        )}
        {query && !offersOnly ? (
          <div className="mt-10">
            <MatchingStores
              stores={stores}
              shown={shown}
              allHref={hrefWith(ctx.lang, "/stores", { search: short, emirate })}
              lang={ctx.lang}
              t={t}
            />
          </div>
        ) : null}
      </div>
    </Document>
  );
}
