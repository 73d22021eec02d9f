/** The visitor's own lists as the API handlers reach them: another's is a 404, past MAX_LISTS a 422. */
import { getDb } from "#db/client.ts";
import { countShoppingLists, createShoppingList, findOwnList, type ListSummary } from "#db/queries/shopping-lists.ts";
import { MAX_LISTS } from "#schemas/shopping-list.ts";
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
