/**
 * "/catalogs/{id}/page/{n}" — one page of a processed catalogue with its own URL: the page's
 * image and text in the HTML (for shoppers, search engines and link previews), the pages
 * around it, and the viewer opened at this page. A page that does not exist (or a catalogue
 * not processed yet, or one scheduled for a later day) is the site's 404; an expired catalogue's page answers 410 and says the
 * offer ended, without the image. Each offer found on the page is a tap area over the image
 * (components/offers); `?offer=ID` (an offer of this page; anything else is ignored) is the
 * offer's own address: that area highlighted, its sheet rendered inline, its crop as the
 * link preview. `?q=` (a search that led here) marks the page's words that match it on the
 * image, and says how many (components/catalog-page/search-hits.tsx); a q not in the form
 * links give it (lib/page-search.ts linkedQuery) is redirected to that form, so a page has one
 * address, and one cache entry, per query.
 */

import { AddToList } from "#client/add-to-list.tsx";
import { CountView } from "#client/count-view.tsx";
import { ShareButton } from "#client/share-button.tsx";
import { Breadcrumb } from "#components/breadcrumb.tsx";
import { OfferEnded } from "#components/catalog-page/offer-ended.tsx";
import { PageFacts } from "#components/catalog-page/page-facts.tsx";
import { PageImage } from "#components/catalog-page/page-image.tsx";
import { PageNav } from "#components/catalog-page/page-nav.tsx";
import { PageStrip } from "#components/catalog-page/page-strip.tsx";
import { PageText } from "#components/catalog-page/page-text.tsx";
import { HitLayer, HitSummary } from "#components/catalog-page/search-hits.tsx";
import { Document } from "#components/layout/document.tsx";
import { LocalizedText } from "#components/localized-text.tsx";
import { PageOffers } from "#components/offers/page-offers.tsx";
import { getDb } from "#db/client.ts";
import { pageWordsOf } from "#db/queries/catalog-page-words.ts";
import { getCatalogPage, listCatalogPages } from "#db/queries/catalog-pages.ts";
import { compareOffers } from "#db/queries/offer-compare.ts";
import { listPageOffers } from "#db/queries/offers.ts";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { pageImageUrl } from "#lib/catalog-processing.ts";
import { dubaiToday } from "#lib/dates.ts";
import { localized } from "#lib/localized.ts";
import { offerCropUrl } from "#lib/offer-crop.ts";
import { OfferSheet } from "#lib/offer-sheet.tsx";
import { offerLabel, offerPath } from "#lib/offer-text.ts";
import type { PageContext } from "#lib/page-context.ts";
import { displayedQuery, linkedQuery } from "#lib/page-search.ts";
import { absoluteUrl } from "#lib/seo-urls.ts";
import { catalogPageSchema } from "#lib/structured-data.ts";
import { wordHits } from "#lib/word-hits.ts";
import NotFoundPage from "./not-found.tsx";

/** How much of the page's text describes it in search results and link previews. */
const DESCRIPTION_LENGTH = 160;

function summary(text: string): string | undefined {
  const flat = text.replace(/\s+/g, " ").trim();
  if (!flat) return undefined;
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

export default function CatalogPagePage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const db = getDb();
  // The route admits only 1-10 digits without a leading zero, so these are canonical numbers.
  const id = Number(ctx.params.id);
  const n = Number(ctx.params.n);
  const found = getCatalogPage(db, id, n);
  // A catalogue scheduled for a later Dubai day does not exist for shoppers yet (issue 27).
  const today = dubaiToday();
  if (!found || (found.catalog.startDate && found.catalog.startDate > today)) return <NotFoundPage ctx={ctx} />;

  const { catalog, store, pdfHash } = found;
  ctx.response.store = store.id; // its store's own details change only its pages (and shared ones)
  const title = localized(ctx.lang, catalog.title, catalog.titleAr);
  const storeName = localized(ctx.lang, store.name, store.nameAr);
  const path = `/catalogs/${catalog.id}/page/${n}`;

  if (catalog.expiryDate && catalog.expiryDate < today) {
    ctx.response.status = 410;
    return (
      <Document
        ctx={ctx}
        meta={{
          title: `${t("pages:catalogPage.endedMetaTitle", { title: title.text })} — ${t("site.name")}`,
          noindex: true,
        }}
      >
        <OfferEnded
          title={{ en: catalog.title, ar: catalog.titleAr }}
          store={store}
          expiryDate={catalog.expiryDate}
          lang={ctx.lang}
          t={t}
        />
      </Document>
    );
  }

  const q = ctx.query.q;
  /** This page's address with `query` as q (none when empty), the other parameters kept. */
  const withQuery = (query: string) => {
    const params = new URLSearchParams({ ...ctx.query, q: query });
    if (!query) params.delete("q");
    return localizedPath(ctx.lang, path) + (params.size ? `?${params}` : "");
  };
  if (q !== undefined && linkedQuery(q) !== q) {
    // Another spelling of a query links give (or none): sent to the one address for it.
    ctx.response.status = 302;
    ctx.response.location = withQuery(linkedQuery(q));
    return null;
  }
  // The page's words marked where they match; none on a page stored before words were kept.
  const words = q ? pageWordsOf(db, catalog.id, n) : null;
  const hits = q && words ? wordHits(words, q) : null;

  const pages = listCatalogPages(db, catalog.id);
  const href = (page: number) => localizedPath(ctx.lang, `/catalogs/${catalog.id}/page/${page}`);
  const vars = { title: title.text, page: n, count: found.pageCount, store: storeName.text };
  const name = t("pages:catalogPage.heading", vars);
  const offers = listPageOffers(db, catalog.id, n);
  const compare = offers.length > 0 ? compareOffers(db, catalog.id, n, today) : new Map();
  // Only an offer of this page, by its id as written (so "01" or "1e3" name nothing).
  const current = offers.find((o) => String(o.id) === ctx.query.offer) ?? null;
  const sheetPage = {
    catalog: { id: catalog.id, expiryDate: catalog.expiryDate },
    page: n,
    store: { name: store.name, nameAr: store.nameAr, slug: store.slug },
    origin: ctx.origin,
  };
  const sheetCtx = { ...sheetPage, lang: ctx.lang, t, Share: ShareButton, AddToList };
  const image = current
    ? offerCropUrl(current.id, { hash: pdfHash, page: n, ...current.box })
    : pageImageUrl(pdfHash, n, 1400);
  const offerMeta = current && {
    title: `${offerLabel(t, ctx.lang, current)} — ${storeName.text} — ${t("site.name")}`,
    description: `${offerLabel(t, ctx.lang, current)} — ${t("pages:catalogPage.metaTitle", vars)}`,
    canonical: offerPath(catalog.id, n, current.id),
  };

  return (
    <Document
      ctx={ctx}
      meta={{
        title: `${t("pages:catalogPage.metaTitle", vars)} — ${t("site.name")}`,
        description: summary(found.text) ?? t("pages:catalogPage.metaDescription", vars),
        canonical: path,
        image,
        ...offerMeta,
      }}
      jsonLd={catalogPageSchema({
        name,
        title: title.text,
        store: storeName.text,
        storeUrl: ctx.origin + localizedPath(ctx.lang, `/store/${store.slug}`),
        page: n,
        pageCount: found.pageCount,
        image: absoluteUrl(ctx.origin, pageImageUrl(pdfHash, n, 1400)),
        width: found.width,
        height: found.height,
        url: ctx.origin + localizedPath(ctx.lang, path),
        validFrom: catalog.startDate,
        validThrough: catalog.expiryDate,
        inLanguage: ctx.lang,
      })}
    >
      <CountView
        event={current ? { type: "offer_tap", offer: current.id } : { type: "page_read", catalog: catalog.id, page: n }}
      />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
        <Breadcrumb
          label={t("pages:catalogPage.breadcrumb")}
          testId="breadcrumb"
          links={[
            { href: localizedPath(ctx.lang, "/"), text: t("nav.home") },
            { href: localizedPath(ctx.lang, "/catalogs"), text: t("pages:catalogPage.catalogs") },
            {
              href: localizedPath(ctx.lang, `/store/${store.slug}`),
              text: <LocalizedText lang={ctx.lang} en={store.name} ar={store.nameAr} />,
            },
          ]}
          current={t("pages:catalogPage.pageOf", { page: n, count: found.pageCount })}
        />
        <h1 className="mt-3 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl" data-testid="page-title">
          <LocalizedText lang={ctx.lang} en={catalog.title} ar={catalog.titleAr} />
          <span className="block text-base font-semibold text-slate-500 sm:text-lg">
            {t("pages:catalogPage.pageOf", { page: n, count: found.pageCount })}
          </span>
        </h1>
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,42rem)_minmax(0,1fr)]">
          {current && (
            // First on a phone (the offer a shared link is about), beside the image on a desktop.
            <div
              className="rounded-2xl border-2 border-amber-300 bg-white p-5 shadow-sm lg:col-start-2 lg:row-start-1"
              data-testid="offer-inline"
            >
              <OfferSheet offer={current} compare={compare.get(current.id) ?? []} idPrefix="inline" ctx={sheetCtx} />
            </div>
          )}
          <div className={`space-y-4${current ? " lg:col-start-1 lg:row-span-2 lg:row-start-1" : ""}`}>
            {q && hits ? (
              <HitSummary count={hits.count} query={displayedQuery(q)} clearHref={withQuery("")} t={t} />
            ) : null}
            <PageOffers
              offers={offers}
              compare={compare}
              current={current?.id ?? null}
              lang={ctx.lang}
              t={t}
              page={sheetPage}
            >
              <HitLayer boxes={hits?.boxes ?? []}>
                <PageImage
                  hash={pdfHash}
                  page={n}
                  width={found.width}
                  height={found.height}
                  alt={t("pages:catalogPage.imageAlt", vars)}
                />
              </HitLayer>
            </PageOffers>
            <PageNav page={n} pageCount={found.pageCount} href={href} t={t} />
          </div>
          <div className={`space-y-6${current ? " lg:col-start-2" : ""}`}>
            <PageFacts
              catalog={catalog}
              store={store}
              page={n}
              viewer={{ hash: pdfHash, sizes: pages.map((p) => [p.width, p.height]) }}
              share={{
                url: ctx.origin + localizedPath(ctx.lang, path),
                text: t("share.pageText", { title: title.text, page: n }),
              }}
              lang={ctx.lang}
              t={t}
            />
            <PageText text={found.text} t={t} />
          </div>
        </div>
        <PageStrip hash={pdfHash} pages={pages} current={n} href={href} t={t} />
      </div>
    </Document>
  );
}
