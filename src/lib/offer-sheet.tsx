/**
 * An offer's sheet: its names, price, previous price and saving, price per kg or litre,
 * validity, store, the same product in other live catalogues (cheapest first) and ways to
 * share it. One sheet on both sides: the server renders it inline on the offer's own URL (?offer=),
 * so it reads without JavaScript; the browser renders the one a shopper opens from a tap area,
 * on a catalogue page and in the catalogue viewer (src/client/offer-sheet-view.tsx).
 * So it reads only what is safe on both sides; its share button, a client island, is handed in
 * (`ctx.Share`: src/client/share-button.tsx on either side) to the share bar (./share-bar.tsx).
 */
import type { ComponentType } from "react";
import { LANG_META, type Lang, localizedPath } from "#i18n/languages.ts";
import type { Translate } from "#i18n/messages.ts";
import { formatDate } from "./dates.ts";
import { type Localized, localized, marks } from "./localized.ts";
import { unitPrice } from "./offer-size.ts";
import { aed, offerName, offerPath, perUnitText, priceText } from "./offer-text.ts";
import type { ComparedOffer, PageOffer } from "./offers.ts";
import { ShareBar, type ShareProps } from "./share-bar.tsx";
import type { AddToListProps } from "./shopping-list.ts";

/** What every sheet of a catalogue page shares: plain data, so the browser can be handed it. */
export type SheetPage = {
  catalog: { id: number; expiryDate: string | null };
  page: number;
  store: { name: string; nameAr: string | null; slug: string };
  /** The site's public origin, for the address people share. */
  origin: string;
};

export type SheetContext = SheetPage & {
  lang: Lang;
  t: Translate;
  /** The share button (the system's share sheet, or copy the link). */
  Share: ComponentType<ShareProps>;
  /** "Add to list" (src/client/add-to-list.tsx), handed in like `Share`. */
  AddToList: ComponentType<AddToListProps>;
};

/** A name as LocalizedText (src/components) shows one: isolated in its own language when it is not the page's. */
const named = (value: Localized) => (value.lang ? <bdi {...marks(value)}>{value.text}</bdi> : value.text);

export function OfferSheet({
  offer,
  compare,
  idPrefix,
  ctx,
}: {
  offer: PageOffer;
  compare: ComparedOffer[];
  /** Keeps the ids of the inline sheet and the dialog's apart. */
  idPrefix: string;
  ctx: SheetContext;
}) {
  const { lang, t, Share, AddToList } = ctx;
  const name = offerName(lang, offer);
  const other = lang === "ar" ? offer.name : offer.nameAr;
  const showOther = !name.lang && !!other?.trim();
  const perUnit = unitPrice(offer);
  const saving = offer.was && offer.was > offer.price ? offer.was - offer.price : null;
  const storeName = localized(lang, ctx.store.name, ctx.store.nameAr);
  const price = priceText(t, offer);
  const url = ctx.origin + localizedPath(lang, offerPath(ctx.catalog.id, ctx.page, offer.id));
  const shareText = t("pages:offerSheet.shareText", { name: name.text, price, store: storeName.text });
  const headingId = `${idPrefix}-${offer.id}-name`;

  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid="offer-sheet">
      <div>
        <h2 id={headingId} className="text-xl font-extrabold text-slate-900" {...marks(name)} data-testid="offer-name">
          {name.text}
        </h2>
        {showOther && (
          // Aligned with the page; the name itself isolated in its own language and direction.
          <p className="text-sm text-slate-600" data-testid="offer-name-other">
            <bdi lang={lang === "ar" ? "en" : "ar"} dir={lang === "ar" ? "ltr" : "rtl"}>
              {other}
            </bdi>
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-3xl font-extrabold text-teal-800" data-testid="offer-price">
          {price}
        </p>
        {offer.was && (
          <p className="text-base text-slate-600" data-testid="offer-was">
            {t("pages:offerSheet.was", { price: aed(t, offer.was) })}
          </p>
        )}
        {saving && (
          <p
            className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-bold text-amber-900"
            data-testid="offer-saving"
          >
            {t("pages:offerSheet.saving", {
              amount: aed(t, saving),
              percent: Math.round((saving / offer.was!) * 100),
            })}
          </p>
        )}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {perUnit && (
          <>
            <dt className="text-slate-600">{t("pages:offerSheet.unitPrice")}</dt>
            <dd className="text-slate-900" data-testid="offer-unit-price">
              {perUnitText(t, perUnit.value, perUnit.per)}
            </dd>
          </>
        )}
        <dt className="text-slate-600">{t("pages:catalogPage.validUntil")}</dt>
        <dd className="text-slate-900" data-testid="offer-valid-until">
          {ctx.catalog.expiryDate
            ? formatDate(ctx.catalog.expiryDate, LANG_META[lang].locale)
            : t("pages:catalogPage.noExpiry")}
        </dd>
        <dt className="text-slate-600">{t("pages:catalogPage.store")}</dt>
        <dd>
          <a
            href={localizedPath(lang, `/store/${ctx.store.slug}`)}
            className="font-semibold text-teal-700 underline-offset-2 hover:underline"
            data-testid="offer-store"
          >
            {named(storeName)}
          </a>
        </dd>
      </dl>
      <div>
        <h3 className="text-sm font-bold text-slate-900">{t("pages:offerSheet.compare")}</h3>
        {compare.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t("pages:offerSheet.compareNone")}</p>
        ) : (
          <ol className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
            {compare.map((c, i) => (
              <li key={c.id}>
                <a
                  href={localizedPath(lang, offerPath(c.catalogId, c.page, c.id))}
                  className="flex items-center justify-between gap-3 px-3 py-2 text-sm hover:bg-slate-50"
                  data-testid="compare-offer"
                >
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900">
                      {named(localized(lang, c.storeName, c.storeNameAr))}
                      {i === 0 && c.price / (c.quantity || 1) < offer.price / (offer.quantity || 1) && (
                        <span className="ms-2 rounded bg-teal-50 px-1.5 text-xs font-bold text-teal-800">
                          {t("pages:offerSheet.cheapest")}
                        </span>
                      )}
                    </span>
                    <span className="block truncate text-slate-600">
                      {t("pages:offerSheet.comparePage", {
                        title: localized(lang, c.catalogTitle, c.catalogTitleAr).text,
                        page: c.page,
                      })}
                    </span>
                  </span>
                  <span className="shrink-0 font-bold text-slate-900">{priceText(t, c)}</span>
                </a>
              </li>
            ))}
          </ol>
        )}
      </div>
      <AddToList offerId={offer.id} testId="offer-add-to-list" />
      <ShareBar Share={Share} url={url} title={name.text} text={shareText} t={t} testId="offer" />
    </section>
  );
}
