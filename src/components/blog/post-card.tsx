import type { TFunction } from "i18next";
import { LANG_META, type Lang, localizedPath } from "#i18n/languages.ts";
import { formatDate } from "#lib/dates.ts";
import { postText, shownVersion } from "#lib/post-languages.ts";

export type PostCardData = {
  slug: string;
  title: string;
  titleAr: string | null;
  excerpt: string;
  excerptAr: string | null;
  /** The published versions: "en", "ar" or "both". */
  languages: string;
  image: string | null;
  category: string;
  publishDate: string;
  readTime: number | null;
};

/**
 * A blog post teaser card, in the version its page's language has; a post published only in
 * the other language shows that version, marked with its language and a "In English" badge
 * (the list keeps it: see the article page).
 */
export function PostCard({ post, lang, t }: { post: PostCardData; lang: Lang; t: TFunction }) {
  const version = shownVersion(post.languages, lang);
  const title = postText(lang, version, post.title, post.titleAr);
  const excerpt = postText(lang, version, post.excerpt, post.excerptAr);
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
          <p className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide text-teal-700">
            {t(`blogCategory.${post.category}`, { defaultValue: post.category })}
            {version !== lang && (
              <span
                className="rounded-full bg-slate-100 px-2 py-0.5 font-medium normal-case tracking-normal text-slate-700"
                data-testid="post-language"
              >
                {t(`pages:bilingual.in_${version}`)}
              </span>
            )}
          </p>
          <h3
            className="mt-2 text-lg font-bold leading-snug text-slate-900 group-hover:text-teal-700"
            lang={title.lang}
            dir={title.dir ?? "auto"}
          >
            {title.text}
          </h3>
          <p
            className="line-clamp-3 mt-2 text-sm leading-relaxed text-slate-600"
            lang={excerpt.lang}
            dir={excerpt.dir ?? "auto"}
          >
            {excerpt.text}
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
