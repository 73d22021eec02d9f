/**
 * /api/me/lists/{id}/items: the items of one of the visitor's lists (routes/api/me-lists.ts
 * checks the list is theirs: another's answers 404). An item is an offer shoppers can see today,
 * a page of a live catalogue, or free text, saved with a snapshot of what it was; at most
 * MAX_ITEMS a list (422 past it).
 */
import { Hono } from "hono";
import { getDb } from "#db/client.ts";
import { deleteItem, insertItem, listItems, updateItem } from "#db/queries/shopping-list-items.ts";
import { touchShoppingList } from "#db/queries/shopping-lists.ts";
import { itemIdParams, itemInputSchema, itemPatchSchema, listIdParam } from "#schemas/shopping-list.ts";
import { countServerEvent, listAddEvent } from "#server/analytics/count.ts";
import type { ApiEnv } from "#server/api/env.ts";
import { ApiError } from "#server/api/errors.ts";
import { ownList, roomFor, snapshotOf } from "#server/api/own-lists.ts";
import { validate } from "#server/api/validate.ts";
import { me, meOrNull } from "#server/api/visitor.ts";

const ITEM_NOT_FOUND = "Item not found";

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
    const counted = listAddEvent(me(c), input);
    if (counted) countServerEvent(c.req.header("User-Agent"), counted);
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
