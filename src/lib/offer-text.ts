/**
 * How an offer reads in words, in the page's language: amounts in dirhams ("AED 9.95",
 * "9.95 درهم"), a multi-buy or a per-unit price, and the name a tap area is announced by
 * ("Fresh Milk 2L, AED 9.95, was AED 13.95"). Prices are printed with Latin digits, as the
 * flyers print them.
 */

import type { Lang } from "#i18n/languages.ts";
import type { Translate } from "#i18n/messages.ts";
import { localized } from "./localized.ts";
import type { PerUnit } from "./offer-size.ts";

/** The address of offer `id` on page `page` of catalogue `catalogId` (its sheet open, its crop as the link preview). */
export const offerPath = (catalogId: number, page: number, id: number) =>
  `/catalogs/${catalogId}/page/${page}?offer=${id}`;

type Priced = { price: number; quantity: number | null; unit: string | null };

/**
 * An amount as every page writes it: two decimals, half up on the cent (9.95 / 2 is 4.98, not the
 * 4.97 binary floating point gives), Latin digits and no grouping, as flyers print prices.
 */
export const amountText = (amount: number) => (Math.round(amount * 100 + 1e-6) / 100).toFixed(2);

/**
 * The one way pages write an amount in dirhams ("AED 9.95", "9.95 درهم"): the offer sheet, the
 * tap areas, the search cards. Not Intl's currency style, whose Arabic is "9.95 د.إ.".
 */
export const aed = (t: Translate, amount: number) => t("pages:offerSheet.aed", { amount: amountText(amount) });

const PER: Record<string, string> = { kg: "perKg", l: "perL", piece: "perPiece" };

/** The price as printed: "AED 9.95", "2 for AED 10", "AED 12.95 per kg". */
export function priceText(t: Translate, o: Priced): string {
  const price = aed(t, o.price);
  if (o.quantity && o.quantity > 1) return t("pages:offerSheet.multiBuy", { quantity: o.quantity, price });
  if (!o.unit) return price;
  const key = PER[o.unit.toLowerCase()];
  return key ? t(`pages:offerSheet.${key}`, { price }) : t("pages:offerSheet.perOther", { price, unit: o.unit });
}

export const perUnitText = (t: Translate, value: number, per: PerUnit) =>
  t(per === "kg" ? "pages:offerSheet.perKg" : "pages:offerSheet.perL", { price: aed(t, value) });

/** The offer's name in the page's language (the other one when that is all it has). */
export const offerName = (lang: Lang, o: { name: string | null; nameAr: string | null }) =>
  localized(lang, o.name, o.nameAr);

/** What a tap area is called: name, price and, when printed, the previous price. */
export function offerLabel(
  t: Translate,
  lang: Lang,
  o: Priced & { name: string | null; nameAr: string | null; was: number | null },
): string {
  const vars = { name: offerName(lang, o).text, price: priceText(t, o) };
  return o.was ? t("pages:offerSheet.labelWas", { ...vars, was: aed(t, o.was) }) : t("pages:offerSheet.label", vars);
}
