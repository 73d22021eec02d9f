/**
 * /api/me/lists/{id}/items: the items of one of the visitor's lists (routes/api/me-lists.ts
 * checks the list is theirs: another's answers 404). An item is an offer shoppers can see today,
 * a page of a live catalogue, or free text, saved with a snapshot of what it was; at most
 * MAX_ITEMS a list (422 past it).
 */
import { Hono } from "hono";
import { getDb } from "#db/client.ts";
import {
  countItems,
  deleteItem,
  type ItemSnapshot,
  insertItem,
  listItems,
  offerSnapshot,
  pageSnapshot,
  textSnapshot,
  updateItem,
} from "#db/queries/shopping-list-items.ts";
import { touchShoppingList } from "#db/queries/shopping-lists.ts";
import { dubaiToday } from "#lib/dates.ts";
import {
  type ItemInput,
  itemIdParams,
  itemInputSchema,
  itemPatchSchema,
  listIdParam,
  MAX_ITEMS,
} from "#schemas/shopping-list.ts";
import type { ApiEnv } from "#server/api/env.ts";
import { ApiError } from "#server/api/errors.ts";
import { ownList } from "#server/api/own-lists.ts";
import { validate } from "#server/api/validate.ts";
import { me, meOrNull } from "#server/api/visitor.ts";

const ITEM_NOT_FOUND = "Item not found";

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

export const listItemRoutes = new Hono<ApiEnv>()
  .get("/", validate("param", listIdParam), (c) => {
    const list = ownList(meOrNull(c), c.req.valid("param").id);
    return c.json({ list, items: listItems(getDb(), list.id) });
  })
  .post("/", validate("param", listIdParam), validate("json", itemInputSchema), (c) => {
    const list = ownList(me(c), c.req.valid("param").id);
    const input = c.req.valid("json");
    roomFor(list.id);
    const item = insertItem(getDb(), list.id, { ...snapshotOf(input), quantity: input.quantity, note: input.note });
    touchShoppingList(getDb(), list.id);
    return c.json(item, 201);
  })
  .patch("/:itemId", validate("param", itemIdParams), validate("json", itemPatchSchema), (c) => {
    const { id, itemId } = c.req.valid("param");
    const list = ownList(me(c), id);
    const item = updateItem(getDb(), list.id, itemId, c.req.valid("json"));
    if (!item) throw new ApiError(404, ITEM_NOT_FOUND);
    touchShoppingList(getDb(), list.id);
    return c.json(item);
  })
  .delete("/:itemId", validate("param", itemIdParams), (c) => {
    const { id, itemId } = c.req.valid("param");
    const list = ownList(me(c), id);
    if (!deleteItem(getDb(), list.id, itemId)) throw new ApiError(404, ITEM_NOT_FOUND);
    touchShoppingList(getDb(), list.id);
    return c.body(null, 204);
  });
