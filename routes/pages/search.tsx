/**
 * "/search?q=" — search inside catalogues to the page: live, processed catalogues whose pages
 * match, best first, 10 a page, each with its best pages (thumbnail, highlighted snippet, link
 * to the page's own URL); stores matching the words above them; emirate, category and store
 * filters. Any text is a valid query (the search quotes it): the page always answers 200.
 * Result lists are not worth indexing (noindex) but their links are (follow).
 */

import { isolated } from "#components/isolated.tsx";
import { Document } from "#components/layout/document.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { Pagination } from "#components/pagination.tsx";
import { MatchingStores } from "#components/search/matching-stores.tsx";
import { PageResult } from "#components/search/page-result.tsx";
import { SearchForm } from "#components/search/search-form.tsx";
import { NoResults, SearchStart } from "#components/search/search-states.tsx";
import { getDb } from "#db/client.ts";
import { searchCatalogPages } from "#db/queries/catalog-pages.ts";
import { countCatalogCardsBy } from "#db/queries/catalogs.ts";
import { listStoreCards } from "#db/queries/store-cards.ts";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { MAX_STORE_CHOICES, mostListed } from "#lib/counted-choices.ts";
import { dubaiToday } from "#lib/dates.ts";
import { EMIRATES } from "#lib/emirates.ts";
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

/** Stores shown above the results; the rest are one link away on /stores. */
const STORE_STRIP = 4;

export default function SearchPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const db = getDb();
  const url = searchPageQuery.parse(ctx.query);
  const { q: query, emirate, category } = url;
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
  const found = query
    ? searchCatalogPages(db, { query, today, emirate, category, store }, page, SEARCH_PAGE_SIZE)
    : { total: 0, pages: 0, catalogs: [] };
  const state: Query = { q: query || undefined, emirate, category, store };
  const href = pageHref(ctx.lang, "/search", state);
  if (redirectOutOfRangePage(ctx, found.total, SEARCH_PAGE_SIZE, href)) return null;
  const filtered = !!(emirate || category || store);
  // The stores list and the visitor tracker take shorter searches: what a list's search box holds.
  const short = query.slice(0, SEARCH_MAX).trim();
  // A store's name typed into the search most likely means the store: show it first (page 1 only).
  const stores =
    query && page === 1
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
      }}
      activity={short ? { type: "search", query: short } : null}
    >
      <PageHeader
        title={query ? isolated(t, "pages:search.resultsTitle", { query: shown }) : t("pages:search.title")}
        subtitle={query ? undefined : t("pages:search.subtitle")}
      >
        <SearchForm
          action={localizedPath(ctx.lang, "/search")}
          state={{ q: query, emirate, category, store }}
          emirates={EMIRATES.map((e) => ({ value: e.slug, label: t(`emirate.${e.slug}`) }))}
          categories={CATALOG_CATEGORIES.map((c) => ({ value: c, label: t(`catalog.categories.${c}`) }))}
          stores={storeSelect.shown}
          moreStores={storeSelect.more}
          t={t}
        />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        {query ? (
          <MatchingStores
            stores={stores}
            shown={shown}
            allHref={hrefWith(ctx.lang, "/stores", { search: short, emirate })}
            lang={ctx.lang}
            t={t}
          />
        ) : null}
        {!query ? (
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
                <PageResult key={c.id} catalog={c} lang={ctx.lang} t={t} eager={i === 0} />
              ))}
            </div>
            <Pagination page={page} pageCount={found.pages} t={t} href={href} />
          </section>
        )}
      </div>
    </Document>
  );
}
