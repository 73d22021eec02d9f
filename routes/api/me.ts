/**
 * /api/me/...: what an anonymous visitor keeps without an account (issue 25), scoped to the
 * visitor cookie (src/server/api/me-env.ts): the stores they follow and the searches they
 * saved. Another session's rows answer 404, as if they did not exist. Limits answer 422.
 */
import { Hono } from "hono";
import { z } from "zod";
import { getDb } from "#db/client.ts";
import { FOLLOW_LIMIT, followStore, listFollows, unfollowStore } from "#db/queries/follows.ts";
import { deleteSavedSearch, listSavedSearches, SAVED_SEARCH_LIMIT, saveSearch } from "#db/queries/saved-searches.ts";
import { storeExists } from "#db/queries/stores.ts";
import { idString } from "#schemas/common.ts";
import { followInput, savedSearchInput } from "#schemas/me.ts";
import { countServerEvent } from "#server/analytics/count.ts";
import { ApiError } from "#server/api/errors.ts";
import { type MeEnv, requireVisitor } from "#server/api/me-env.ts";
import { validate } from "#server/api/validate.ts";
import { meDealsRoutes } from "./me-deals.ts";
import { mePushRoutes } from "./me-push.ts";

const storeParam = z.strictObject({ storeId: idString });
const idParam = z.strictObject({ id: idString });

const followRoutes = new Hono<MeEnv>()
  .get("/", (c) => c.json({ follows: listFollows(getDb(), c.get("visitorId")), limit: FOLLOW_LIMIT }))
  .post("/", validate("json", followInput), (c) => {
    const { storeId } = c.req.valid("json");
    if (!storeExists(getDb(), storeId)) throw new ApiError(404, "No store has that id");
    const result = followStore(getDb(), c.get("visitorId"), storeId);
    if (result === "full")
      throw new ApiError(
        422,
        `You already follow ${FOLLOW_LIMIT} stores, the most one browser can. Unfollow one first.`,
      );
    if (result === "created")
      countServerEvent(c.req.header("User-Agent"), { type: "follow", visitor: c.get("visitorId"), store: storeId });
    return c.json({ storeId, following: true }, result === "created" ? 201 : 200);
  })
  .delete("/:storeId", validate("param", storeParam), (c) => {
    const { storeId } = c.req.valid("param");
    if (!unfollowStore(getDb(), c.get("visitorId"), storeId)) throw new ApiError(404, "You do not follow that store");
    return c.json({ storeId, following: false });
  });

const searchRoutes = new Hono<MeEnv>()
  .get("/", (c) => c.json({ searches: listSavedSearches(getDb(), c.get("visitorId")), limit: SAVED_SEARCH_LIMIT }))
  .post("/", validate("json", savedSearchInput), (c) => {
    const saved = saveSearch(getDb(), c.get("visitorId"), c.req.valid("json"));
    if (saved.result === "full")
      throw new ApiError(
        422,
        `You already have ${SAVED_SEARCH_LIMIT} saved searches, the most one browser can keep. Delete one first.`,
      );
    return c.json(saved.search, saved.result === "created" ? 201 : 200);
  })
  .delete("/:id", validate("param", idParam), (c) => {
    const { id } = c.req.valid("param");
    if (!deleteSavedSearch(getDb(), c.get("visitorId"), id))
      throw new ApiError(404, "No saved search of yours has that id");
    return c.json({ id, deleted: true });
  });

export const meRoutes = new Hono<MeEnv>()
  .use(requireVisitor)
  .route("/follows", followRoutes)
  .route("/searches", searchRoutes)
  .route("/", meDealsRoutes)
  .route("/", mePushRoutes);
