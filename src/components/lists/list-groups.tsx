/**
 * A list read-only (the shared page): items grouped by store with subtotals and the total, each
 * linking to its catalogue page, its validity and whether it ended — what /lists shows, without
 * the controls.
 */
import type { TFunction } from "i18next";
import { LANG_META, type Lang } from "#i18n/languages.ts";
import { formatDate } from "#lib/dates.ts";
import { marks } from "#lib/localized.ts";
import { aed, priceText } from "#lib/offer-text.ts";
import { groupByStore, type ItemView, listTotal } from "#lib/shopping-list.ts";

function Item({ item, t, lang }: { item: ItemView; t: TFunction; lang: Lang }) {
  const page = item.kind === "page" ? ` · ${t("pages:lists.wholePage", { page: item.page })}` : "";
  return (
    <li className="border-b border-slate-200 py-2 last:border-b-0" data-testid="shared-item">
      <p className={`font-semibold ${item.ticked ? "text-slate-500 line-through" : "text-slate-900"}`}>
        <span className="text-slate-600">{item.quantity} × </span>
        {item.href ? (
          <a href={item.href} className="underline-offset-2 hover:underline">
            <bdi {...marks(item.name)}>{item.name.text}</bdi>
            {page}
          </a>
        ) : (
          <bdi {...marks(item.name)}>{item.name.text}</bdi>
        )}
      </p>
      {item.price !== null && (
        <p className="text-sm text-slate-700">
          <bdi>{priceText(t, { price: item.price, quantity: item.offerQuantity, unit: item.unit })}</bdi>
        </p>
      )}
      {item.note && <p className="text-sm text-slate-600">{item.note}</p>}
      {item.validUntil && (
        <p className={`text-sm ${item.ended ? "font-semibold text-red-700" : "text-slate-600"}`}>
          {t(item.ended ? "pages:lists.ended" : "pages:lists.validUntil", {
            date: formatDate(item.validUntil, LANG_META[lang].locale),
          })}
        </p>
      )}
    </li>
  );
}

export function ListGroups({ items, t, lang }: { items: ItemView[]; t: TFunction; lang: Lang }) {
  const total = listTotal(items);
  return (
    <div>
      {groupByStore(items).map((group) => (
        <section key={group.store ?? ""} className="mt-6">
          <h2 className="text-lg font-bold text-slate-900">
            {group.storeName ? (
              <bdi {...marks(group.storeName)}>{group.storeName.text}</bdi>
            ) : (
              t("pages:lists.otherItems")
            )}
          </h2>
          <ul className="mt-1">
            {group.items.map((item) => (
              <Item key={item.id} item={item} t={t} lang={lang} />
            ))}
          </ul>
          {group.store && group.subtotal > 0 && (
            <p className="mt-1 flex justify-between gap-2 border-t border-slate-300 pt-2 text-sm font-semibold text-slate-800">
              <span>{t("pages:lists.subtotal", { store: group.storeName?.text ?? "" })}</span>
              <bdi>{aed(t, group.subtotal)}</bdi>
            </p>
          )}
        </section>
      ))}
      {total > 0 && (
        <p
          className="mt-6 flex justify-between gap-2 rounded-lg bg-teal-50 p-4 text-lg font-extrabold text-slate-900"
          data-testid="shared-total"
        >
          <span>{t("pages:lists.total")}</span>
          <bdi>{aed(t, total)}</bdi>
        </p>
      )}
    </div>
  );
}
