/**
 * The sheet of the offer a shopper opened from a tap area (src/client/offer-areas.tsx), rendered
 * here in the browser from the offers' data the page was handed (src/lib/offer-layer.ts), in the
 * page's language. Loaded on demand: a catalogue page's first script stays within its budget,
 * and the areas load it while the browser is idle, so a tap finds it there. The share and "Add
 * to list" buttons are handed in by the areas, which the page loads with them anyway: imported
 * here too, the bundler would split each into a file of its own, shared by both.
 */
import type { OfferSheets } from "#lib/offer-layer.ts";
import { OfferSheet, type SheetContext } from "#lib/offer-sheet.tsx";
import { useI18n } from "./i18n-provider.tsx";

export function OfferSheetView({
  sheets,
  id,
  Share,
  AddToList,
}: {
  sheets: OfferSheets;
  id: number;
} & Pick<SheetContext, "Share" | "AddToList">) {
  const { lang, t } = useI18n();
  const shown = sheets.offers[id];
  if (!shown) return null;
  return (
    <OfferSheet
      offer={shown.offer}
      compare={shown.compare}
      idPrefix="dialog"
      ctx={{ ...sheets.page, lang, t, Share, AddToList }}
    />
  );
}
