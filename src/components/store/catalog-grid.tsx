import type { TFunction } from "i18next";
import type { listStoreLiveCatalogs } from "../../../db/queries/stores.ts";
import { LANG_META, type Lang } from "../../i18n/languages.ts";
import { formatDate } from "../../lib/dates.ts";
import { BookIcon } from "../icons.tsx";

type Catalog = ReturnType<typeof listStoreLiveCatalogs>[number];

/** Catalogue cards: cover, title, page count, valid-until date and a link to the PDF. */
export function CatalogGrid({ catalogs, lang, t }: { catalogs: Catalog[]; lang: Lang; t: TFunction }) {
  const locale = LANG_META[lang].locale;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="catalog-list">
      {catalogs.map((c) => (
        <li key={c.id} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="catalog-card">
          <div className="aspect-[3/4] max-h-72 bg-slate-100">
            {c.coverImage ? <img src={c.coverImage} alt="" loading="lazy" className="h-full w-full object-cover" /> : <BookIcon className="m-auto h-12 w-12 text-slate-300" />}
          </div>
          <div className="flex flex-1 flex-col p-4">
            <h3 className="font-bold text-slate-900">{c.title}</h3>
            <p className="mt-1 text-sm text-slate-500">
              {c.pages ? t("pages:store.pages", { count: c.pages }) : null}
              {c.pages ? " · " : null}
              {c.expiryDate ? t("pages:store.validUntil", { date: formatDate(c.expiryDate, locale) }) : t("pages:store.noExpiry")}
            </p>
            <a href={c.fileUrl} className="mt-auto inline-flex items-center justify-center gap-2 rounded-lg bg-teal-600 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-700" target="_blank" rel="noopener">
              <BookIcon className="h-4 w-4" />
              {t("pages:store.viewCatalog")}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
