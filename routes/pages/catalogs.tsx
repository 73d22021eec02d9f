/** "/catalogs" — live catalogues: search, category, sort, grid/list, 12 per page. */
import { getDb } from "../../db/client.ts";
import { type CatalogSort, listCatalogCards } from "../../db/queries/catalogs.ts";
import { ViewToggle } from "../../src/client/view-toggle.tsx";
import { CatalogCard } from "../../src/components/catalogs/catalog-card.tsx";
import { EmptyState, secondaryButtonClass } from "../../src/components/empty-state.tsx";
import { Document } from "../../src/components/layout/document.tsx";
import { ListSearchForm, listSearchLabels } from "../../src/components/list-search-form.tsx";
import { PageHeader } from "../../src/components/page-header.tsx";
import { Pagination } from "../../src/components/pagination.tsx";
import { SortForm } from "../../src/components/stores/sort-form.tsx";
import { localizedPath } from "../../src/i18n/languages.ts";
import { getT } from "../../src/i18n/server.ts";
import { dubaiToday } from "../../src/lib/dates.ts";
import type { PageContext } from "../../src/lib/page-context.ts";
import { canonicalPath } from "../../src/lib/seo-urls.ts";
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
  const query: Query = {
    search: search || undefined,
    category,
    sort: sort === "recent" ? undefined : sort,
    view: view === "grid" ? undefined : view,
  };
  const action = localizedPath(ctx.lang, "/catalogs");
  const offers = items
    .map((c) =>
      catalogSchema({
        title: c.title,
        store: c.storeName,
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
      }}
      activity={search ? { type: "search", query: search } : null}
      jsonLd={catalogListSchema}
    >
      <PageHeader title={t("pages:catalogs.title")} subtitle={t("pages:catalogs.subtitle")}>
        <ListSearchForm
          id="catalog"
          action={action}
          search={search}
          category={category}
          keep={{ sort: query.sort, view: query.view }}
          categories={CATALOG_CATEGORIES.map((c) => ({ value: c, label: t(`catalog.categories.${c}`) }))}
          labels={listSearchLabels(t, "catalogs")}
        />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <ViewToggle
          initial={view}
          gridHref={hrefWith(ctx.lang, "/catalogs", query, { view: undefined })}
          listHref={hrefWith(ctx.lang, "/catalogs", query, { view: "list" })}
          toolbar={
            <>
              <p className="text-sm font-medium text-slate-600" data-testid="result-count">
                {t("pages:catalogs.resultCount", { count: total })}
              </p>
              <div className="ms-auto">
                <SortForm action={action} query={query} options={SORTS} current={sort} t={t} />
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
                <CatalogCard key={c.id} catalog={c} lang={ctx.lang} t={t} today={today} headingLevel={2} />
              ))}
            </div>
          )}
          <Pagination
            page={page}
            pageCount={Math.ceil(total / PAGE_SIZE)}
            t={t}
            href={(p) => hrefWith(ctx.lang, "/catalogs", query, { page: p === 1 ? undefined : String(p) })}
          />
        </ViewToggle>
      </div>
    </Document>
  );
}
