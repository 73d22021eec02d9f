import type { TFunction } from "i18next";
import { LANG_META, type Lang, localizedPath } from "../../i18n/languages.ts";
import { formatDate } from "../../lib/dates.ts";

export type PostCardData = {
  slug: string;
  title: string;
  excerpt: string;
  image: string | null;
  category: string;
  publishDate: string;
  readTime: number | null;
};

/** A blog post teaser card. */
export function PostCard({ post, lang, t }: { post: PostCardData; lang: Lang; t: TFunction }) {
  return (
    <article
      className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
      data-testid="post-card"
    >
      <a href={localizedPath(lang, `/blog/${post.slug}`)} className="flex h-full flex-col">
        <div className="h-44 bg-gradient-to-br from-teal-100 to-emerald-50">
          {post.image && <img src={post.image} alt="" loading="lazy" className="h-full w-full object-cover" />}
        </div>
        <div className="flex flex-1 flex-col p-5">
          <p className="text-xs font-semibold uppercase tracking-wide text-teal-700">
            {t(`blogCategory.${post.category}`, { defaultValue: post.category })}
          </p>
          <h3 className="mt-2 text-lg font-bold leading-snug text-slate-900 group-hover:text-teal-700" dir="auto">
            {post.title}
          </h3>
          <p className="line-clamp-3 mt-2 text-sm leading-relaxed text-slate-600" dir="auto">
            {post.excerpt}
          </p>
          <p className="mt-auto pt-4 text-xs text-slate-500">
            <time dateTime={post.publishDate}>{formatDate(post.publishDate, LANG_META[lang].locale)}</time>
            <span className="mx-2">·</span>
            {t("pages:home.readTime", { count: post.readTime ?? 5 })}
          </p>
        </div>
      </a>
    </article>
  );
}
