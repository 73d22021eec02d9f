/** "/catalogs" — live catalogues: search, category, sort, grid/list, 12 per page. */
import { getDb } from "../../db/client.ts";
import { listCatalogCards, type CatalogSort } from "../../db/queries/catalog-pages.ts";
import { AutoSubmit } from "../../src/client/auto-submit.tsx";
import { ViewToggle } from "../../src/client/view-toggle.tsx";
import { CatalogCard } from "../../src/components/catalogs/catalog-card.tsx";
import { EmptyState, secondaryButtonClass } from "../../src/components/empty-state.tsx";
import { SearchIcon } from "../../src/components/icons.tsx";
import { Document } from "../../src/components/layout/document.tsx";
import { Pagination } from "../../src/components/pagination.tsx";
import { SortForm } from "../../src/components/stores/sort-form.tsx";
import { getT } from "../../src/i18n/server.ts";
import { localizedPath } from "../../src/i18n/languages.ts";
import { dubaiToday } from "../../src/lib/dates.ts";
import type { PageContext } from "../../src/lib/page-context.ts";
import { catalogSchema } from "../../src/lib/structured-data.ts";
import { CATALOG_CATEGORIES } from "../../src/lib/taxonomy.ts";
import { hrefWith, oneOf, pageNumber, type Query } from "../../src/lib/url.ts";

const PAGE_SIZE = 12;
const SORTS = ["recent", "title", "store", "pages"] as const;

export default function CatalogsPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const q = ctx.query;
  const today = dubaiToday();
  const search = (q.search ?? "").trim().slice(0, 100);
  const category = (CATALOG_CATEGORIES as readonly string[]).includes(q.category ?? "") ? q.category : undefined;
  const sort = oneOf<CatalogSort>(q.sort, SORTS, "recent");
  const view = q.view === "list" ? "list" : "grid";
  const page = pageNumber(q.page);
  const { items, total } = listCatalogCards(getDb(), { search, category, today }, sort, page, PAGE_SIZE);
  const query: Query = { search: search || undefined, category, sort: sort === "recent" ? undefined : sort, view: view === "grid" ? undefined : view };
  const action = localizedPath(ctx.lang, "/catalogs");
  const offers = items.map((c) => catalogSchema({ title: c.title, store: c.storeName, pages: c.pages, validFrom: c.startDate, validThrough: c.expiryDate, url: ctx.origin + c.fileUrl })).filter(Boolean);
  const catalogListSchema = offers.length ? { "@context": "https://schema.org", "@type": "ItemList", itemListElement: offers.map((item, i) => ({ "@type": "ListItem", position: i + 1, item })) } : null;

  return (
    <Document ctx={ctx} meta={{ title: t("pages:catalogs.metaTitle"), description: t("pages:catalogs.metaDescription"), canonical: "/catalogs" }} activity={search ? { type: "search", query: search } : null} jsonLd={catalogListSchema}>
      <section className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{t("pages:catalogs.title")}</h1>
          <p className="mt-2 text-slate-600">{t("pages:catalogs.subtitle")}</p>
          <form action={action} method="get" role="search" className="mt-6 flex max-w-3xl flex-col gap-2 sm:flex-row" data-testid="catalog-search">
            {query.sort && <input type="hidden" name="sort" value={query.sort} />}
            {query.view && <input type="hidden" name="view" value={query.view} />}
            <label htmlFor="catalog-search" className="sr-only">{t("pages:catalogs.search")}</label>
            <div className="flex flex-1 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 focus-within:border-teal-600 focus-within:ring-2 focus-within:ring-teal-600/30">
              <SearchIcon className="h-5 w-5 text-slate-400" />
              <input id="catalog-search" type="search" name="search" defaultValue={search} maxLength={100} placeholder={t("pages:catalogs.searchPlaceholder")} className="h-11 w-full bg-transparent focus:outline-none" />
            </div>
            <label htmlFor="catalog-category" className="sr-only">{t("pages:catalogs.category")}</label>
            <select id="catalog-category" name="category" defaultValue={category ?? ""} className="h-11 rounded-lg border border-slate-300 bg-white ps-3 pe-8 text-slate-700">
              <option value="">{t("pages:catalogs.allCategories")}</option>
              {CATALOG_CATEGORIES.map((c) => (
                <option key={c} value={c}>{t(`catalog.categories.${c}`)}</option>
              ))}
            </select>
            <button type="submit" className="h-11 rounded-lg bg-teal-600 px-5 font-semibold text-white hover:bg-teal-700">{t("pages:catalogs.apply")}</button>
            <AutoSubmit />
          </form>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <ViewToggle
          initial={view}
          gridHref={hrefWith(ctx.lang, "/catalogs", query, { view: undefined })}
          listHref={hrefWith(ctx.lang, "/catalogs", query, { view: "list" })}
          toolbar={
            <>
              <p className="text-sm font-medium text-slate-600" data-testid="result-count">{t("pages:catalogs.resultCount", { count: total })}</p>
              <div className="ms-auto"><SortForm action={action} query={query} options={SORTS} current={sort} t={t} /></div>
            </>
          }
        >
          {items.length === 0 ? (
            <EmptyState
              testId="empty-catalogs"
              title={t("pages:catalogs.emptyTitle")}
              text={t("pages:catalogs.emptyText")}
              action={<a href={action} className={secondaryButtonClass}>{t("filters.clear")}</a>}
            />
          ) : (
            <div className="cards catalog-cards">
              {items.map((c) => <CatalogCard key={c.id} catalog={c} lang={ctx.lang} t={t} today={today} />)}
            </div>
          )}
          <Pagination page={page} pageCount={Math.ceil(total / PAGE_SIZE)} t={t} href={(p) => hrefWith(ctx.lang, "/catalogs", query, { page: p === 1 ? undefined : String(p) })} />
        </ViewToggle>
      </div>
    </Document>
  );
}
