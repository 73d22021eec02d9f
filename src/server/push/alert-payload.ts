/**
 * What an alert shows (src/jobs/alerts.ts), in the subscriber's language: a followed store's new
 * catalogue, or new offers for a saved search; the page it opens, and where to stop the
 * notifications.
 */
import type { OfferHit } from "#db/queries/offer-search.ts";
import type { catalogueAlertsDue } from "#db/queries/push.ts";
import type { SavedSearch } from "#db/queries/saved-searches.ts";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { localized } from "#lib/localized.ts";
import { aed, offerName, offerPath } from "#lib/offer-text.ts";

type CatalogueAlert = ReturnType<typeof catalogueAlertsDue>[number];
type Lang = "en" | "ar";

// Notifications are plain text, not HTML: nothing to escape.
const raw = { interpolation: { escapeValue: false } };

function framed(origin: string, lang: Lang, tag: string, path: string) {
  return {
    lang,
    dir: lang === "ar" ? "rtl" : "ltr",
    tag,
    url: origin + localizedPath(lang, path),
    unsubscribe: { label: getT(lang)("push.unsubscribe"), url: `${origin}${localizedPath(lang, "/my-deals")}#alerts` },
  };
}

/** A followed store's new catalogue, opening its first page. */
export function alertPayload(origin: string, lang: Lang, c: CatalogueAlert) {
  const t = getT(lang);
  const store = localized(lang, c.storeName, c.storeNameAr).text;
  const title = localized(lang, c.title, c.titleAr).text;
  return {
    title: t("push.newCatalog", { store, ...raw }),
    body: c.expiryDate ? t("push.bodyUntil", { title, date: c.expiryDate, ...raw }) : t("push.body", { title, ...raw }),
    ...framed(origin, lang, `catalog-${c.catalogId}`, `/catalogs/${c.catalogId}/page/1`),
  };
}

/** New offers for a saved search (cheapest first): how many, and the cheapest, whose page it opens. */
export function searchAlertPayload(origin: string, lang: Lang, s: SavedSearch, offers: OfferHit[]) {
  const t = getT(lang);
  const first = offers[0]!;
  return {
    title: t("push.newOffers", { count: offers.length, query: s.q, ...raw }),
    body: t("push.offerAt", {
      name: offerName(lang, first).text,
      price: aed(t, first.price),
      store: localized(lang, first.store.name, first.store.nameAr).text,
      ...raw,
    }),
    ...framed(origin, lang, `search-${s.id}`, offerPath(first.catalogId, first.page, first.id)),
  };
}
