/** /api/branches — the public branch page's lookup; admin list, create, update, delete. */
import { Hono } from "hono";
import { z } from "zod";
import { getDb } from "../../db/client.ts";
import {
  branchSlugTaken,
  deleteBranchRow,
  findBranchBySlugs,
  getBranchForApi,
  insertBranchRow,
  listBranchesForApi,
  listBranchesOfStore,
  updateBranchRow,
} from "../../db/queries/branches.ts";
import { findEmirateId } from "../../db/queries/emirates.ts";
import { storeExists } from "../../db/queries/stores.ts";
import { type BranchInput, branchInputSchema } from "../../src/schemas/branch.ts";
import { idParam, idString } from "../../src/schemas/common.ts";
import { type ApiEnv, requireAdmin } from "../../src/server/api/env.ts";
import { ApiError, found } from "../../src/server/api/errors.ts";
import { validate } from "../../src/server/api/validate.ts";
import { assertSlugFree, keepUnsent, slugOrFromName } from "../../src/server/api/write-helpers.ts";

/** Arabic fields: an update that does not mention them (a client of the spec's API) keeps them. */
const ARABIC = ["nameAr", "addressAr", "hoursAr"] as const;
const storeIdParam = z.strictObject({ storeId: idString });
const slugsParam = z.strictObject({ storeSlug: z.string().min(1).max(120), branchSlug: z.string().min(1).max(120) });

/** Checks references and the slug, and returns the row values. */
function valuesFor(input: BranchInput, exceptId?: number) {
  const db = getDb();
  if (!storeExists(db, input.storeId))
    throw new ApiError(400, "The store does not exist", [{ path: "storeId", message: "Choose a store" }]);
  const emirateId = findEmirateId(db, input.emirate);
  if (!emirateId)
    throw new ApiError(400, `Unknown emirate "${input.emirate}"`, [
      { path: "emirate", message: "Choose one of the emirates" },
    ]);
  const slug = slugOrFromName(input.slug, input.name);
  assertSlugFree(branchSlugTaken(db, input.storeId, slug, exceptId), "branch of this store", slug);
  const { emirate: _e, slug: _s, ...rest } = input;
  return { ...rest, slug, emirateId };
}

export const branchRoutes = new Hono<ApiEnv>()
  .get("/", requireAdmin, (c) => c.json(listBranchesForApi(getDb())))
  .get("/store/:storeId", validate("param", storeIdParam), (c) =>
    c.json({ data: listBranchesOfStore(getDb(), c.req.valid("param").storeId) }),
  )
  .get("/:id", validate("param", idParam), (c) =>
    c.json(found(getBranchForApi(getDb(), c.req.valid("param").id), "Branch not found")),
  )
  .get("/:storeSlug/:branchSlug", validate("param", slugsParam), (c) => {
    const { storeSlug, branchSlug } = c.req.valid("param");
    return c.json(found(findBranchBySlugs(getDb(), storeSlug, branchSlug), "Branch not found"));
  })
  .post("/", requireAdmin, validate("json", branchInputSchema), (c) => {
    const id = insertBranchRow(getDb(), valuesFor(c.req.valid("json")));
    return c.json(getBranchForApi(getDb(), id), 201);
  })
  .put("/:id", requireAdmin, validate("param", idParam), validate("json", branchInputSchema), async (c) => {
    const { id } = c.req.valid("param");
    const current = found(getBranchForApi(getDb(), id), "Branch not found");
    const values = valuesFor(c.req.valid("json"), id);
    updateBranchRow(getDb(), id, keepUnsent(await c.req.json(), values, current, ARABIC));
    return c.json(getBranchForApi(getDb(), id));
  })
  .delete("/:id", requireAdmin, validate("param", idParam), (c) => {
    if (!deleteBranchRow(getDb(), c.req.valid("param").id)) throw new ApiError(404, "Branch not found");
    return c.json({ success: true, message: "Branch deleted" });
  });
