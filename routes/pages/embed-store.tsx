/**
 * "/embed/store/{slug}" (and /ar/...): a store's current catalogue for an iframe on the
 * retailer's own site (issue 27, item 6): the newest live catalogue's pages one at a time
 * (?page=N), previous and next as plain links (no script), and "Open on UAE Deals" in a new
 * tab. Counted as the site's viewer counts (a catalogue view on its first page, a read of every
 * page shown for a second), by the browser from the frame's document, which is this site's
 * origin, so POST /api/events admits it. Framable by any site on these paths only (src/server/security-headers.ts); cached like
 * every public page. A store renamed since leads on to its new address; a store unknown or
 * with nothing live answers a small 404 page of the same kind.
 */
import { CountView } from "#client/count-view.tsx";
import { EmbedDocument } from "#components/layout/embed-document.tsx";
import { getDb } from "#db/client.ts";
import { getCatalogPage } from "#db/queries/catalog-pages.ts";
import { newestLiveCatalogOfStore } from "#db/queries/catalogs.ts";
import { storeSlugNow } from "#db/queries/slug-redirects.ts";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { PAGE_WIDTHS, pageImageUrl } from "#lib/catalog-processing.ts";
import { dubaiToday } from "#lib/dates.ts";
import { localized } from "#lib/localized.ts";
import type { PageContext } from "#lib/page-context.ts";

const link =
  "inline-flex h-10 items-center justify-center rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700";
const navLink = `${link} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`;

/** The page number asked for: a canonical positive number, else none (a 404). */
function requestedPage(value: string | undefined): number | undefined {
  if (value === undefined) return 1;
  return /^[1-9][0-9]{0,4}$/.test(value) ? Number(value) : undefined;
}

export default function EmbedStorePage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const db = getDb();
  const slug = ctx.params.slug ?? "";
  const id = newestLiveCatalogOfStore(db, slug, dubaiToday());
  const n = requestedPage(ctx.query.page);
  const found = id !== undefined && n !== undefined ? getCatalogPage(db, id, n) : undefined;
  if (!found) {
    const renamed = id === undefined ? storeSlugNow(db, slug) : undefined;
    if (renamed && renamed !== slug) {
      ctx.response.status = 301;
      ctx.response.location = localizedPath(ctx.lang, `/embed/store/${encodeURIComponent(renamed)}`);
      return null;
    }
    return <EmbedNotFound ctx={ctx} />;
  }
  const { catalog, store, pdfHash, pageCount } = found;
  ctx.response.store = store.id; // its store's own details change only its pages (and shared ones)
  const title = localized(ctx.lang, catalog.title, catalog.titleAr).text;
  const storeName = localized(ctx.lang, store.name, store.nameAr).text;
  const here = (page: number) =>
    localizedPath(ctx.lang, `/embed/store/${encodeURIComponent(store.slug)}`) + (page > 1 ? `?page=${page}` : "");
  const onSite = ctx.origin + localizedPath(ctx.lang, `/catalogs/${catalog.id}/page/${n}`);
  const pages = pageCount;
  return (
    <EmbedDocument ctx={ctx} title={t("pages:embed.title", { store: storeName, title })} canonical={onSite}>
      {found.page === 1 && <CountView event={{ type: "catalog_view", catalog: catalog.id }} />}
      <CountView event={{ type: "page_read", catalog: catalog.id, page: found.page }} />
      <header className="flex items-center gap-2 border-b border-slate-200 bg-white px-3 py-2">
        <p className="min-w-0 flex-1 truncate text-sm">
          <span className="font-bold">{storeName}</span> <span className="text-slate-600">{title}</span>
        </p>
        <a
          href={onSite}
          target="_blank"
          rel="noopener"
          aria-label={t("pages:embed.openLabel", { title })}
          className={`${link} shrink-0 bg-teal-700 text-white hover:bg-teal-800`}
          data-testid="embed-open"
        >
          {t("pages:embed.open")}
        </a>
      </header>
      <main className="flex min-h-0 flex-1 items-center justify-center p-2">
        <img
          src={pageImageUrl(pdfHash, found.page, 1400)}
          srcSet={PAGE_WIDTHS.map((w) => `${pageImageUrl(pdfHash, found.page, w)} ${w}w`).join(", ")}
          sizes="100vw"
          width={found.width}
          height={found.height}
          alt={t("pages:catalogPage.imageAlt", { page: found.page, title })}
          className="h-auto max-h-full w-auto max-w-full rounded-lg border border-slate-200 bg-white object-contain shadow-sm"
          data-testid="embed-page-image"
        />
      </main>
      <nav
        aria-label={t("pages:embed.pages")}
        className="flex items-center justify-between gap-2 border-t border-slate-200 bg-white px-3 py-2"
      >
        {found.page > 1 ? (
          <a href={here(found.page - 1)} rel="prev" className={navLink} data-testid="embed-previous">
            {t("pages:catalogPage.previous")}
          </a>
        ) : (
          <span aria-hidden="true" className="w-10" />
        )}
        <p className="text-sm text-slate-700" data-testid="embed-page-of">
          {t("pages:catalogPage.pageOf", { page: found.page, count: pages })}
        </p>
        {found.page < pages ? (
          <a href={here(found.page + 1)} rel="next" className={navLink} data-testid="embed-next">
            {t("pages:catalogPage.next")}
          </a>
        ) : (
          <span aria-hidden="true" className="w-10" />
        )}
      </nav>
    </EmbedDocument>
  );
}

/** Nothing to show (no such store, nothing live, no such page): a 404 that still fits the frame. */
function EmbedNotFound({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  ctx.response.status = 404;
  return (
    <EmbedDocument ctx={ctx} title={`${t("pages:embed.notFoundTitle")} — ${t("site.name")}`}>
      <main
        className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center"
        data-testid="embed-not-found"
      >
        <h1 className="text-lg font-bold">{t("pages:embed.notFoundTitle")}</h1>
        <p className="max-w-sm text-sm text-slate-700">{t("pages:embed.notFoundText")}</p>
        <a
          href={ctx.origin + localizedPath(ctx.lang, "/catalogs")}
          target="_blank"
          rel="noopener"
          className={`${link} bg-teal-700 text-white hover:bg-teal-800`}
        >
          {t("pages:embed.visit")}
        </a>
      </main>
    </EmbedDocument>
  );
}
