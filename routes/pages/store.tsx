/** "/store/{slug}" — store detail with tabs Overview, Branches, Catalogs and Contact. */

import { CountView } from "#client/count-view.tsx";
import { buttonClass, EmptyState } from "#components/empty-state.tsx";
import { Document } from "#components/layout/document.tsx";
import { StoreBranchesTab } from "#components/store/store-branches-tab.tsx";
import { StoreCatalogsTab } from "#components/store/store-catalogs-tab.tsx";
import { StoreContactTab } from "#components/store/store-contact-tab.tsx";
import { StoreHero } from "#components/store/store-hero.tsx";
import { StoreOverviewTab } from "#components/store/store-overview-tab.tsx";
import { STORE_TABS, type StoreTab, StoreTabs } from "#components/store/store-tabs.tsx";
import { getDb } from "#db/client.ts";
import { listBranchesOfStores } from "#db/queries/branches.ts";
import { withViewerPages } from "#db/queries/catalog-pages.ts";
import { listLiveCatalogCards } from "#db/queries/catalogs.ts";
import { storeSlugNow } from "#db/queries/slug-redirects.ts";
import { findStoreBySlug } from "#db/queries/stores.ts";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { dubaiToday } from "#lib/dates.ts";
import { EMIRATES } from "#lib/emirates.ts";
import { previewImage } from "#lib/link-preview.ts";
import { localized } from "#lib/localized.ts";
import { movedTo } from "#lib/moved-page.ts";
import type { PageContext } from "#lib/page-context.ts";
import { absoluteUrl, canonicalPath } from "#lib/seo-urls.ts";
import { storeSchema } from "#lib/structured-data.ts";
import { hrefWith, oneOf } from "#lib/url.ts";
import { withSegments } from "#server/hours/week.ts";

export default function StorePage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const db = getDb();
  const store = findStoreBySlug(db, ctx.params.slug ?? "");
  if (!store) {
    const now = storeSlugNow(db, ctx.params.slug ?? "");
    if (now) return movedTo(ctx, ["store", now]);
    ctx.response.status = 404;
    return (
      <Document ctx={ctx} meta={{ title: `${t("pages:store.notFoundTitle")} — ${t("site.name")}`, noindex: true }}>
        <div className="mx-auto max-w-3xl px-4 py-20">
          <EmptyState
            testId="store-not-found"
            title={t("pages:store.notFoundTitle")}
            text={t("pages:store.notFoundText")}
            action={
              <a href={localizedPath(ctx.lang, "/stores")} className={buttonClass}>
                {t("pages:store.backToStores")}
              </a>
            }
          />
        </div>
      </Document>
    );
  }

  ctx.response.store = store.id; // its own details change only it (and pages of no one store)
  const tab = oneOf<StoreTab>(ctx.query.tab, STORE_TABS, "overview");
  const branches = withSegments(listBranchesOfStores(db, [store.id]));
  const today = dubaiToday();
  const catalogs = withViewerPages(db, listLiveCatalogCards(db, { storeId: store.id }, today));
  const base = `/store/${store.slug}`;
  const tabHref = (next: StoreTab) => hrefWith(ctx.lang, base, {}, { tab: next === "overview" ? undefined : next });
  const presentIn = EMIRATES.filter((e) => branches.some((b) => b.emirateSlug === e.slug));
  const abs = (url: string | null) => (url ? absoluteUrl(ctx.origin, url) : null);
  const picture = store.image || store.logo;
  const name = localized(ctx.lang, store.name, store.nameAr);
  const description = localized(ctx.lang, store.description, store.descriptionAr);
  const emirateNames = new Map(branches.map((b) => [b.emirateSlug, b]));
  const firstBranch = branches.find((b) => b.emirateSlug === presentIn[0]?.slug);

  return (
    <Document
      ctx={ctx}
      meta={{
        title: `${name.text} — ${t("site.name")}`,
        description: description.text || undefined,
        // Each tab lists something else: a page of its own.
        canonical: canonicalPath(base, { tab: tab === "overview" ? undefined : tab }, ["tab"]),
        image: previewImage("stores", store.id, [store.image, store.logo], ctx.origin),
        feed: { path: `/feeds/store/${store.slug}`, title: name.text },
      }}
      activity={{ type: "store_view", slug: store.slug }}
      jsonLd={storeSchema({
        ...store,
        name: name.text,
        description: description.text || null,
        logo: abs(store.logo),
        image: abs(picture),
        url: ctx.origin + localizedPath(ctx.lang, base),
        emirate: firstBranch ? localized(ctx.lang, firstBranch.emirate, firstBranch.emirateAr).text : null,
        inLanguage: ctx.lang,
      })}
    >
      <CountView event={{ type: "store_view", store: store.id }} />
      <StoreHero
        store={store}
        branchCount={branches.length}
        catalogCount={catalogs.length}
        lang={ctx.lang}
        t={t}
        tabs={
          <StoreTabs
            current={tab}
            href={tabHref}
            t={t}
            counts={{ branches: branches.length, catalogs: catalogs.length }}
          />
        }
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8" data-testid={`tab-${tab}`}>
        {tab === "overview" && (
          <StoreOverviewTab
            store={store}
            emirateNames={emirateNames}
            catalogs={catalogs}
            branchCount={branches.length}
            presentIn={presentIn}
            tabHref={tabHref}
            lang={ctx.lang}
            t={t}
            today={today}
          />
        )}
        {tab === "branches" && (
          <StoreBranchesTab
            branches={branches}
            storeSlug={store.slug}
            presentIn={presentIn}
            emirateNames={emirateNames}
            emirate={ctx.query.emirate}
            emirateHref={(emirate) => hrefWith(ctx.lang, base, {}, { tab: "branches", emirate })}
            map={ctx.map}
            lang={ctx.lang}
            t={t}
          />
        )}
        {tab === "catalogs" && <StoreCatalogsTab catalogs={catalogs} lang={ctx.lang} t={t} today={today} />}
        {tab === "contact" && <StoreContactTab store={store} t={t} />}
      </div>
    </Document>
  );
}
