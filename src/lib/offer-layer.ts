/**
 * What the offer areas island (src/client/offer-areas.tsx) is handed for a catalogue page: each
 * offer's area (named, linked to the offer's own URL, placed from its box) in reading order, the
 * offers' sheets as data, and the names of the list and of the close button. Built on the server
 * for a page's own URL (src/components/offers/page-offers.tsx) and in the browser for the
 * catalogue viewer (src/client/viewer-offers.tsx), from the same offers: both show the same areas
 * and sheets.
 *
 * The sheets go as data, not rendered: the browser renders the one a shopper opens
 * (src/client/offer-sheet-view.tsx). Rendered on the server, each was ~4 KB of element JSON in
 * the page's data block (a 6-offer page's HTML went from 78 to 48 KB without them) and about a
 * tenth of its render's CPU (issue 28).
 */
import { type Lang, localizedPath } from "#i18n/languages.ts";
import type { Translate } from "#i18n/messages.ts";
import type { SheetPage } from "./offer-sheet.tsx";
import { offerLabel, offerPath } from "./offer-text.ts";
import type { ComparedOffer, PageOffer } from "./offers.ts";

export type OfferArea = {
  id: number;
  /** "Fresh Milk 2L, AED 9.95, was AED 13.95", in the page's language. */
  label: string;
  href: string;
  /** left, top, width, height as CSS percentages of the image. */
  box: { left: string; top: string; width: string; height: string };
};

/** Every sheet of a page, by offer id: the offer and what it compares to, and what all share. */
export type OfferSheets = {
  page: SheetPage;
  offers: Record<string, { offer: PageOffer; compare: ComparedOffer[] }>;
};

const pct = (fraction: number) => `${Number((fraction * 100).toFixed(3))}%`;

/**
 * The offers in reading order, for the keyboard: row by row from the top (an offer whose top
 * lies above the middle of the row's first one is in that row), each row in the page's
 * reading direction.
 */
function readingOrder<T extends PageOffer>(offers: T[], rtl: boolean): T[] {
  const rows: T[][] = [];
  for (const o of [...offers].sort((a, b) => a.box.y - b.box.y)) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && o.box.y < first.box.y + first.box.height / 2) row.push(o);
    else rows.push([o]);
  }
  return rows.flatMap((row) => row.sort((a, b) => (rtl ? b.box.x - a.box.x : a.box.x - b.box.x)));
}

/** The areas of `offers` in reading order, their sheets (with `compare` by offer id) and the layer's labels. */
export function offerLayer(
  offers: PageOffer[],
  compare: Map<number, ComparedOffer[]>,
  lang: Lang,
  t: Translate,
  page: SheetPage,
) {
  const ordered = readingOrder(offers, lang === "ar");
  const areas: OfferArea[] = ordered.map((o) => ({
    id: o.id,
    label: offerLabel(t, lang, o),
    href: localizedPath(lang, offerPath(page.catalog.id, page.page, o.id)),
    box: { left: pct(o.box.x), top: pct(o.box.y), width: pct(o.box.width), height: pct(o.box.height) },
  }));
  const sheets: OfferSheets = {
    page,
    offers: Object.fromEntries(ordered.map((o) => [o.id, { offer: o, compare: compare.get(o.id) ?? [] }])),
  };
  return { areas, sheets, labels: { list: t("pages:offerSheet.areas"), close: t("pages:offerSheet.close") } };
}
