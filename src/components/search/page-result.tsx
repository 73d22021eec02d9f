import type { TFunction } from "i18next";
import { LocalizedText } from "#components/localized-text.tsx";
import type { PageSearchCatalog } from "#db/queries/catalog-pages.ts";
import { LANG_META, type Lang, localizedPath } from "#i18n/languages.ts";
import { pageImageUrl } from "#lib/catalog-processing.ts";
import { formatDate } from "#lib/dates.ts";
import { localized } from "#lib/localized.ts";
import { catalogPagePath } from "#lib/page-search.ts";
import type { SnippetHit } from "#lib/search-snippet.ts";

export type PageResultData = Omit<PageSearchCatalog, "hits"> & { hits: SnippetHit[] };

const THUMB = 480;

/**
 * One catalogue among the search results: its store, title, validity and how many of its pages
 * match, then its best pages, each a link to that page's own URL (with the search, `?q=`, so the
 * page marks its hits on the image) with the page's thumbnail and a snippet whose matching
 * words are <mark>ed. The snippet is the PDF's text, in whatever language it is: dir=auto lets
 * it run its own way inside either page.
 */
export function PageResult({
  catalog: c,
  query,
  lang,
  t,
  eager,
}: {
  catalog: PageResultData;
  /** The search the results are for. */
  query: string;
  lang: Lang;
  t: TFunction;
  /** The first result's images load at once (they are in view); the rest when scrolled to. */
  eager: boolean;
}) {
  const store = localized(lang, c.storeName, c.storeNameAr);
  const title = localized(lang, c.title, c.titleAr);
  return (
    <article
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-6"
      data-testid="search-result"
    >
      <div className="flex items-start gap-3">
        {c.storeLogo ? (
          <img
            src={c.storeLogo}
            alt=""
            width={48}
            height={48}
            loading={eager ? undefined : "lazy"}
            className="h-12 w-12 shrink-0 rounded-xl border border-slate-200 bg-white object-contain"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <a
            href={localizedPath(lang, `/store/${c.storeSlug}`)}
            className="text-xs font-semibold uppercase tracking-wide text-teal-700 hover:underline"
          >
            <LocalizedText lang={lang} en={c.storeName} ar={c.storeNameAr} />
          </a>
          <h3 className="mt-0.5 font-bold text-slate-900">
            <LocalizedText lang={lang} en={c.title} ar={c.titleAr} />
          </h3>
          <p className="mt-0.5 text-sm text-slate-500">
            {c.expiryDate
              ? t("catalog.validUntil", { date: formatDate(c.expiryDate, LANG_META[lang].locale) })
              : t("catalog.noExpiry")}
            {" · "}
            <span data-testid="hit-count">{t("pages:search.matchingPages", { count: c.hitCount })}</span>
          </p>
        </div>
      </div>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:mt-0 xl:grid-cols-3">
        {c.hits.map((hit) => (
          <li key={hit.page}>
            <a
              href={localizedPath(lang, catalogPagePath(c.id, hit.page, query))}
              className="group flex h-full gap-3 rounded-xl border border-slate-200 p-2 transition hover:border-teal-300 hover:bg-teal-50/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
              data-testid="search-hit"
            >
              <img
                src={pageImageUrl(c.pdfHash, hit.page, THUMB)}
                alt={t("pages:search.pageAlt", { page: hit.page, store: store.text, title: title.text })}
                width={THUMB}
                height={Math.round((hit.height / hit.width) * THUMB)}
                loading={eager ? undefined : "lazy"}
                className="h-auto w-24 shrink-0 self-start rounded-md border border-slate-200 bg-slate-100 sm:w-28"
              />
              <div className="min-w-0">
                <p className="text-sm font-semibold text-teal-800 group-hover:underline">
                  {t("pages:search.page", { page: hit.page })}
                </p>
                <p className="mt-1 text-sm leading-relaxed text-slate-700 [overflow-wrap:anywhere]" dir="auto">
                  {hit.snippet.map((s, i) =>
                    s.hit ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: segments never reorder
                      <mark key={i} className="rounded bg-amber-200 px-0.5 text-slate-900">
                        {s.text}
                      </mark>
                    ) : (
                      s.text
                    ),
                  )}
                </p>
              </div>
            </a>
          </li>
        ))}
      </ul>
    </article>
  );
}
