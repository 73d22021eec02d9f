/**
 * The visitor's own lists as the API and the list page's forms (src/server/list-forms.ts) reach
 * them: another's list is a 404, past MAX_LISTS or MAX_ITEMS a 422, an offer not shown a 404.
 */
import { getDb } from "#db/client.ts";
import {
  countItems,
  type ItemSnapshot,
  offerSnapshot,
  pageSnapshot,
  textSnapshot,
} from "#db/queries/shopping-list-items.ts";
import { countShoppingLists, createShoppingList, findOwnList, type ListSummary } from "#db/queries/shopping-lists.ts";
import { dubaiToday } from "#lib/dates.ts";
import { type ItemInput, MAX_ITEMS, MAX_LISTS } from "#schemas/shopping-list.ts";
import { ApiError } from "./errors.ts";

export const LIST_NOT_FOUND = "List not found";

/** The list `id` of the calling visitor, or a 404. */
export function ownList(visitor: string | null, id: number): ListSummary {
  const list = visitor ? findOwnList(getDb(), visitor, id) : undefined;
  if (!list) throw new ApiError(404, LIST_NOT_FOUND);
  return list;
}

/** A new list of the visitor's, or a 422 when they keep MAX_LISTS already. */
export function newList(visitor: string, name: string): ListSummary {
  if (countShoppingLists(getDb(), visitor) >= MAX_LISTS)
    throw new ApiError(422, `You can keep at most ${MAX_LISTS} lists. Delete one to make another.`, [
      { path: "name", message: `At most ${MAX_LISTS} lists`, code: "too_many_lists" },
    ]);
  return createShoppingList(getDb(), visitor, name);
}

/** What `input` adds: its snapshot, or a 404 when the offer or page is not shown (any more). */
export function snapshotOf(input: ItemInput, today = dubaiToday()): ItemSnapshot {
  if ("text" in input) return textSnapshot(input.text);
  const found =
    "offerId" in input
      ? offerSnapshot(getDb(), input.offerId, today)
      : pageSnapshot(getDb(), input.catalogId, input.page, today);
  if (!found)
    throw new ApiError(
      404,
      "offerId" in input ? "That offer is not shown any more" : "That catalogue page is not shown",
    );
  return found;
}

/** A 422 once list `listId` holds MAX_ITEMS items. */
export function roomFor(listId: number): void {
  if (countItems(getDb(), listId) >= MAX_ITEMS)
    throw new ApiError(422, `A list holds at most ${MAX_ITEMS} items. Start another list.`, [
      { path: "", message: `At most ${MAX_ITEMS} items`, code: "too_many_items" },
    ]);
}
