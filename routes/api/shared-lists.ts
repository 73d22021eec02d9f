/**
 * GET /api/lists/{token} (issue 25 item 2): a shared list, read-only, for anyone holding its
 * link. A token nobody holds (guessed, or revoked) answers 404; the owner's session is never shown.
 */
import { Hono } from "hono";
import { getDb } from "#db/client.ts";
import { listItems } from "#db/queries/shopping-list-items.ts";
import { findSharedList } from "#db/queries/shopping-lists.ts";
import { copyListSchema } from "#schemas/shopping-list.ts";
import type { ApiEnv } from "#server/api/env.ts";
import { ApiError } from "#server/api/errors.ts";

export const sharedListRoutes = new Hono<ApiEnv>().get("/:token", (c) => {
  // Any token nobody holds is the same 404, whatever its spelling: a guess learns nothing.
  const token = copyListSchema.safeParse({ token: c.req.param("token") });
  const list = token.success ? findSharedList(getDb(), token.data.token) : undefined;
  if (!list) throw new ApiError(404, "List not found");
  const { shareToken: _secret, ...shown } = list;
  return c.json({ list: shown, items: listItems(getDb(), list.id) });
});
