/** "/branch/{storeSlug}/{branchSlug}" — one branch: where, when, map, catalogues, other branches. */

import type { ReactNode } from "react";
import { CountView } from "#client/count-view.tsx";
import { MapEmbed } from "#client/map-embed.tsx";
import { Breadcrumb } from "#components/breadcrumb.tsx";
import { buttonClass, EmptyState, secondaryButtonClass } from "#components/empty-state.tsx";
import { BranchOpenStatus } from "#components/hours/open-status.tsx";
import { WeekTable } from "#components/hours/week-table.tsx";
import { ClockIcon, MapPinIcon, PhoneIcon } from "#components/icons.tsx";
import { isolated } from "#components/isolated.tsx";
import { Document } from "#components/layout/document.tsx";
import { LocalizedText } from "#components/localized-text.tsx";
import { BranchList } from "#components/store/branch-list.tsx";
import { CatalogGrid } from "#components/store/catalog-grid.tsx";
import { getDb } from "#db/client.ts";
import { findBranchBySlugs, listBranchesOfStores } from "#db/queries/branches.ts";
import { withViewerPages } from "#db/queries/catalog-pages.ts";
import { listLiveCatalogCards } from "#db/queries/catalogs.ts";
import { branchSlugsNow } from "#db/queries/slug-redirects.ts";
import { LANG_META, localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { dubaiToday } from "#lib/dates.ts";
import { emirateBadgeClass } from "#lib/emirates.ts";
import { previewImage } from "#lib/link-preview.ts";
import { localized } from "#lib/localized.ts";
import { directionsUrl, embedUrl, searchUrl } from "#lib/maps.ts";
import { movedTo } from "#lib/moved-page.ts";
import type { PageContext } from "#lib/page-context.ts";
import { absoluteUrl } from "#lib/seo-urls.ts";
import { branchSchema } from "#lib/structured-data.ts";
import { telHref } from "#lib/url.ts";
import { hoursError } from "#server/hours/evaluate.ts";
import { compactSegments, hoursWeek, withSegments } from "#server/hours/week.ts";

/** One of the branch's details: its icon and label, then the value. */
function DetailRow({ icon: Icon, label, children }: { icon: typeof PhoneIcon; label: string; children: ReactNode }) {
  return (
    <div className="relative ps-8">
      <dt className="text-slate-500">
        <Icon className="absolute start-0 top-0.5 h-5 w-5 text-teal-600" />
        {label}
      </dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export default function BranchPage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const db = getDb();
  const branch = findBranchBySlugs(db, ctx.params.storeSlug ?? "", ctx.params.branchSlug ?? "");
  if (!branch) {
    const now = branchSlugsNow(db, ctx.params.storeSlug ?? "", ctx.params.branchSlug ?? "");
    if (now) return movedTo(ctx, ["branch", now.storeSlug, now.branchSlug]);
    ctx.response.status = 404;
    return (
      <Document ctx={ctx} meta={{ title: `${t("pages:branch.notFoundTitle")} — ${t("site.name")}`, noindex: true }}>
        <div className="mx-auto max-w-3xl px-4 py-20">
          <EmptyState
            testId="branch-not-found"
            title={t("pages:branch.notFoundTitle")}
            text={t("pages:branch.notFoundText")}
            action={
              <a href={localizedPath(ctx.lang, "/")} className={buttonClass}>
                {t("pages:branch.backHome")}
              </a>
            }
          />
        </div>
      </Document>
    );
  }
  const today = dubaiToday();
  const store = branch.store;
  ctx.response.store = store.id; // its store's own details change only its pages (and shared ones)
  const L = (en: string | null, ar: string | null) => localized(ctx.lang, en, ar);
  const name = L(branch.name, branch.nameAr);
  const address = L(branch.address, branch.addressAr);
  const hours = L(branch.hours, branch.hoursAr);
  // Structured hours the library reads replace the free text (issue 26); otherwise it shows as before.
  const openingHours = branch.openingHours && !hoursError(branch.openingHours) ? branch.openingHours : null;
  const week = openingHours ? hoursWeek(openingHours) : null;
  const storeName = L(store.name, store.nameAr);
  const storeDescription = L(store.description, store.descriptionAr);
  const emirate = L(branch.emirate, branch.emirateAr);
  const catalogs = withViewerPages(db, listLiveCatalogCards(db, { storeId: store.id, branchId: branch.id }, today));
  const others = withSegments(listBranchesOfStores(db, [store.id]).filter((b) => b.id !== branch.id));
  const map = embedUrl(branch);
  const path = `/branch/${store.slug}/${branch.slug}`;

  return (
    <Document
      ctx={ctx}
      meta={{
        title: t("pages:branch.metaTitle", { name: name.text, emirate: emirate.text }),
        description: t("pages:bilingual.branchMetaDescription", { name: name.text, address: address.text }),
        canonical: path,
        // The store's preview: a branch has no picture of its own.
        image: previewImage("stores", store.id, [store.image, store.logo], ctx.origin),
      }}
      activity={{ type: "branch_view", id: branch.id }}
      jsonLd={branchSchema({
        ...branch,
        name: name.text,
        address: address.text,
        store: storeName.text,
        emirate: emirate.text,
        inLanguage: ctx.lang,
        week,
        image: store.image || store.logo ? absoluteUrl(ctx.origin, (store.image || store.logo)!) : null,
        url: ctx.origin + localizedPath(ctx.lang, path),
      })}
    >
      <CountView event={{ type: "branch_view", branch: branch.id }} />
      <section className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          <Breadcrumb
            label={t("pages:store.breadcrumb")}
            testId="breadcrumb"
            links={[
              { href: localizedPath(ctx.lang, "/"), text: t("nav.home") },
              { href: localizedPath(ctx.lang, "/stores"), text: t("nav.stores") },
              {
                href: localizedPath(ctx.lang, `/store/${store.slug}`),
                text: <LocalizedText lang={ctx.lang} en={store.name} ar={store.nameAr} />,
              },
            ]}
            current={<LocalizedText lang={ctx.lang} en={branch.name} ar={branch.nameAr} />}
          />
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {store.logo && <img src={store.logo} alt="" className="h-14 w-14 rounded-xl border border-slate-200" />}
            <div>
              <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
                <LocalizedText lang={ctx.lang} en={branch.name} ar={branch.nameAr} />
              </h1>
              <span
                className={`mt-1 inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ${emirateBadgeClass(branch.emirateSlug)}`}
              >
                <LocalizedText lang={ctx.lang} en={branch.emirate} ar={branch.emirateAr} />
              </span>
            </div>
          </div>
        </div>
      </section>
      {/* The branch's own details come first: on a phone they open the page (the map and lists follow);
          from lg they sit in the right-hand column beside the map, the About card under them. */}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:px-8">
        <section
          className="self-start rounded-2xl border border-slate-200 bg-white p-6 lg:col-start-3 lg:row-start-1"
          data-testid="branch-details"
        >
          <dl className="space-y-4 text-sm">
            {/* Inline isolation keeps an English fallback aligned with the page like the other details. */}
            <DetailRow icon={MapPinIcon} label={t("pages:branch.address")}>
              <LocalizedText lang={ctx.lang} en={branch.address} ar={branch.addressAr} />
            </DetailRow>
            {openingHours ? (
              <DetailRow icon={ClockIcon} label={t("pages:branch.hours")}>
                <BranchOpenStatus segments={compactSegments(openingHours, Date.now())} lang={ctx.lang} t={t} />
              </DetailRow>
            ) : (
              hours.text && (
                <DetailRow icon={ClockIcon} label={t("pages:branch.hours")}>
                  {/* Isolated (English hours left to right), yet aligned with the page like the other details. */}
                  <bdi lang={hours.lang} dir={hours.dir ?? LANG_META[ctx.lang].dir}>
                    {hours.text}
                  </bdi>
                </DetailRow>
              )
            )}
            {branch.phone && (
              <DetailRow icon={PhoneIcon} label={t("pages:branch.phone")}>
                <a href={telHref(branch.phone)} dir="ltr" className="font-medium text-teal-700 hover:underline">
                  {branch.phone}
                </a>
              </DetailRow>
            )}
          </dl>
          <a
            href={directionsUrl(branch)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonClass} mt-6 w-full`}
            data-testid="directions"
          >
            {t("pages:branch.directions")}
          </a>
          {/* The week under the button: on a phone the state, phone and directions stay on the first screen. */}
          {week && <WeekTable days={week} lang={ctx.lang} t={t} />}
        </section>
        <div className="space-y-8 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <section className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            {map ? (
              <MapEmbed title={t("pages:branch.mapTitle", { name: name.text })} src={map} />
            ) : (
              <div className="flex h-48 flex-col items-center justify-center gap-3 bg-slate-50 p-6 text-center">
                <p className="text-slate-600">{t("pages:branch.noMap")}</p>
                <a
                  href={searchUrl(branch)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={secondaryButtonClass}
                  data-testid="view-on-map"
                >
                  {t("pages:branch.viewOnMap")}
                </a>
              </div>
            )}
          </section>
          <section data-testid="branch-catalogs">
            <h2 className="mb-4 text-xl font-bold text-slate-900">{t("pages:branch.catalogs")}</h2>
            {catalogs.length === 0 ? (
              <EmptyState title={t("pages:branch.noCatalogs")} text={t("pages:branch.noCatalogsHint")} />
            ) : (
              <CatalogGrid catalogs={catalogs} lang={ctx.lang} t={t} today={today} />
            )}
          </section>
          <section data-testid="other-branches">
            <h2 className="mb-4 text-xl font-bold text-slate-900">
              {isolated(t, "pages:branch.otherBranches", { name: storeName })}
            </h2>
            {others.length === 0 ? (
              <EmptyState title={t("pages:branch.noOtherBranches")} />
            ) : (
              <BranchList branches={others} storeSlug={store.slug} lang={ctx.lang} />
            )}
          </section>
        </div>
        <section className="self-start rounded-2xl border border-slate-200 bg-white p-6 lg:col-start-3 lg:row-start-2">
          <h2 className="font-bold text-slate-900">{isolated(t, "pages:branch.about", { name: storeName })}</h2>
          <p
            className="mt-2 text-sm leading-relaxed text-slate-600"
            lang={storeDescription.lang}
            dir={storeDescription.dir ?? "auto"}
          >
            {storeDescription.text || t("pages:store.noDescription")}
          </p>
          <a href={localizedPath(ctx.lang, `/store/${store.slug}`)} className={`${secondaryButtonClass} mt-4 w-full`}>
            {t("pages:branch.visitStore")}
          </a>
        </section>
      </div>
    </Document>
  );
}
