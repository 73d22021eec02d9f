import type { TFunction } from "i18next";
import { AddToList } from "#client/add-to-list.tsx";
import { I18nProvider } from "#client/i18n-provider.tsx";
import { SaveOffline } from "#client/save-offline.tsx";
import { ShareButton } from "#client/share-button.tsx";
import { buttonClass, secondaryButtonClass } from "#components/empty-state.tsx";
import { BookIcon } from "#components/icons.tsx";
import { LocalizedText } from "#components/localized-text.tsx";
import { clientMessages } from "#i18n/client-messages.ts";
import { LANG_META, type Lang, localizedPath } from "#i18n/languages.ts";
import { formatDate } from "#lib/dates.ts";
import { localized } from "#lib/localized.ts";
import { ShareBar } from "#lib/share-bar.tsx";
import { type ViewerPages, viewerPagesAttr } from "#lib/viewer.ts";

type Facts = {
  catalog: { id: number; title: string; titleAr: string | null; fileUrl: string; expiryDate: string | null };
  store: { name: string; nameAr: string | null; slug: string; logo: string | null };
  page: number;
  viewer: ViewerPages;
  /** This page's own address (absolute) and the words that go with it when shared. */
  share: { url: string; text: string };
};

/** The strings "Save for offline" shows. */
const SAVE_OFFLINE_MESSAGES = ["save", "saveHint", "saving", "saved", "savedHint", "remove", "removed", "failed"].map(
  (key) => `pages:offline.${key}`,
);

/**
 * The store, the validity and the two ways on: the viewer at this page (a link to the PDF
 * that the viewer takes over once the page's script runs) and the original PDF; then the ways
 * to share this page's address; then "Save for offline" for the whole catalogue.
 */
export function PageFacts({ catalog, store, page, viewer, share, lang, t }: Facts & { lang: Lang; t: TFunction }) {
  const title = localized(lang, catalog.title, catalog.titleAr);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5" data-testid="page-facts">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">{t("pages:catalogPage.store")}</dt>
        <dd>
          <a
            href={localizedPath(lang, `/store/${store.slug}`)}
            className="inline-flex items-center gap-2 font-semibold text-teal-700 hover:underline"
            data-testid="page-store"
          >
            {store.logo && <img src={store.logo} alt="" width={24} height={24} className="h-6 w-6 rounded" />}
            <LocalizedText lang={lang} en={store.name} ar={store.nameAr} />
          </a>
        </dd>
        <dt className="text-slate-500">{t("pages:catalogPage.validUntil")}</dt>
        <dd className="text-slate-800" data-testid="page-valid-until">
          {catalog.expiryDate
            ? formatDate(catalog.expiryDate, LANG_META[lang].locale)
            : t("pages:catalogPage.noExpiry")}
        </dd>
      </dl>
      <div className="mt-5 flex flex-wrap gap-3">
        <a
          href={catalog.fileUrl}
          target="_blank"
          rel="noopener"
          data-catalog-id={catalog.id}
          data-catalog-title={title.text}
          data-catalog-title-lang={title.lang}
          data-catalog-pages={viewerPagesAttr(viewer)}
          data-catalog-page={page}
          className={buttonClass}
          data-testid="open-viewer"
        >
          <BookIcon className="h-4 w-4" />
          {t("pages:catalogPage.openViewer")}
        </a>
        <a href={catalog.fileUrl} download className={secondaryButtonClass} data-testid="download-pdf">
          {t("pages:catalogPage.downloadPdf")}
        </a>
      </div>
      <div className="mt-4 border-t border-slate-100 pt-4">
        <ShareBar Share={ShareButton} url={share.url} title={title.text} text={share.text} t={t} testId="page" />
        <AddToList catalogId={catalog.id} page={page} testId="page-add-to-list" />
      </div>
      <I18nProvider lang={lang} messages={clientMessages(lang, SAVE_OFFLINE_MESSAGES)}>
        <SaveOffline
          catalog={{
            id: catalog.id,
            lang,
            title: { en: catalog.title, ar: catalog.titleAr },
            store: { en: store.name, ar: store.nameAr },
            pdfHash: viewer.hash,
            pageCount: viewer.sizes.length,
            expiryDate: catalog.expiryDate,
          }}
        />
      </I18nProvider>
    </section>
  );
}
