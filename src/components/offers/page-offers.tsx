/**
 * A catalogue page's image with its offers over it: each offer's tap area (named, placed from
 * its box) and its sheet for the dialog, handed to the client island (src/client/offer-areas.tsx).
 * A page without offers is its image alone, with no script.
 */
import type { ReactNode } from "react";
import { type OfferArea, OfferAreas } from "#client/offer-areas.tsx";
import type { ApiOffer, ComparedOffer } from "#db/queries/offers.ts";
import { localizedPath } from "#i18n/languages.ts";
import { OfferSheet, offerPath, type SheetContext } from "./offer-sheet.tsx";
import { offerLabel } from "./offer-text.ts";

const pct = (fraction: number) => `${Number((fraction * 100).toFixed(3))}%`;

/**
 * The offers in reading order, for the keyboard: row by row from the top (an offer whose top
 * lies above the middle of the row's first one is in that row), each row in the page's
 * reading direction.
 */
function readingOrder(offers: ApiOffer[], rtl: boolean): ApiOffer[] {
  const rows: ApiOffer[][] = [];
  for (const o of [...offers].sort((a, b) => a.box.y - b.box.y)) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && o.box.y < first.box.y + first.box.height / 2) row.push(o);
    else rows.push([o]);
  }
  return rows.flatMap((row) => row.sort((a, b) => (rtl ? b.box.x - a.box.x : a.box.x - b.box.x)));
}

export function PageOffers({
  offers,
  compare,
  current,
  ctx,
  children,
}: {
  offers: ApiOffer[];
  compare: Map<number, ComparedOffer[]>;
  current: number | null;
  ctx: SheetContext;
  children: ReactNode;
}) {
  if (offers.length === 0) return children;
  const { lang, t } = ctx;
  const ordered = readingOrder(offers, lang === "ar");
  const areas: OfferArea[] = ordered.map((o) => ({
    id: o.id,
    label: offerLabel(t, lang, o),
    href: localizedPath(lang, offerPath(ctx.catalog.id, ctx.page, o.id)),
    box: { left: pct(o.box.x), top: pct(o.box.y), width: pct(o.box.width), height: pct(o.box.height) },
  }));
  const sheets = Object.fromEntries(
    ordered.map((o) => [
      o.id,
      <OfferSheet key={o.id} offer={o} compare={compare.get(o.id) ?? []} idPrefix="dialog" ctx={ctx} />,
    ]),
  );
  return (
    <OfferAreas
      areas={areas}
      current={current}
      sheets={sheets}
      labels={{ list: t("pages:offerSheet.areas"), close: t("pages:offerSheet.close") }}
    >
      {children}
    </OfferAreas>
  );
}
