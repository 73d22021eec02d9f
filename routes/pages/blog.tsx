/** "/blog" — published articles with search, a category select and browse-by-category buttons. */

import { PostCard } from "#components/blog/post-card.tsx";
import { EmptyState, secondaryButtonClass } from "#components/empty-state.tsx";
import { Document } from "#components/layout/document.tsx";
import { ListSearchForm, listSearchLabels } from "#components/list-search-form.tsx";
import { PageHeader } from "#components/page-header.tsx";
import { Pagination } from "#components/pagination.tsx";
import { getDb } from "#db/client.ts";
import { countPublishedPostsByCategory, listPublishedPosts } from "#db/queries/posts.ts";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import type { PageContext } from "#lib/page-context.ts";
import { pageHref, redirectOutOfRangePage, requestedPage } from "#lib/paging.ts";
import { canonicalPath } from "#lib/seo-urls.ts";
import { BLOG_CATEGORIES } from "#lib/taxonomy.ts";
import { hrefWith } from "#lib/url.ts";
import { blogPageQuery } from "#schemas/blog-list.ts";

const PAGE_SIZE = 9;

export default function BlogPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const db = getDb();
  const { search = "", category } = blogPageQuery.parse(ctx.query);
  const page = requestedPage(ctx.query.page);
  const { items, total } = listPublishedPosts(db, { search, category }, page, PAGE_SIZE);
  ctx.response.shows = []; // articles only: no store's own details (PageContext.response.shows)
  const published = countPublishedPostsByCategory(db);
  const anyPublished = [...published.values()].some((n) => n > 0);
  // Category counts follow the search, so a count is what choosing the category would list.
  const counts = search ? countPublishedPostsByCategory(db, search) : published;
  // Categories without any published post are left out; the chosen one always shows.
  const offered = BLOG_CATEGORIES.filter((c) => published.has(c) || c === category);
  const action = localizedPath(ctx.lang, "/blog");
  const query = { search: search || undefined, category };
  if (redirectOutOfRangePage(ctx, total, PAGE_SIZE, pageHref(ctx.lang, "/blog", query))) return null;
  const chip = (active: boolean) =>
    `rounded-full px-3.5 py-1.5 text-sm font-medium ${active ? "bg-teal-700 text-white" : "border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"}`;

  return (
    <Document
      ctx={ctx}
      meta={{
        title: t("pages:blog.metaTitle"),
        description: t("pages:blog.metaDescription"),
        canonical: canonicalPath("/blog", { category, page }, ["category", "page"]),
      }}
      activity={search ? { type: "search", query: search } : null}
    >
      <PageHeader title={t("pages:blog.title")} subtitle={t("pages:blog.subtitle")}>
        <ListSearchForm
          id="blog"
          action={action}
          search={search}
          category={category}
          keep={{}}
          categories={offered.map((c) => ({ value: c, label: t(`blogCategory.${c}`), count: counts.get(c) ?? 0 }))}
          labels={listSearchLabels(t, "blog")}
          t={t}
        />
        <div className="mt-6">
          <h2 className="text-xs font-bold uppercase tracking-wider text-slate-500">{t("pages:blog.browse")}</h2>
          <div className="mt-3 flex flex-wrap gap-2" data-testid="blog-categories">
            <a href={hrefWith(ctx.lang, "/blog", { search: query.search })} className={chip(!category)}>
              {t("pages:blog.allCategories")}
            </a>
            {offered
              .filter((c) => counts.has(c) || c === category)
              .map((c) => (
                <a
                  key={c}
                  href={hrefWith(ctx.lang, "/blog", { search: query.search, category: c })}
                  aria-current={category === c ? "true" : undefined}
                  className={chip(category === c)}
                >
                  {t(`blogCategory.${c}`)} <span className="font-normal">({counts.get(c) ?? 0})</span>
                </a>
              ))}
          </div>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <p className="mb-6 text-sm font-medium text-slate-600" data-testid="result-count">
          {t("pages:blog.resultCount", { count: total })}
        </p>
        {items.length === 0 ? (
          anyPublished ? (
            <EmptyState
              testId="empty-blog"
              title={t("pages:blog.noResults")}
              text={t("pages:blog.noResultsHint")}
              action={
                <a href={action} className={secondaryButtonClass}>
                  {t("filters.clear")}
                </a>
              }
            />
          ) : (
            <EmptyState testId="empty-blog" title={t("pages:blog.noPosts")} />
          )
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((post) => (
              <PostCard key={post.slug} post={post} lang={ctx.lang} t={t} />
            ))}
          </div>
        )}
        <Pagination
          page={page}
          pageCount={Math.ceil(total / PAGE_SIZE)}
          t={t}
          href={pageHref(ctx.lang, "/blog", query)}
        />
      </div>
    </Document>
  );
}
