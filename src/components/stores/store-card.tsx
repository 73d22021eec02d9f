import type { TFunction } from "i18next";
import { FollowButton } from "#client/follow-button.tsx";
import { BookIcon, MapPinIcon } from "#components/icons.tsx";
import { LocalizedText } from "#components/localized-text.tsx";
import type { StoreCard as StoreCardData } from "#db/queries/store-cards.ts";
import { type Lang, localizedPath } from "#i18n/languages.ts";
import { emirateBadgeClass } from "#lib/emirates.ts";
import { localized } from "#lib/localized.ts";
import { viewerPagesAttr } from "#lib/viewer.ts";

/**
 * One store in a grid or list (layout follows the list's data-view, see base.css). Its name
 * is an h2 where the list sits right under the page's h1, an h3 under a section's h2, an h4
 * under a group's h3 (home's emirate groups).
 */
export function StoreCard({
  store,
  lang,
  t,
  headingLevel = 3,
}: {
  store: StoreCardData;
  lang: Lang;
  t: TFunction;
  headingLevel?: 2 | 3 | 4;
}) {
  const shownEmirates = store.emirates.slice(0, 3);
  const Heading = `h${headingLevel}` as const;
  const description = localized(lang, store.description, store.descriptionAr);
  const latest = store.latestCatalog && localized(lang, store.latestCatalog.title, store.latestCatalog.titleAr);
  return (
    <article className="store-card group relative" data-testid="store-card">
      <a
        href={localizedPath(lang, `/store/${store.slug}`)}
        className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-teal-200 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
      >
        <div className="store-card-media relative h-36 bg-slate-100">
          {store.image && <img src={store.image} alt="" loading="lazy" className="h-full w-full object-cover" />}
          <div className="absolute start-3 top-3 flex gap-1.5">
            {store.featured && (
              <span className="rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-semibold text-amber-950 shadow-sm">
                {t("store.featured")}
              </span>
            )}
            {store.premium && (
              <span className="rounded-full bg-violet-600 px-2.5 py-0.5 text-xs font-semibold text-white shadow-sm">
                {t("store.premium")}
              </span>
            )}
          </div>
        </div>
        <div className="flex flex-1 flex-col p-5">
          <div className="flex items-start gap-3">
            {/* Positioned, so it paints over the (positioned) picture it overlaps instead of under it. */}
            {store.logo && (
              <img
                src={store.logo}
                alt=""
                loading="lazy"
                className="store-card-logo relative -mt-10 h-14 w-14 shrink-0 rounded-xl border-4 border-white bg-white shadow-sm"
              />
            )}
            <div className="min-w-0">
              {/* Short names stay aligned with the card; a fallback is isolated and marked inline. */}
              <Heading className="truncate text-lg font-bold text-slate-900 group-hover:text-teal-700">
                <LocalizedText lang={lang} en={store.name} ar={store.nameAr} />
              </Heading>
              <p className="text-sm text-slate-500">
                <LocalizedText lang={lang} en={store.category} ar={store.categoryAr} />
              </p>
            </div>
          </div>
          {description.text && (
            <p
              className="line-clamp-2 mt-3 text-sm leading-relaxed text-slate-600"
              lang={description.lang}
              dir={description.dir ?? "auto"}
            >
              {description.text}
            </p>
          )}
          <div className="mt-auto pt-4">
            <div className="flex flex-wrap gap-1.5">
              {shownEmirates.map((slug) => (
                <span
                  key={slug}
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${emirateBadgeClass(slug)}`}
                  data-emirate={slug}
                >
                  {t(`emirate.${slug}`)}
                </span>
              ))}
              {store.emirates.length > shownEmirates.length && (
                // dir=ltr: "+1" would read "1+" inside Arabic text.
                <span
                  className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600"
                  dir="ltr"
                  data-testid="more-emirates"
                >
                  {`+${store.emirates.length - shownEmirates.length}`}
                </span>
              )}
            </div>
            <div className="mt-3 flex items-center gap-4 border-t border-slate-100 pt-3 text-sm text-slate-600">
              <span className="flex items-center gap-1.5">
                <MapPinIcon className="h-4 w-4 text-teal-600" />
                {t("store.branches", { count: store.branchCount })}
              </span>
              <span className="flex items-center gap-1.5">
                <BookIcon className="h-4 w-4 text-teal-600" />
                {t("store.catalogs", { count: store.catalogCount })}
              </span>
            </div>
          </div>
        </div>
      </a>
      {store.latestCatalog && latest && (
        // A sibling of the card's link (links cannot nest), placed over the card's corner.
        <a
          href={store.latestCatalog.fileUrl}
          target="_blank"
          rel="noopener"
          data-catalog-id={store.latestCatalog.id}
          data-catalog-title={latest.text}
          data-catalog-title-lang={latest.lang}
          data-catalog-pages={viewerPagesAttr(store.latestCatalog.viewer)}
          className="absolute end-3 top-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-teal-800 shadow-sm hover:bg-white"
          data-testid="store-card-catalog"
        >
          <BookIcon className="h-3.5 w-3.5" />
          {t("catalog.view")}
        </a>
      )}
      {/* Also beside the link: over the picture's lower corner (in a list, the card's; base.css). */}
      <span className="store-card-follow absolute end-3 top-[6.25rem]">
        <FollowButton storeId={store.id} storeName={localized(lang, store.name, store.nameAr).text} compact />
      </span>
    </article>
  );
}
