/**
 * A catalogue page's image with its offers over it: each offer's tap area (named, placed from
 * its box) and its sheet's data for the dialog, handed to the client island
 * (src/client/offer-areas.tsx); the layer is src/lib/offer-layer.ts's, which the catalogue
 * viewer builds in the browser too. A page without offers is its image alone, with no script.
 */
import type { ReactNode } from "react";
import { OfferAreas } from "#client/offer-areas.tsx";
import type { Lang } from "#i18n/languages.ts";
import type { Translate } from "#i18n/messages.ts";
import { offerLayer } from "#lib/offer-layer.ts";
import type { SheetPage } from "#lib/offer-sheet.tsx";
import type { ComparedOffer, PageOffer } from "#lib/offers.ts";

export function PageOffers({
  offers,
  compare,
  current,
  lang,
  t,
  page,
  children,
}: {
  offers: PageOffer[];
  compare: Map<number, ComparedOffer[]>;
  current: number | null;
  lang: Lang;
  t: Translate;
  page: SheetPage;
  children: ReactNode;
}) {
  if (offers.length === 0) return children;
  return (
    <OfferAreas {...offerLayer(offers, compare, lang, t, page)} current={current}>
      {children}
    </OfferAreas>
  );
}
