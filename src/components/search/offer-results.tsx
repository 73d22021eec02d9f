import type { TFunction } from "i18next";
import { isolated } from "#components/isolated.tsx";
import { Pagination } from "#components/pagination.tsx";
import type { OfferHit } from "#db/queries/offer-search.ts";
import type { Lang } from "#i18n/languages.ts";
import { hrefWith, type Query } from "#lib/url.ts";
import { OFFER_SORTS } from "#schemas/catalog-list.ts";
import { type CropPriority, OfferCard } from "./offer-card.tsx";

/** The first row on a phone (two cards) loads at high priority, the first row on a desktop (four) at once, the rest when scrolled near. */
const cropPriority = (i: number): CropPriority => (i < 2 ? "high" : i < 4 ? "eager" : "lazy");

type OfferSortName = (typeof OFFER_SORTS)[number];

const SORT_LABEL: Record<OfferSortName, string> = {
  relevance: "pages:search.sortRelevance",
  price: "pages:search.sortPrice",
  saving: "pages:search.sortSaving",
};

/**
 * The offers a search found, above its pages and stores: how many, the orders as plain links
 * (the current one marked), and a grid of offer cards. On the first view a handful, with a link
 * to all of them (`show=offers`), where they are paged.
 */
export function OfferResults({
  offers,
  total,
  shown,
  sort,
  state,
  paging,
  lang,
  t,
}: {
  offers: OfferHit[];
  total: number;
  /** The query as the page echoes it (cut short). */
  shown: string;
  sort: OfferSortName;
  /** The page's query (q, filters, show), for the sort links. */
  state: Query;
  /** On the offers-only view: the page and page count; otherwise the link to it. */
  paging: { page: number; pages: number; href: (page: number) => string } | { allHref: string };
  lang: Lang;
  t: TFunction;
}) {
  if (total === 0) return null;
  return (
    <section aria-labelledby="offer-results" className="mb-10" data-testid="offer-results">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="offer-results" className="text-lg font-bold text-slate-900" data-testid="offer-count">
          {isolated(t, "pages:search.offersTitle", { count: total, query: shown })}
        </h2>
        <nav aria-label={t("pages:search.sortOffers")} data-testid="offer-sort">
          <ul className="flex flex-wrap gap-1.5">
            {OFFER_SORTS.map((s) => (
              <li key={s}>
                <a
                  href={hrefWith(lang, "/search", state, { sort: s === "relevance" ? undefined : s, page: undefined })}
                  aria-current={s === sort ? "true" : undefined}
                  className="inline-flex h-9 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:border-teal-600 hover:text-teal-700 aria-[current]:border-teal-700 aria-[current]:bg-teal-700 aria-[current]:text-white"
                >
                  {t(SORT_LABEL[s])}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {offers.map((o, i) => (
          <li key={o.id}>
            <OfferCard offer={o} query={state.q} lang={lang} t={t} priority={cropPriority(i)} />
          </li>
        ))}
      </ul>
      {"allHref" in paging ? (
        total > offers.length ? (
          <p className="mt-4">
            <a
              href={paging.allHref}
              className="font-semibold text-teal-700 hover:text-teal-800 hover:underline"
              data-testid="all-offers"
            >
              {t("pages:search.allOffers", { count: total })}
            </a>
          </p>
        ) : null
      ) : (
        <Pagination page={paging.page} pageCount={paging.pages} t={t} href={paging.href} />
      )}
    </section>
  );
}
