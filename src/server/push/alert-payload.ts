/**
 * What a catalogue alert shows (src/jobs/alerts.ts), in the subscriber's language: the store and
 * the catalogue, the page it opens, and where to stop the notifications.
 */
import type { catalogueAlertsDue } from "#db/queries/push.ts";
import { localizedPath } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { localized } from "#lib/localized.ts";

type CatalogueAlert = ReturnType<typeof catalogueAlertsDue>[number];

/** What the browser's notification shows and opens, in `lang`. */
export function alertPayload(origin: string, lang: "en" | "ar", c: CatalogueAlert) {
  const t = getT(lang);
  const raw = { interpolation: { escapeValue: false } };
  const store = localized(lang, c.storeName, c.storeNameAr).text;
  const title = localized(lang, c.title, c.titleAr).text;
  return {
    title: t("push.newCatalog", { store, ...raw }),
    body: c.expiryDate ? t("push.bodyUntil", { title, date: c.expiryDate, ...raw }) : t("push.body", { title, ...raw }),
    lang,
    dir: lang === "ar" ? "rtl" : "ltr",
    tag: `catalog-${c.catalogId}`,
    url: origin + localizedPath(lang, `/catalogs/${c.catalogId}/page/1`),
    unsubscribe: { label: t("push.unsubscribe"), url: `${origin}${localizedPath(lang, "/my-deals")}#alerts` },
  };
}
