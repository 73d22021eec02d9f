/** "/" — hero search, the Featured Stores grid (9 a page, sortable, grid/list) and the blog preview. */

import { PostCard } from "#components/blog/post-card.tsx";
import { EmptyState, secondaryButtonClass } from "#components/empty-state.tsx";
import { SearchIcon, TagIcon } from "#components/icons.tsx";
import { isolated } from "#components/isolated.tsx";
import { Document } from "#components/layout/document.tsx";
import { NearMeSection } from "#components/near-me/near-me-section.tsx";
import { SortForm } from "#components/stores/sort-form.tsx";
import { StoreResults } from "#components/stores/store-results.tsx";
import { getDb } from "#db/client.ts";
import { memoByData } from "#db/data-memo.ts";
import { withLatestViewerPages } from "#db/queries/catalog-pages.ts";
import { countDirectory } from "#db/queries/database.ts";
import { countOfferHits } from "#db/queries/offer-search.ts";
import { listLatestPublishedPosts } from "#db/queries/posts.ts";
import { chosenByOwnDetails, listStoreCards, type StoreCard as StoreCardData } from "#db/queries/store-cards.ts";
import { localizedPath } from "#i18n/languages.ts";
import { formatNumber, getT } from "#i18n/server.ts";
import { dubaiToday } from "#lib/dates.ts";
import { EMIRATES, emirateOptions } from "#lib/emirates.ts";
import type { PageContext } from "#lib/page-context.ts";
import { pageHref, redirectOutOfRangePage, requestedPage } from "#lib/paging.ts";
import { homeSchema } from "#lib/structured-data.ts";
import { hrefWith } from "#lib/url.ts";
import { HOME_SORTS, homePageQuery } from "#schemas/store-list.ts";

const PAGE_SIZE = 9;

export default function HomePage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const db = getDb();
  const { search = "", emirate, sort, view } = homePageQuery.parse(ctx.query);
  const page = requestedPage(ctx.query.page);
  const filters = { search, emirateSlug: emirate, today: dubaiToday() };
  const cards = (today: string) => {
    const { items, total } = listStoreCards(db, { ...filters, today }, sort, page, PAGE_SIZE);
    return { items: withLatestViewerPages(db, items), total };
  };
  // The first page of each emirate and order is the same for every visitor until content or the
  // day changes: its queries are a fifth of a home render (issue 28), made once per change.
  const { items, total } =
    search || page > 1 ? cards(filters.today) : memoByData(db, `home-cards:${emirate ?? ""}:${sort}`, cards);
  if (!chosenByOwnDetails(filters)) ctx.response.shows = items.map((store) => store.id);
  // The hero searches stores (spec); when the words also name offers, it says how many and leads to them.
  const offerCount = search ? countOfferHits(db, { query: search, today: dubaiToday(), emirate }) : 0;
  const counts = memoByData(db, "directory-counts", (today) => countDirectory(db, today), { wide: true });
  const posts = memoByData(db, "home-posts", () => listLatestPublishedPosts(db, 3));
  const query = {
    search: search || undefined,
    emirate,
    sort: sort === "popularity" ? undefined : sort,
    view: view === "grid" ? undefined : view,
  };
  if (redirectOutOfRangePage(ctx, total, PAGE_SIZE, pageHref(ctx.lang, "/", query))) return null;
  // The shopper's emirate (often remembered) narrows the featured stores; only a text search makes them results.
  const searching = !!search;
  // "Emirate" order: a heading per emirate and a line saying the order (the card's first badge is its group).
  const byEmirate = sort === "location";
  const emirateName = (slug: string) => t(`emirate.${slug}`);
  const sortNote = !byEmirate
    ? undefined
    : emirate
      ? t("pages:home.sortByEmirateChosen", { emirate: emirateName(emirate) })
      : t("pages:home.sortByEmirate", {
          list: EMIRATES.map((e) => emirateName(e.slug)).join(ctx.lang === "ar" ? "، " : ", "),
        });
  const groupOf = (store: StoreCardData) => {
    const first = store.emirates[0];
    return { key: first ?? "", label: first ? emirateName(first) : t("pages:home.noEmirateGroup") };
  };
  const stat = (value: number, label: string) => (
    <div className="rounded-xl bg-white/10 px-4 py-3 backdrop-blur">
      <p className="text-2xl font-extrabold text-white">{formatNumber(ctx.lang, value)}</p>
      <p className="text-sm text-teal-100">{label}</p>
    </div>
  );

  return (
    <Document
      ctx={ctx}
      meta={{ title: t("pages:home.title") }}
      activity={search ? { type: "search", query: search } : null}
      jsonLd={homeSchema(ctx.origin, t("site.name"), ctx.lang)}
    >
      <section className="relative overflow-hidden bg-gradient-to-br from-teal-800 via-teal-700 to-emerald-600">
        <div className="absolute -end-24 -top-24 h-96 w-96 rounded-full bg-white/10 blur-3xl" aria-hidden="true" />
        <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <h1 className="max-w-3xl text-4xl font-extrabold leading-tight tracking-tight text-white sm:text-5xl">
            {t("pages:home.heroTitle")}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-teal-50">{t("pages:home.heroSubtitle")}</p>
          <form
            action={localizedPath(ctx.lang, "/")}
            method="get"
            role="search"
            className="mt-8 flex max-w-3xl flex-col gap-2 rounded-2xl bg-white p-2 shadow-xl sm:flex-row"
            data-keeps-view
          >
            <label htmlFor="hero-search" className="sr-only">
              {t("pages:home.searchLabel")}
            </label>
            <div className="flex flex-1 items-center gap-2 px-3">
              <SearchIcon className="h-5 w-5 shrink-0 text-slate-400" />
              <input
                id="hero-search"
                type="search"
                name="search"
                defaultValue={search}
                maxLength={100}
                placeholder={t("pages:home.searchPlaceholder")}
                className="h-12 w-full bg-transparent text-base text-slate-900 placeholder:text-slate-400 focus:outline-none"
              />
            </div>
            <label htmlFor="hero-emirate" className="sr-only">
              {t("emirate.label")}
            </label>
            <select
              id="hero-emirate"
              name="emirate"
              defaultValue={emirate ?? "all"}
              className="h-12 rounded-xl border border-slate-200 bg-slate-50 ps-3 pe-8 text-slate-700 focus:outline-none focus:ring-2 focus:ring-teal-600/30"
            >
              {emirateOptions(t).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            {query.sort && <input type="hidden" name="sort" value={query.sort} />}
            {query.view && <input type="hidden" name="view" value={query.view} />}
            <button
              type="submit"
              className="h-12 rounded-xl bg-amber-400 px-6 font-bold text-amber-950 transition hover:bg-amber-300"
            >
              {t("pages:home.searchButton")}
            </button>
          </form>
          {/* The hero searches the stores below (spec); products inside flyers are one link away. */}
          <p className="mt-3 text-sm text-teal-50">
            {offerCount > 0 ? (
              <a
                href={hrefWith(ctx.lang, "/search", { q: search, emirate })}
                className="inline-flex items-center gap-2 rounded-full bg-amber-300 px-4 py-2 text-base font-bold text-amber-950 shadow hover:bg-amber-200"
                data-testid="hero-offers"
              >
                <TagIcon className="h-5 w-5 shrink-0" />
                <span>{isolated(t, "pages:home.offersFor", { count: offerCount, search })}</span>
              </a>
            ) : (
              <a
                href={hrefWith(ctx.lang, "/search", { q: search || undefined })}
                className="inline-flex items-center gap-1 font-semibold text-white underline decoration-amber-300 underline-offset-4 hover:decoration-2"
                data-testid="hero-search-inside"
              >
                <SearchIcon className="h-4 w-4 shrink-0" />
                {search ? isolated(t, "pages:home.searchInsideFor", { search }) : t("pages:home.searchInside")}
              </a>
            )}
          </p>
          <div className="mt-10 grid max-w-xl grid-cols-3 gap-3">
            {stat(counts.stores, t("pages:home.statStores"))}
            {stat(counts.branches, t("pages:home.statBranches"))}
            {stat(counts.liveCatalogs, t("pages:home.statCatalogs"))}
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8" aria-labelledby="stores-heading">
        <div className="mb-6">
          <h2 id="stores-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {searching ? t("pages:home.resultsTitle") : t("pages:home.featuredTitle")}
          </h2>
          <p className="mt-1 text-slate-600">
            {search ? isolated(t, "pages:home.resultsFor", { search }) : t("pages:home.featuredSubtitle")}
          </p>
        </div>
        <NearMeSection kind="stores" ctx={ctx} t={t} headingLevel={3} />
        <StoreResults
          lang={ctx.lang}
          t={t}
          path="/"
          query={query}
          view={view}
          items={items}
          page={page}
          pageCount={Math.ceil(total / PAGE_SIZE)}
          note={sortNote}
          groupOf={byEmirate ? groupOf : undefined}
          toolbar={
            <SortForm action={localizedPath(ctx.lang, "/")} query={query} options={HOME_SORTS} current={sort} t={t} />
          }
          empty={
            <EmptyState
              testId="empty-stores"
              title={t("pages:home.noResults")}
              action={
                <a href={localizedPath(ctx.lang, "/")} className={secondaryButtonClass}>
                  {t("filters.clear")}
                </a>
              }
            />
          }
        />
      </section>

      <section className="bg-white py-14" aria-labelledby="blog-heading">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="mb-8 flex items-end justify-between gap-4">
            <div>
              <h2 id="blog-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                {t("pages:home.blogTitle")}
              </h2>
              <p className="mt-1 text-slate-600">{t("pages:home.blogSubtitle")}</p>
            </div>
            <a
              href={localizedPath(ctx.lang, "/blog")}
              className="shrink-0 font-semibold text-teal-700 hover:text-teal-800"
            >
              {t("pages:home.viewAll")}
            </a>
          </div>
          {posts.length === 0 ? (
            <EmptyState title={t("pages:home.noPosts")} />
          ) : (
            <div className="grid gap-6 md:grid-cols-3">
              {posts.map((post) => (
                <PostCard key={post.slug} post={post} lang={ctx.lang} t={t} />
              ))}
            </div>
          )}
        </div>
      </section>
    </Document>
  );
}
