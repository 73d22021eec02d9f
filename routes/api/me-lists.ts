/**
 * /api/me/lists (issue 25 items 1, 2, 6): the visitor's own shopping lists, by the visitor cookie
 * (src/server/api/visitor.ts). A list of another session is answered 404, exactly like one that
 * does not exist. At most MAX_LISTS lists a session (422 past it). Sharing makes a read-only
 * link (GET /api/lists/{token}, routes/api/shared-lists.ts) that DELETE revokes.
 */
import { Hono } from "hono";
import { getDb } from "#db/client.ts";
import { copyItems } from "#db/queries/shopping-list-items.ts";
import {
  deleteShoppingList,
  findSharedList,
  listShoppingLists,
  renameShoppingList,
  shareShoppingList,
  unshareShoppingList,
} from "#db/queries/shopping-lists.ts";
import { sharedListPath } from "#lib/shopping-list.ts";
import { copyListSchema, listIdParam, listInputSchema } from "#schemas/shopping-list.ts";
import type { ApiEnv } from "#server/api/env.ts";
import { ApiError } from "#server/api/errors.ts";
import { LIST_NOT_FOUND, newList, ownList } from "#server/api/own-lists.ts";
import { validate } from "#server/api/validate.ts";
import { me, meOrNull } from "#server/api/visitor.ts";
import { listItemRoutes } from "./me-list-items.ts";

export const meListRoutes = new Hono<ApiEnv>()
  .get("/", (c) => {
    const visitor = meOrNull(c);
    const lists = visitor ? listShoppingLists(getDb(), visitor) : [];
    // The header's count: items still to buy across every list.
    return c.json({ lists, openItems: lists.reduce((n, l) => n + l.openCount, 0) });
  })
  .post("/", validate("json", listInputSchema), (c) => c.json(newList(me(c), c.req.valid("json").name), 201))
  .post("/copy", validate("json", copyListSchema), (c) => {
    const shared = findSharedList(getDb(), c.req.valid("json").token);
    if (!shared) throw new ApiError(404, LIST_NOT_FOUND);
    const visitor = me(c);
    const copy = getDb().transaction(() => {
      const made = newList(visitor, shared.name);
      copyItems(getDb(), shared.id, made.id);
      return made;
    });
    return c.json(ownList(visitor, copy.id), 201);
  })
  .get("/:id", validate("param", listIdParam), (c) => {
    const list = ownList(meOrNull(c), c.req.valid("param").id);
    return c.json(list);
  })
  .patch("/:id", validate("param", listIdParam), validate("json", listInputSchema), (c) => {
    const visitor = me(c);
    const { id } = c.req.valid("param");
    if (!renameShoppingList(getDb(), visitor, id, c.req.valid("json").name)) throw new ApiError(404, LIST_NOT_FOUND);
    return c.json(ownList(visitor, id));
  })
  .delete("/:id", validate("param", listIdParam), (c) => {
    if (!deleteShoppingList(getDb(), me(c), c.req.valid("param").id)) throw new ApiError(404, LIST_NOT_FOUND);
    return c.body(null, 204);
  })
  .post("/:id/share", validate("param", listIdParam), (c) => {
    const token = shareShoppingList(getDb(), me(c), c.req.valid("param").id);
    if (!token) throw new ApiError(404, LIST_NOT_FOUND);
    return c.json({
      token,
      path: sharedListPath(token),
      url: `${c.get("config").publicOrigin}${sharedListPath(token)}`,
    });
  })
  .delete("/:id/share", validate("param", listIdParam), (c) => {
    if (!unshareShoppingList(getDb(), me(c), c.req.valid("param").id)) throw new ApiError(404, LIST_NOT_FOUND);
    return c.body(null, 204);
  })
  .route("/:id/items", listItemRoutes);
