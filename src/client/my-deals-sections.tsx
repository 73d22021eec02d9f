/**
 * The parts of "My deals" (src/client/my-deals.tsx): new catalogues of followed stores, and
 * new offers per saved search, each linking to its page; empty states say what to do.
 */

import { aed, amountText } from "#lib/offer-text.ts";
import { type DealCatalog, type DealOffer, inLang, inLangPath, type SavedSearchDeals } from "./my-deals-data.ts";
import type { Translate } from "./translate.ts";

// The site's button looks (src/components/empty-state.tsx), written here: client code does not import components.
const buttonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-teal-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-teal-800";
const secondaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white font-semibold text-slate-700 hover:bg-slate-50";

type Common = { lang: "en" | "ar"; t: Translate; date: (iso: string) => string };

function Hint({ text, href, label }: { text: string; href: string; label: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-6" data-testid="my-deals-hint">
      <p className="text-slate-700">{text}</p>
      <a href={href} className={`${buttonClass} mt-4`}>
        {label}
      </a>
    </div>
  );
}

export function NewCatalogs({
  catalogs,
  follows,
  lang,
  t,
  date,
}: Common & { catalogs: DealCatalog[]; follows: number }) {
  return (
    <section aria-labelledby="new-catalogs" className="mt-8">
      <h2 id="new-catalogs" className="mb-3 text-xl font-bold text-slate-900">
        {t("pages:myDeals.catalogsTitle")}
      </h2>
      {follows === 0 ? (
        <Hint
          text={t("pages:myDeals.noFollows")}
          href={inLangPath(lang, "/stores")}
          label={t("pages:myDeals.browseStores")}
        />
      ) : catalogs.length === 0 ? (
        <p className="text-slate-700" data-testid="no-new-catalogs">
          {t("pages:myDeals.noNewCatalogs")}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="new-catalogs">
          {catalogs.map((c) => {
            const title = inLang(lang, c.title, c.titleAr);
            const store = inLang(lang, c.store.name, c.store.nameAr);
            return (
              <li key={c.id}>
                <a
                  href={inLangPath(lang, c.href)}
                  className="block h-full rounded-xl border border-slate-200 bg-white p-4 hover:border-teal-300 hover:shadow-sm"
                >
                  <span className="block text-sm font-semibold text-teal-800" lang={store.lang}>
                    {store.text}
                  </span>
                  <span className="mt-1 block font-bold text-slate-900" lang={title.lang}>
                    {title.text}
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">
                    {c.pages ? t("pages:myDeals.pages", { count: c.pages }) : null}
                    {c.pages && c.expiryDate ? " · " : null}
                    {c.expiryDate ? t("pages:myDeals.validUntil", { date: date(c.expiryDate) }) : null}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function OfferItem({ o, lang, t }: { o: DealOffer } & Omit<Common, "date">) {
  const name = inLang(lang, o.name ?? "", o.nameAr);
  const store = inLang(lang, o.store.name, o.store.nameAr);
  return (
    <li>
      <a
        href={inLangPath(lang, o.href)}
        className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-3 hover:border-teal-300"
      >
        <span className="font-semibold text-slate-900" lang={name.lang}>
          {name.text}
        </span>
        <span className="mt-1 text-sm text-slate-600" lang={store.lang}>
          {store.text}
        </span>
        <span className="mt-auto pt-2 font-bold text-teal-800">
          <bdi>{aed(t, o.price)}</bdi>
          {o.was && o.was > o.price ? (
            <span className="ms-2 text-sm font-normal text-slate-600 line-through">
              <bdi>{t("pages:myDeals.wasPrice", { price: amountText(o.was) })}</bdi>
            </span>
          ) : null}
        </span>
      </a>
    </li>
  );
}

/** The saved search's words and filters, as a heading reads them. */
function searchLabel(s: SavedSearchDeals["search"], t: Translate): string {
  const parts = [t("pages:myDeals.quoted", { query: s.q })];
  if (s.emirate) parts.push(t(`emirate.${s.emirate}`));
  if (s.category) parts.push(t(`catalog.categories.${s.category}`, { defaultValue: s.category }));
  if (s.store) parts.push(s.store);
  return parts.join(" · ");
}

export function NewOffers({
  searches,
  lang,
  t,
  onDelete,
}: Omit<Common, "date"> & { searches: SavedSearchDeals[]; onDelete: (id: number) => void }) {
  return (
    <section aria-labelledby="new-offers" className="mt-10">
      <h2 id="new-offers" className="mb-3 text-xl font-bold text-slate-900">
        {t("pages:myDeals.searchesTitle")}
      </h2>
      {searches.length === 0 ? (
        <Hint
          text={t("pages:myDeals.noSearches")}
          href={inLangPath(lang, "/search")}
          label={t("pages:myDeals.searchDeals")}
        />
      ) : (
        <div className="flex flex-col gap-6">
          {searches.map((s) => (
            <article key={s.search.id} className="rounded-2xl bg-slate-50 p-4" data-testid="saved-search">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <h3 className="font-bold text-slate-900">
                  <bdi>{searchLabel(s.search, t)}</bdi>
                </h3>
                <a href={inLangPath(lang, s.href)} className="text-sm font-semibold text-teal-800 underline">
                  {t("pages:myDeals.allResults")}
                </a>
                <a
                  href={inLangPath(lang, s.feed)}
                  type="application/atom+xml"
                  className="text-sm text-teal-800 underline"
                >
                  {t("pages:myDeals.feed")}
                </a>
                <button
                  type="button"
                  onClick={() => onDelete(s.search.id)}
                  className={`${secondaryButtonClass} ms-auto min-h-10 px-3 py-1.5 text-xs`}
                >
                  {t("pages:myDeals.deleteSearch")}
                </button>
              </div>
              {s.offers.length === 0 ? (
                <p className="mt-2 text-sm text-slate-700">{t("pages:myDeals.noNewOffers")}</p>
              ) : (
                <>
                  <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                    {s.offers.map((o) => (
                      <OfferItem key={o.id} o={o} lang={lang} t={t} />
                    ))}
                  </ul>
                  {s.total > s.offers.length ? (
                    <p className="mt-2 text-sm text-slate-700">{t("pages:myDeals.moreOffers", { count: s.total })}</p>
                  ) : null}
                </>
              )}
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
