import type { TFunction } from "i18next";
import { BookIcon } from "#components/icons.tsx";
import { LocalizedText } from "#components/localized-text.tsx";
import { LANG_META, type Lang, localizedPath } from "#i18n/languages.ts";
import { addDays, formatDate } from "#lib/dates.ts";
import { localized } from "#lib/localized.ts";
import { type ViewerPages, viewerPagesAttr } from "#lib/viewer.ts";

export type CatalogCardData = {
  id: number;
  title: string;
  titleAr: string | null;
  pages: number | null;
  fileUrl: string;
  coverImage: string | null;
  expiryDate: string | null;
  storeName?: string;
  storeNameAr?: string | null;
  storeSlug?: string;
  /** The processed pages, for the viewer (absent: the viewer reads the PDF). */
  viewer?: ViewerPages;
};

/** True in the last 3 days of validity (Dubai dates), the 'ends soon' window. */
function endsSoon(expiryDate: string | null, today: string): boolean {
  return !!expiryDate && expiryDate >= today && expiryDate <= addDays(today, 2);
}

/**
 * A catalogue: cover, store, page count, valid-until date and its PDF (title h2 right under the
 * h1, else h3). On a phone, grids show two columns of covers whose cover and title open the
 * catalogue, without the button; the list view puts a small cover beside the text (base.css).
 */
export function CatalogCard({
  catalog: c,
  lang,
  t,
  today,
  headingLevel = 3,
}: {
  catalog: CatalogCardData;
  lang: Lang;
  t: TFunction;
  today: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const locale = LANG_META[lang].locale;
  const title = localized(lang, c.title, c.titleAr);
  // The cover, the title and the button all open the viewer (without JavaScript, the PDF).
  const opens = {
    href: c.fileUrl,
    target: "_blank",
    rel: "noopener",
    "data-catalog-id": c.id,
    "data-catalog-title": title.text,
    "data-catalog-title-lang": title.lang,
    "data-catalog-pages": viewerPagesAttr(c.viewer),
  };
  return (
    <article
      className="catalog-card flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
      data-testid="catalog-card"
    >
      {/* biome-ignore lint/a11y/useAnchorContent: the title's link again, for a finger; keyboards and screen readers have the title's */}
      <a
        {...opens}
        tabIndex={-1}
        aria-hidden="true"
        className="catalog-card-media relative block aspect-[3/4] bg-slate-100"
        data-testid="catalog-cover"
      >
        {c.coverImage ? (
          <img src={c.coverImage} alt="" loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <BookIcon className="m-auto h-12 w-12 text-slate-300" />
        )}
        {endsSoon(c.expiryDate, today) && (
          <span className="absolute bottom-3 start-3 rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-semibold text-white shadow-sm">
            {t("catalog.endsSoon")}
          </span>
        )}
      </a>
      <div className="catalog-card-body flex min-w-0 flex-1 flex-col p-4">
        {c.storeName && c.storeSlug && (
          <a
            href={localizedPath(lang, `/store/${c.storeSlug}`)}
            className="inline-flex min-h-6 items-center self-start text-xs font-semibold uppercase tracking-wide text-teal-700 hover:underline"
          >
            <LocalizedText lang={lang} en={c.storeName} ar={c.storeNameAr} />
          </a>
        )}
        <Heading className="font-bold text-slate-900">
          {/* At least 24 px tall, as a target so close to the store's link must be (WCAG 2.5.8). */}
          <a {...opens} className="block min-h-6 hover:text-teal-800 hover:underline" data-testid="catalog-title">
            <LocalizedText lang={lang} en={c.title} ar={c.titleAr} />
          </a>
        </Heading>
        <p className="catalog-card-meta mt-1 text-sm text-slate-500">
          {c.pages ? t("catalog.pages", { count: c.pages }) : null}
          {c.pages ? " · " : null}
          {c.expiryDate ? t("catalog.validUntil", { date: formatDate(c.expiryDate, locale) }) : t("catalog.noExpiry")}
        </p>
        <div className="catalog-card-view mt-auto pt-4">
          <a
            {...opens}
            className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800"
            data-testid="view-catalog"
          >
            <BookIcon className="h-4 w-4" />
            {t("catalog.view")}
          </a>
        </div>
      </div>
    </article>
  );
}
