/**
 * Shopping lists as pages and islands show them (browser-safe): items grouped by store with a
 * subtotal each and a total in dirhams, and the list as plain text for WhatsApp and the share
 * sheet. Written once here, so the server's HTML and the island's instant edits agree.
 */
import type { Translate } from "#i18n/messages.ts";
import { aed } from "./offer-text.ts";

/** The shared list's public page, without the language prefix. */
export const sharedListPath = (token: string) => `/lists/shared/${token}`;

/** The visitor's own lists page. */
export const LISTS_PATH = "/lists";

/** "Add to list" for an offer or a whole catalogue page (src/client/add-to-list.tsx, handed to the offer sheet like its share button). */
export type AddToListProps = { offerId?: number; catalogId?: number; page?: number; testId: string };

/** Text in the page's language, or the other one marked with its own (src/lib/localized.ts). */
type Shown = { text: string; lang?: "en" | "ar"; dir?: "ltr" | "rtl" };

/** An item as the list page and the shared page show it (names already in the page's language). */
export type ItemView = {
  id: number;
  kind: "offer" | "page" | "text";
  name: Shown;
  page: number | null;
  /** AED as printed for `offerQuantity` items (a multi-buy), or per `unit`. */
  price: number | null;
  offerQuantity: number | null;
  unit: string | null;
  /** The store's slug (its group), null for the shopper's own words. */
  store: string | null;
  storeName: Shown | null;
  /** The catalogue page (with the offer's sheet open), while the catalogue exists. */
  href: string | null;
  validUntil: string | null;
  /** The catalogue's last day has passed. */
  ended: boolean;
  quantity: number;
  note: string | null;
  ticked: boolean;
  /** The same product's cheapest offer this week in another catalogue, when that is worth saying. */
  elsewhere: {
    storeName: Shown;
    price: number;
    offerQuantity: number | null;
    unit: string | null;
    href: string;
  } | null;
};

/** What one item costs at the printed price: a multi-buy's price per item, times the quantity wanted. */
export function itemCost(item: Pick<ItemView, "price" | "offerQuantity" | "quantity">): number | null {
  if (item.price === null) return null;
  return (item.price / (item.offerQuantity && item.offerQuantity > 1 ? item.offerQuantity : 1)) * item.quantity;
}

export type StoreGroup = { store: string | null; storeName: Shown | null; items: ItemView[]; subtotal: number };

/** Items by store, in the order each store first appears; the shopper's own words last. */
export function groupByStore(items: readonly ItemView[]): StoreGroup[] {
  const groups = new Map<string | null, StoreGroup>();
  for (const item of items) {
    const group = groups.get(item.store) ?? { store: item.store, storeName: item.storeName, items: [], subtotal: 0 };
    group.items.push(item);
    group.subtotal += itemCost(item) ?? 0;
    groups.set(item.store, group);
  }
  const all = [...groups.values()];
  return [...all.filter((g) => g.store !== null), ...all.filter((g) => g.store === null)];
}

/** The total in AED of every priced item. */
export const listTotal = (items: readonly ItemView[]) => items.reduce((sum, i) => sum + (itemCost(i) ?? 0), 0);

/** The address of an item's catalogue page (its offer's sheet open). */
export function itemHref(catalogId: number | null, page: number | null, offerId: number | null): string | null {
  if (!catalogId || !page) return null;
  return `/catalogs/${catalogId}/page/${page}${offerId ? `?offer=${offerId}` : ""}`;
}

/**
 * The list as a message: its name and count, one line per item ("2 × Fresh Milk 2L: AED 17.90")
 * and the total, in the page's language (WhatsApp shows it as written, right to left in Arabic).
 */
export function listAsText(t: Translate, name: string, items: readonly ItemView[]): string {
  const lines = [t("pages:lists.textHeading", { name, items: t("pages:lists.itemCount", { count: items.length }) })];
  for (const item of items) {
    const line = t("pages:lists.textItem", { quantity: item.quantity, name: item.name.text });
    const cost = itemCost(item);
    lines.push(
      `${item.ticked ? "✓" : "•"} ${cost === null ? line : t("pages:lists.textPrice", { line, price: aed(t, cost) })}`,
    );
  }
  const total = listTotal(items);
  if (total > 0) lines.push(t("pages:lists.textTotal", { price: aed(t, total) }));
  return lines.join("\n");
}
