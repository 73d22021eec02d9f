/**
 * "/blog/{slug}" and "/ar/blog/{slug}" — one published article, its HTML sanitized again on
 * render. Each language version has its own URL. A post published in one language only
 * still answers in the other: it shows the version there is, marked as that language, with a
 * notice ("this article is only available in English") — a reader following a link or a
 * search result gets the article rather than a dead end, and many readers here read both;
 * the canonical link and hreflang name only the real version, so search engines list that one.
 */

import { PostCard } from "#components/blog/post-card.tsx";
import { buttonClass, EmptyState } from "#components/empty-state.tsx";
import { ChevronIcon } from "#components/icons.tsx";
import { isolated } from "#components/isolated.tsx";
import { Document } from "#components/layout/document.tsx";
import { getDb } from "#db/client.ts";
import { findPublishedPostBySlug, listRelatedPosts } from "#db/queries/posts.ts";
import { postSlugNow } from "#db/queries/slug-redirects.ts";
import { LANG_META, localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { formatDate } from "#lib/dates.ts";
import { previewImage } from "#lib/link-preview.ts";
import { movedTo } from "#lib/moved-page.ts";
import type { PageContext } from "#lib/page-context.ts";
import { postText, postVersions, shownVersion } from "#lib/post-languages.ts";
import { blogSchema } from "#lib/structured-data.ts";
import { sanitizeBlogHtml } from "#server/sanitize.ts";

export default function BlogPostPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const post = findPublishedPostBySlug(getDb(), ctx.params.slug ?? "");
  if (!post) {
    const now = postSlugNow(getDb(), ctx.params.slug ?? "");
    if (now) return movedTo(ctx, ["blog", now]);
    ctx.response.status = 404;
    return (
      <Document ctx={ctx} meta={{ title: `${t("pages:blog.notFoundTitle")} — ${t("site.name")}`, noindex: true }}>
        <div className="mx-auto max-w-3xl px-4 py-20">
          <EmptyState
            testId="article-not-found"
            title={t("pages:blog.notFoundTitle")}
            text={t("pages:blog.notFoundText")}
            action={
              <a href={localizedPath(ctx.lang, "/blog")} className={buttonClass}>
                {t("pages:blog.back")}
              </a>
            }
          />
        </div>
      </Document>
    );
  }
  const related = listRelatedPosts(getDb(), post.category, post.slug);
  ctx.response.shows = []; // articles only: no store's own details (PageContext.response.shows)
  const category = t(`blogCategory.${post.category}`, { defaultValue: post.category });
  const version = shownVersion(post.languages, ctx.lang);
  const title = postText(ctx.lang, version, post.title, post.titleAr);
  const excerpt = postText(ctx.lang, version, post.excerpt, post.excerptAr);
  const content = version === "ar" && post.contentAr ? post.contentAr : post.content;
  const tags = version === "ar" && post.tagsAr.length ? post.tagsAr : post.tags;
  const path = `/blog/${post.slug}`;
  return (
    <Document
      ctx={ctx}
      meta={{
        title: `${title.text} — ${t("site.name")}`,
        description: excerpt.text,
        keywords: tags.join(", ") || undefined,
        canonical: path,
        image: previewImage("posts", post.id, [post.image], ctx.origin),
        versions: postVersions(post.languages),
        missingTwin: "/blog",
      }}
      activity={{ type: "blog_read", slug: post.slug }}
      jsonLd={blogSchema({
        title: title.text,
        author: post.author,
        publishedAt: post.publishDate,
        updatedAt: post.updatedAt.toISOString().slice(0, 10),
        featuredImage: post.image ? ctx.origin + post.image : null,
        excerpt: excerpt.text,
        url: ctx.origin + localizedPath(version, path),
        siteName: t("site.name"),
        inLanguage: version,
      })}
    >
      <article className="bg-white">
        <header className="mx-auto max-w-3xl px-4 pb-8 pt-10 sm:px-6">
          <a
            href={localizedPath(ctx.lang, "/blog")}
            className="inline-flex items-center gap-1 text-sm font-medium text-teal-700 hover:text-teal-800"
          >
            <ChevronIcon className="h-4 w-4 rotate-180" />
            {t("pages:blog.back")}
          </a>
          <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-teal-700">{category}</p>
          <h1
            className="mt-2 text-3xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-4xl"
            lang={title.lang}
            dir={title.dir ?? "auto"}
          >
            {title.text}
          </h1>
          {/* Author, date and reading time each isolated, so none pulls a neighbour's number across. */}
          <p className="mt-4 text-sm text-slate-500" data-testid="byline">
            {isolated(t, "pages:blog.by", { author: post.author })}
            <span className="mx-2">·</span>
            <time dateTime={post.publishDate} dir="auto">
              {formatDate(post.publishDate, LANG_META[ctx.lang].locale)}
            </time>
            <span className="mx-2">·</span>
            <bdi>{t("pages:blog.readTime", { count: post.readTime || 5 })}</bdi>
          </p>
          {version !== ctx.lang && (
            <p
              className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
              role="note"
              data-testid="language-notice"
            >
              {t(`pages:bilingual.only_${version}`)}
            </p>
          )}
        </header>
        {post.image && (
          <img
            src={post.image}
            alt=""
            className="mx-auto aspect-[1200/630] w-full max-w-5xl object-cover sm:rounded-2xl"
          />
        )}
        <div
          className="article-body mx-auto max-w-3xl px-4 py-10 sm:px-6"
          // The version's own direction (an Arabic article may open with a Latin brand name).
          lang={version === ctx.lang ? undefined : version}
          dir={LANG_META[version].dir}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on save and again here (sanitize-html allowlist, src/server/sanitize.ts)
          dangerouslySetInnerHTML={{ __html: sanitizeBlogHtml(content) }}
          data-testid="article-body"
        />
        {tags.length > 0 && (
          <div className="mx-auto max-w-3xl px-4 pb-12 sm:px-6">
            <h2 className="text-sm font-semibold text-slate-500">{t("pages:blog.tags")}</h2>
            <div className="mt-2 flex flex-wrap gap-2" lang={version === ctx.lang ? undefined : version}>
              {tags.map((tag) => (
                <a
                  key={tag}
                  href={localizedPath(ctx.lang, `/blog?search=${encodeURIComponent(tag)}`)}
                  className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 hover:bg-slate-200"
                  // "#sales" in Arabic too: the tag's own letters set its direction.
                  dir="auto"
                >
                  {`#${tag}`}
                </a>
              ))}
            </div>
          </div>
        )}
      </article>
      {related.length > 0 && (
        <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <h2 className="mb-6 text-2xl font-bold text-slate-900">{isolated(t, "pages:blog.related", { category })}</h2>
          <div className="grid gap-6 md:grid-cols-3">
            {related.map((p) => (
              <PostCard key={p.slug} post={p} lang={ctx.lang} t={t} />
            ))}
          </div>
        </section>
      )}
    </Document>
  );
}
