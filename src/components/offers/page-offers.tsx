/**
 * A catalogue page's image with its offers over it: each offer's tap area (named, placed from
 * its box) and its sheet for the dialog, handed to the client island (src/client/offer-areas.tsx);
 * the layer is src/lib/offer-layer.tsx's, which the catalogue viewer builds in the browser too.
 * A page without offers is its image alone, with no script.
 */
import type { ReactNode } from "react";
import { OfferAreas } from "#client/offer-areas.tsx";
import { offerLayer } from "#lib/offer-layer.tsx";
import type { SheetContext } from "#lib/offer-sheet.tsx";
import type { ComparedOffer, PageOffer } from "#lib/offers.ts";

export function PageOffers({
  offers,
  compare,
  current,
  ctx,
  children,
}: {
  offers: PageOffer[];
  compare: Map<number, ComparedOffer[]>;
  current: number | null;
  ctx: SheetContext;
  children: ReactNode;
}) {
  if (offers.length === 0) return children;
  return (
    <OfferAreas {...offerLayer(offers, compare, ctx)} current={current}>
      {children}
    </OfferAreas>
  );
}
