import type { TFunction } from "i18next";
import { buttonClass, EmptyState } from "#components/empty-state.tsx";
import { LANG_META, type Lang, localizedPath } from "#i18n/languages.ts";
import { formatDate } from "#lib/dates.ts";
import { localized } from "#lib/localized.ts";

/** An expired catalogue's page (answered 410): the offer ended on a date; the store's current catalogues instead. */
export function OfferEnded({
  title,
  store,
  expiryDate,
  lang,
  t,
}: {
  title: { en: string; ar: string | null };
  store: { name: string; nameAr: string | null; slug: string };
  expiryDate: string;
  lang: Lang;
  t: TFunction;
}) {
  const storeName = localized(lang, store.name, store.nameAr).text;
  return (
    <div className="mx-auto max-w-3xl px-4 py-20">
      <EmptyState
        testId="offer-ended"
        title={t("pages:catalogPage.endedTitle")}
        text={t("pages:catalogPage.endedText", {
          title: localized(lang, title.en, title.ar).text,
          store: storeName,
          date: formatDate(expiryDate, LANG_META[lang].locale),
        })}
        action={
          <a href={localizedPath(lang, `/store/${store.slug}?tab=catalogs`)} className={buttonClass}>
            {t("pages:catalogPage.endedAction", { store: storeName })}
          </a>
        }
      />
    </div>
  );
}
