/** "/store/{slug}" — store detail with tabs Overview, Branches, Catalogs and Contact. */
import { getDb } from "../../db/client.ts";
import { listStoreLiveCatalogs } from "../../db/queries/catalogs.ts";
import { findStoreBySlug } from "../../db/queries/stores.ts";
import { listStoreBranches } from "../../db/queries/branches.ts";
import { EmptyState, buttonClass, secondaryButtonClass } from "../../src/components/empty-state.tsx";
import { FacebookIcon, GlobeIcon, InstagramIcon, MailIcon, PhoneIcon, XIcon } from "../../src/components/icons.tsx";
import { Document } from "../../src/components/layout/document.tsx";
import { BranchList } from "../../src/components/store/branch-list.tsx";
import { CatalogGrid } from "../../src/components/store/catalog-grid.tsx";
import { STORE_TABS, StoreTabs, type StoreTab } from "../../src/components/store/store-tabs.tsx";
import { getT } from "../../src/i18n/server.ts";
import { localizedPath } from "../../src/i18n/languages.ts";
import { dubaiToday } from "../../src/lib/dates.ts";
import { EMIRATES, emirateBadgeClass } from "../../src/lib/emirates.ts";
import type { PageContext } from "../../src/lib/page-context.ts";
import { storeSchema } from "../../src/lib/structured-data.ts";
import { hrefWith, oneOf } from "../../src/lib/url.ts";

export default function StorePage({ ctx }: { ctx: PageContext }) {
  const t = getT(ctx.lang);
  const db = getDb();
  const store = findStoreBySlug(db, ctx.params.slug ?? "");
  if (!store) {
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

  const tab = oneOf<StoreTab>(ctx.query.tab, STORE_TABS, "overview");
  const branches = listStoreBranches(db, store.id);
  const today = dubaiToday();
  const catalogs = listStoreLiveCatalogs(db, store.id, today);
  const base = `/store/${store.slug}`;
  const tabHref = (next: StoreTab) => hrefWith(ctx.lang, base, {}, { tab: next === "overview" ? undefined : next });
  const presentIn = EMIRATES.filter((e) => branches.some((b) => b.emirateSlug === e.slug));
  const emirateFilter = presentIn.some((e) => e.slug === ctx.query.emirate) ? ctx.query.emirate : undefined;
  const shownBranches = emirateFilter ? branches.filter((b) => b.emirateSlug === emirateFilter) : branches;

  return (
    <Document ctx={ctx} meta={{ title: `${store.name} — ${t("site.name")}`, description: store.description ?? undefined, canonical: base }} activity={{ type: "store_view", slug: store.slug }} jsonLd={storeSchema({ ...store, url: ctx.origin + localizedPath(ctx.lang, base), emirate: presentIn[0]?.name ?? null })}>
      <section className="bg-white">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <nav aria-label={t("pages:store.breadcrumb")} className="py-3 text-sm text-slate-500">
            <a href={localizedPath(ctx.lang, "/")} className="hover:text-teal-700">{t("nav.home")}</a>
            <span className="mx-2">/</span>
            <a href={localizedPath(ctx.lang, "/stores")} className="hover:text-teal-700">{t("nav.stores")}</a>
            <span className="mx-2">/</span>
            <span className="text-slate-800">{store.name}</span>
          </nav>
        </div>
        <div className="h-40 bg-gradient-to-br from-teal-700 to-emerald-500 sm:h-56">
          {store.image && <img src={store.image} alt="" className="h-full w-full object-cover" />}
        </div>
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="flex flex-col gap-5 pb-6 pt-2 sm:flex-row sm:items-end">
            {store.logo && <img src={store.logo} alt={`${store.name} logo`} className="-mt-20 h-28 w-28 rounded-2xl border-4 border-white bg-white shadow-md sm:-mt-24" />}
            <div className="flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{store.name}</h1>
                {store.featured && <span className="rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-semibold text-amber-950">{t("store.featured")}</span>}
                {store.premium && <span className="rounded-full bg-violet-600 px-2.5 py-0.5 text-xs font-semibold text-white">{t("store.premium")}</span>}
              </div>
              <p className="mt-1 text-slate-600">
                {store.category} · {t("store.branches", { count: branches.length })} · {t("store.catalogs", { count: catalogs.length })}
              </p>
            </div>
          </div>
          <div className="border-b border-slate-200">
            <StoreTabs current={tab} href={tabHref} t={t} counts={{ branches: branches.length, catalogs: catalogs.length }} />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8" data-testid={`tab-${tab}`}>
        {tab === "overview" && (
          <div className="grid gap-8 lg:grid-cols-3">
            <div className="space-y-8 lg:col-span-2">
              <section className="rounded-2xl border border-slate-200 bg-white p-6">
                <h2 className="text-xl font-bold text-slate-900">{t("pages:store.about", { name: store.name })}</h2>
                <p className="mt-3 leading-relaxed text-slate-700" dir="auto">{store.description || t("pages:store.noDescription")}</p>
              </section>
              <section>
                <div className="mb-4 flex items-center justify-between">
                  <h2 className="text-xl font-bold text-slate-900">{t("pages:store.latestCatalogs")}</h2>
                  {catalogs.length > 3 && <a href={tabHref("catalogs")} className="text-sm font-semibold text-teal-700">{t("pages:store.seeAllCatalogs")}</a>}
                </div>
                {catalogs.length === 0 ? <EmptyState title={t("pages:store.noCatalogs")} text={t("pages:store.noCatalogsHint")} /> : <CatalogGrid catalogs={catalogs.slice(0, 3)} lang={ctx.lang} t={t} today={today} />}
              </section>
            </div>
            <aside className="space-y-6">
              <section className="rounded-2xl border border-slate-200 bg-white p-6">
                <h2 className="font-bold text-slate-900">{t("pages:store.atAGlance")}</h2>
                <dl className="mt-4 space-y-3 text-sm">
                  <div className="flex justify-between gap-4"><dt className="text-slate-500">{t("pages:store.category")}</dt><dd className="font-medium text-slate-900">{store.category}</dd></div>
                  <div className="flex justify-between gap-4"><dt className="text-slate-500">{t("pages:store.branches")}</dt><dd className="font-medium text-slate-900">{branches.length}</dd></div>
                  <div className="flex justify-between gap-4"><dt className="text-slate-500">{t("pages:store.catalogs")}</dt><dd className="font-medium text-slate-900">{catalogs.length}</dd></div>
                </dl>
                {presentIn.length > 0 && (
                  <>
                    <h3 className="mt-5 text-sm text-slate-500">{t("pages:store.presentIn")}</h3>
                    <div className="mt-2 flex flex-wrap gap-1.5">
                      {presentIn.map((e) => <span key={e.slug} className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${emirateBadgeClass(e.slug)}`}>{t(`emirate.${e.slug}`)}</span>)}
                    </div>
                  </>
                )}
                {branches.length > 0 && <a href={tabHref("branches")} className={`${secondaryButtonClass} mt-6 w-full`}>{t("pages:store.seeAllBranches")}</a>}
              </section>
            </aside>
          </div>
        )}

        {tab === "branches" && (
          <section>
            <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-xl font-bold text-slate-900" data-testid="branch-count">{t("pages:store.branchCount", { count: shownBranches.length })}</h2>
              {presentIn.length > 1 && (
                <div className="flex flex-wrap gap-2" role="group" aria-label={t("emirate.label")} data-testid="branch-emirate-filter">
                  {[{ slug: undefined, label: t("pages:store.allEmirates") }, ...presentIn.map((e) => ({ slug: e.slug, label: t(`emirate.${e.slug}`) }))].map((opt) => {
                    const active = opt.slug === emirateFilter;
                    return (
                      <a key={opt.slug ?? "all"} href={hrefWith(ctx.lang, base, {}, { tab: "branches", emirate: opt.slug })} aria-current={active ? "true" : undefined}
                        className={`rounded-full px-3.5 py-1.5 text-sm font-medium ${active ? "bg-teal-600 text-white" : "border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"}`}>
                        {opt.label}
                      </a>
                    );
                  })}
                </div>
              )}
            </div>
            {branches.length === 0 ? (
              <EmptyState title={t("pages:store.noBranches")} text={t("pages:store.noBranchesHint")} />
            ) : shownBranches.length === 0 ? (
              <EmptyState title={t("pages:store.noBranchesInEmirate")} />
            ) : (
              <BranchList branches={shownBranches} storeSlug={store.slug} lang={ctx.lang} t={t} />
            )}
          </section>
        )}

        {tab === "catalogs" && (
          <section>
            {catalogs.length === 0 ? <EmptyState title={t("pages:store.noCatalogs")} text={t("pages:store.noCatalogsHint")} /> : <CatalogGrid catalogs={catalogs} lang={ctx.lang} t={t} today={today} />}
          </section>
        )}

        {tab === "contact" && (
          <section className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-6">
            <dl className="divide-y divide-slate-100">
              {(
                [
                  ["phone", <PhoneIcon key="i" className="h-5 w-5" />, store.phone, store.phone ? `tel:${store.phone.replace(/\s+/g, "")}` : null],
                  ["email", <MailIcon key="i" className="h-5 w-5" />, store.email, store.email ? `mailto:${store.email}` : null],
                  ["website", <GlobeIcon key="i" className="h-5 w-5" />, store.website?.replace(/^https?:\/\//, ""), store.website],
                ] as const
              ).map(([key, icon, text, href]) => (
                <div key={key} className="flex items-center gap-4 py-4">
                  <span className="flex h-10 w-10 items-center justify-center rounded-full bg-teal-50 text-teal-700">{icon}</span>
                  <div>
                    <dt className="text-sm text-slate-500">{t(`pages:store.${key}`)}</dt>
                    <dd className="font-medium text-slate-900">
                      {text && href ? <a href={href} dir="ltr" className="text-teal-700 hover:underline" {...(key === "website" ? { target: "_blank", rel: "noopener noreferrer" } : {})}>{text}</a> : <span className="text-slate-400">{t("pages:store.notProvided")}</span>}
                    </dd>
                  </div>
                </div>
              ))}
            </dl>
            {(store.facebook || store.instagram || store.twitter) && (
              <div className="mt-4 border-t border-slate-100 pt-4">
                <h3 className="text-sm text-slate-500">{t("pages:store.social")}</h3>
                <div className="mt-3 flex gap-3">
                  {store.facebook && <a href={store.facebook} target="_blank" rel="noopener noreferrer" aria-label="Facebook" className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 text-slate-700 hover:bg-blue-600 hover:text-white"><FacebookIcon /></a>}
                  {store.instagram && <a href={store.instagram} target="_blank" rel="noopener noreferrer" aria-label="Instagram" className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 text-slate-700 hover:bg-pink-600 hover:text-white"><InstagramIcon /></a>}
                  {store.twitter && <a href={store.twitter} target="_blank" rel="noopener noreferrer" aria-label="X" className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 text-slate-700 hover:bg-slate-900 hover:text-white"><XIcon /></a>}
                </div>
              </div>
            )}
          </section>
        )}
      </div>
    </Document>
  );
}
