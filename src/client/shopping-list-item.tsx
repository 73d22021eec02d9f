/**
 * One item of a shopping list: tick off, name (linking to its catalogue page), price, validity,
 * where it is on offer this week, quantity, note and remove. Every control is a form posting to
 * /lists (src/server/list-forms.ts), so it works without JavaScript; with it, `onAct` does the
 * same through /api/me/lists at once (src/client/shopping-list.tsx).
 */
import type { FormEvent, ReactNode } from "react";
import { LANG_META } from "#i18n/languages.ts";
import { formatDate } from "#lib/dates.ts";
import { aed, priceText } from "#lib/offer-text.ts";
import { type ItemView, itemCost } from "#lib/shopping-list.ts";
import { useI18n } from "./i18n-provider.tsx";

export type Act = (event: FormEvent<HTMLFormElement>) => void;

const marks = (s: { lang?: string; dir?: string }) => (s.lang ? { lang: s.lang, dir: s.dir } : {});
const small =
  "min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50";

function ItemForm(props: {
  action: string;
  listId: number;
  item: number;
  act: string;
  onAct: Act;
  children: ReactNode;
  className?: string;
}) {
  return (
    <form method="post" action={props.action} onSubmit={props.onAct} className={props.className}>
      <input type="hidden" name="do" value={props.act} />
      <input type="hidden" name="list" value={props.listId} />
      <input type="hidden" name="item" value={props.item} />
      {props.children}
    </form>
  );
}

export function ShoppingListItem({
  item,
  listId,
  action,
  onAct,
}: {
  item: ItemView;
  listId: number;
  action: string;
  onAct: Act;
}) {
  const { t, lang } = useI18n();
  const locale = LANG_META[lang].locale;
  const name = item.name.text;
  const cost = itemCost(item);
  const form = { action, listId, item: item.id, onAct };
  return (
    <li
      className="border-b border-slate-200 py-3 last:border-b-0"
      data-testid="list-item"
      data-ticked={item.ticked || undefined}
    >
      <div className="flex items-start gap-3">
        <ItemForm {...form} act="tick">
          <input type="hidden" name="ticked" value={item.ticked ? "0" : "1"} />
          <button
            type="submit"
            aria-pressed={item.ticked}
            aria-label={t(item.ticked ? "pages:lists.untick" : "pages:lists.tick", { name })}
            className={`flex h-11 w-11 items-center justify-center rounded-full border-2 text-lg ${item.ticked ? "border-teal-700 bg-teal-700 text-white" : "border-slate-400 bg-white text-transparent"}`}
            data-testid="list-item-tick"
          >
            <span aria-hidden="true">✓</span>
          </button>
        </ItemForm>
        <div className="min-w-0 flex-1">
          <p className={`font-semibold ${item.ticked ? "text-slate-500 line-through" : "text-slate-900"}`}>
            {item.href ? (
              // The name isolated in its own language; "page N" is in the page's.
              <a href={item.href} className="underline-offset-2 hover:underline">
                <bdi {...marks(item.name)}>{name}</bdi>
                {item.kind === "page" && ` · ${t("pages:lists.wholePage", { page: item.page ?? "" })}`}
              </a>
            ) : (
              <bdi {...marks(item.name)}>{name}</bdi>
            )}
          </p>
          {item.price !== null && (
            <p className="text-sm text-slate-700">
              <bdi>{priceText(t, { price: item.price, quantity: item.offerQuantity, unit: item.unit })}</bdi>
              {cost !== null && item.quantity > 1 && (
                <>
                  {" "}
                  · <bdi>{aed(t, cost)}</bdi>
                </>
              )}
            </p>
          )}
          {item.validUntil && (
            <p
              className={`text-sm ${item.ended ? "font-semibold text-red-700" : "text-slate-600"}`}
              data-testid={item.ended ? "list-item-ended" : undefined}
            >
              {t(item.ended ? "pages:lists.ended" : "pages:lists.validUntil", {
                date: formatDate(item.validUntil, locale),
              })}
            </p>
          )}
          {item.elsewhere && (
            <p className="text-sm">
              <a
                href={item.elsewhere.href}
                className="font-semibold text-teal-800 underline"
                data-testid="list-item-elsewhere"
              >
                {t("pages:lists.elsewhere", {
                  store: item.elsewhere.storeName.text,
                  price: priceText(t, {
                    price: item.elsewhere.price,
                    quantity: item.elsewhere.offerQuantity,
                    unit: item.elsewhere.unit,
                  }),
                })}
              </a>
            </p>
          )}
          <div className="mt-2 flex flex-wrap items-end gap-2">
            <ItemForm {...form} act="quantity" className="flex items-end gap-1">
              <label className="text-xs text-slate-600">
                {t("pages:lists.quantity")}
                <input
                  type="number"
                  name="quantity"
                  min={1}
                  max={999}
                  defaultValue={item.quantity}
                  aria-label={t("pages:lists.quantityOf", { name })}
                  className="block min-h-11 w-20 rounded-lg border border-slate-300 px-2 text-base text-slate-900"
                />
              </label>
              <button type="submit" className={small}>
                {t("pages:lists.save")}
              </button>
            </ItemForm>
            <ItemForm {...form} act="remove" className="ms-auto">
              <button type="submit" aria-label={t("pages:lists.remove", { name })} className={`${small} text-red-700`}>
                {t("pages:lists.removeShort")}
              </button>
            </ItemForm>
          </div>
          <ItemForm {...form} act="note" className="mt-2 flex items-end gap-1">
            <label className="min-w-0 flex-1 text-xs text-slate-600">
              {t("pages:lists.note")}
              <input
                type="text"
                name="note"
                maxLength={200}
                defaultValue={item.note ?? ""}
                aria-label={t("pages:lists.noteOf", { name })}
                className="block min-h-11 w-full min-w-24 rounded-lg border border-slate-300 px-2 text-base text-slate-900"
              />
            </label>
            <button type="submit" className={small}>
              {t("pages:lists.save")}
            </button>
          </ItemForm>
        </div>
      </div>
    </li>
  );
}
