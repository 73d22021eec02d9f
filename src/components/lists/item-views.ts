/**
 * A list's items as its pages show them (src/lib/shopping-list.ts ItemView): names in the page's
 * language, each item's catalogue page, whether its catalogue has ended, and where the same
 * product is on offer this week when that is worth saying (ended, the shopper's own words, or cheaper).
 */
import type { Db } from "#db/client.ts";
import { listItems } from "#db/queries/shopping-list-items.ts";
import { offersElsewhere } from "#db/queries/shopping-list-offers.ts";
import { type Lang, localizedPath } from "#i18n/languages.ts";
import { localized } from "#lib/localized.ts";
import { type ItemView, itemHref } from "#lib/shopping-list.ts";

const each = (price: number, quantity: number | null) => price / (quantity && quantity > 1 ? quantity : 1);

const inLang = (lang: Lang, href: string | null) => (href ? localizedPath(lang, href) : null);

export function itemViews(db: Db, lang: Lang, listId: number, today: string): ItemView[] {
  const elsewhere = offersElsewhere(db, listId, today);
  return listItems(db, listId).map((item) => {
    const ended = item.validUntil !== null && item.validUntil < today;
    const other = elsewhere.get(item.id);
    const worthSaying =
      other &&
      (ended ||
        item.kind === "text" ||
        item.price === null ||
        each(other.price, other.quantity) < each(item.price, item.offerQuantity));
    return {
      id: item.id,
      kind: item.kind,
      name: localized(lang, item.name, item.nameAr),
      page: item.page,
      price: item.price,
      offerQuantity: item.offerQuantity,
      unit: item.unit,
      store: item.storeSlug,
      storeName: item.storeName ? localized(lang, item.storeName, item.storeNameAr) : null,
      href: inLang(lang, itemHref(item.catalogId, item.page, item.kind === "offer" ? item.offerId : null)),
      validUntil: item.validUntil,
      ended,
      quantity: item.quantity,
      note: item.note,
      ticked: item.ticked,
      elsewhere:
        worthSaying && other
          ? {
              storeName: localized(lang, other.storeName, other.storeNameAr),
              price: other.price,
              offerQuantity: other.quantity,
              unit: other.unit,
              href: inLang(lang, itemHref(other.catalogId, other.page, other.offerId))!,
            }
          : null,
    };
  });
}
