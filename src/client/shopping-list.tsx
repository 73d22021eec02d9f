"use client";
/**
 * The items of one of the visitor's lists, grouped by store with subtotals and the total
 * (src/lib/shopping-list.ts). Rendered on the server with forms that post (the page works without
 * JavaScript); in the browser each form is sent to /api/me/lists instead and the list changes at
 * once, keeping the server's answer (or going back, with a toast, when it refuses).
 */
import { type FormEvent, useEffect, useState } from "react";
import { aed } from "#lib/offer-text.ts";
import { groupByStore, type ItemView, listTotal } from "#lib/shopping-list.ts";
import { useI18n } from "./i18n-provider.tsx";
import { listsChanged } from "./list-events.ts";
import { ShoppingListItem } from "./shopping-list-item.tsx";
import { toast } from "./toast-store.ts";

/** `otherOpen`: items still to buy in the visitor's other lists (the header shows the sum). */
type Props = { listId: number; items: ItemView[]; action: string; otherOpen: number };

const JSON_HEADERS = { "Content-Type": "application/json" };

/** The API call a list form stands for; null for forms left to post (none today). */
function request(listId: number, form: FormData): { method: string; path: string; body?: unknown } | null {
  const base = `/api/me/lists/${listId}/items`;
  const item = `${base}/${form.get("item")}`;
  switch (form.get("do")) {
    case "tick":
      return { method: "PATCH", path: item, body: { ticked: form.get("ticked") === "1" } };
    case "quantity":
      return { method: "PATCH", path: item, body: { quantity: Number(form.get("quantity")) } };
    case "note":
      return { method: "PATCH", path: item, body: { note: String(form.get("note") ?? "") } };
    case "remove":
      return { method: "DELETE", path: item };
    case "add":
      return { method: "POST", path: base, body: { text: String(form.get("text") ?? "") } };
    default:
      return null;
  }
}

export function ShoppingList({ listId, items: initial, action, otherOpen }: Props) {
  const { t } = useI18n();
  const [items, setItems] = useState(initial);
  // The header's count follows this list's (the other lists' open items are not known here: counted on the next page).
  const open = items.filter((i) => !i.ticked).length;
  useEffect(() => listsChanged(open + otherOpen), [open, otherOpen]);

  const onAct = async (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const call = request(listId, data);
    if (!call) return;
    event.preventDefault();
    const form = event.currentTarget;
    const id = Number(data.get("item"));
    const before = items;
    // Ticking shows at once; the answer confirms it.
    if (data.get("do") === "tick")
      setItems((all) => all.map((i) => (i.id === id ? { ...i, ticked: data.get("ticked") === "1" } : i)));
    try {
      const res = await fetch(call.path, {
        method: call.method,
        headers: call.body ? JSON_HEADERS : undefined,
        body: call.body ? JSON.stringify(call.body) : undefined,
        credentials: "same-origin",
      });
      if (!res.ok) {
        const { error } = (await res.json().catch(() => ({}))) as { error?: string };
        throw new Error(error ?? res.statusText);
      }
      if (call.method === "DELETE") setItems((all) => all.filter((i) => i.id !== id));
      else if (data.get("do") === "add") {
        // A new item has no store or price: shown as the shopper typed it until the next visit.
        const made = (await res.json()) as { id: number; name: string; quantity: number };
        setItems((all) => [...all, blankItem(made.id, made.name)]);
        form.reset();
      } else {
        const saved = (await res.json()) as { quantity: number; note: string | null; ticked: boolean };
        setItems((all) =>
          all.map((i) =>
            i.id === id ? { ...i, quantity: saved.quantity, note: saved.note, ticked: saved.ticked } : i,
          ),
        );
      }
    } catch (error) {
      setItems(before);
      toast({ title: t("pages:lists.errors.invalid"), description: (error as Error).message, variant: "destructive" });
    }
  };

  const groups = groupByStore(items);
  const total = listTotal(items);
  return (
    <div data-testid="shopping-list">
      {items.length === 0 && <p className="rounded-lg bg-slate-50 p-4 text-slate-700">{t("pages:lists.empty")}</p>}
      {groups.map((group) => (
        <section key={group.store ?? ""} className="mt-6" data-testid="list-store-group">
          <h3 className="text-lg font-bold text-slate-900">
            {group.storeName ? (
              <bdi {...(group.storeName.lang ? { lang: group.storeName.lang, dir: group.storeName.dir } : {})}>
                {group.storeName.text}
              </bdi>
            ) : (
              t("pages:lists.otherItems")
            )}
          </h3>
          <ul className="mt-1">
            {group.items.map((item) => (
              <ShoppingListItem key={item.id} item={item} listId={listId} action={action} onAct={onAct} />
            ))}
          </ul>
          {group.store && group.subtotal > 0 && (
            <p
              className="mt-1 flex justify-between gap-2 border-t border-slate-300 pt-2 text-sm font-semibold text-slate-800"
              data-testid="list-subtotal"
            >
              <span>{t("pages:lists.subtotal", { store: group.storeName?.text ?? "" })}</span>
              <bdi>{aed(t, group.subtotal)}</bdi>
            </p>
          )}
        </section>
      ))}
      {total > 0 && (
        <div className="mt-6 rounded-lg bg-teal-50 p-4">
          <p className="flex justify-between gap-2 text-lg font-extrabold text-slate-900" data-testid="list-total">
            <span>{t("pages:lists.total")}</span>
            <bdi>{aed(t, total)}</bdi>
          </p>
          <p className="text-sm text-slate-700">{t("pages:lists.totalNote")}</p>
        </div>
      )}
      <form method="post" action={action} onSubmit={onAct} className="mt-6 flex items-end gap-2">
        <input type="hidden" name="do" value="add" />
        <input type="hidden" name="list" value={listId} />
        <label className="min-w-0 flex-1 text-sm font-semibold text-slate-800">
          {t("pages:lists.addItemLabel")}
          <input
            type="text"
            name="text"
            required
            maxLength={120}
            placeholder={t("pages:lists.addItemPlaceholder")}
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base"
          />
        </label>
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800"
        >
          {t("pages:lists.add")}
        </button>
      </form>
    </div>
  );
}

function blankItem(id: number, name: string): ItemView {
  return {
    id,
    kind: "text",
    name: { text: name },
    page: null,
    price: null,
    offerQuantity: null,
    unit: null,
    store: null,
    storeName: null,
    href: null,
    validUntil: null,
    ended: false,
    quantity: 1,
    note: null,
    ticked: false,
    elsewhere: null,
  };
}
