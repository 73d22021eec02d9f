/** /api/branches — the public branch page's lookup; admin list, create, update, delete. */
import { Hono } from "hono";
import { z } from "zod";
import { getDb } from "#db/client.ts";
import {
  branchSlugTaken,
  deleteBranchRow,
  findBranchBySlugs,
  getBranchForApi,
  insertBranchRow,
  listBranchesForApi,
  listBranchesOfStore,
  pageBranchesForApi,
  updateBranchRow,
} from "#db/queries/branches.ts";
import { findEmirateId } from "#db/queries/emirates.ts";
import { branchLedToBy } from "#db/queries/slug-redirects.ts";
import { storeExists } from "#db/queries/stores.ts";
import { type BranchInput, branchInputSchema } from "#schemas/branch.ts";
import { idParam, idString } from "#schemas/common.ts";
import { listQuery, pageAnswer, pageQuery, pageRequest, slicePage } from "#schemas/paging.ts";
import { type ApiEnv, requireAdmin } from "#server/api/env.ts";
import { ApiError, found } from "#server/api/errors.ts";
import { validate } from "#server/api/validate.ts";
import {
  assertSlugFree,
  assertSlugLeadsNowhere,
  keepUnsent,
  slugOrFromName,
  slugOrSaved,
} from "#server/api/write-helpers.ts";
import { assertReadableHours } from "#server/hours/refusal.ts";
import { hoursWeek } from "#server/hours/week.ts";
import { branchHoursRoutes } from "./branch-hours.ts";
import { branchesNearRoutes } from "./branches-near.ts";

/** Arabic fields: an update that does not mention them (a client of the spec's API) keeps them. */
const ARABIC = ["nameAr", "addressAr", "hoursAr"] as const;
/** Fields the spec's API does not know: an update that does not send them keeps them too. */
const KEPT = [...ARABIC, "openingHours"] as const;
// `search` is honoured on a paged call (the admin table); the spec's list takes none.
const branchListQuery = listQuery(["name", "store", "emirate"]).extend({ search: z.string().max(100).optional() });
const storeIdParam = z.strictObject({ storeId: idString });
const slugsParam = z.strictObject({ storeSlug: z.string().min(1).max(120), branchSlug: z.string().min(1).max(120) });

/** Checks references and the slug, and returns the row values; `saved`: the branch being updated. */
function valuesFor(input: BranchInput, saved?: { id: number; slug: string }) {
  const db = getDb();
  assertReadableHours(input.openingHours);
  if (!storeExists(db, input.storeId))
    throw new ApiError(400, "The store does not exist", [{ path: "storeId", message: "Choose a store" }]);
  const emirateId = findEmirateId(db, input.emirate);
  if (!emirateId)
    throw new ApiError(400, `Unknown emirate "${input.emirate}"`, [
      { path: "emirate", message: "Choose one of the emirates" },
    ]);
  const slug = saved ? slugOrSaved(input.slug, saved.slug) : slugOrFromName(input.slug, input.name);
  assertSlugFree(branchSlugTaken(db, input.storeId, slug, saved?.id), "branch of this store", slug);
  assertSlugLeadsNowhere(branchLedToBy(db, input.storeId, slug, saved?.id), "branch", slug);
  const { emirate: _e, slug: _s, ...rest } = input;
  return { ...rest, slug, emirateId };
}

export const branchRoutes = new Hono<ApiEnv>()
  .route("/", branchesNearRoutes)
  .get("/", requireAdmin, validate("query", branchListQuery), (c) => {
    const q = c.req.valid("query");
    const page = pageRequest(q);
    if (page) return c.json(pageAnswer(page, pageBranchesForApi(getDb(), q.search, page)));
    return c.json(listBranchesForApi(getDb()));
  })
  .get("/store/:storeId", validate("param", storeIdParam), validate("query", pageQuery), (c) => {
    const all = listBranchesOfStore(getDb(), c.req.valid("param").storeId);
    const page = pageRequest(c.req.valid("query"));
    // One store's branches are a few dozen at most: paged from the whole list.
    return c.json(page ? pageAnswer(page, slicePage(all, page)) : { data: all });
  })
  .route("/", branchHoursRoutes)
  .get("/:id", validate("param", idParam), (c) => {
    const branch = found(getBranchForApi(getDb(), c.req.valid("param").id), "Branch not found");
    // The week ahead (today first) in Dubai time, as the branch page's table shows it.
    return c.json({ ...branch, week: branch.openingHours ? hoursWeek(branch.openingHours) : null });
  })
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
    const values = valuesFor(c.req.valid("json"), current);
    updateBranchRow(getDb(), id, keepUnsent(await c.req.json(), values, current, KEPT));
    return c.json(getBranchForApi(getDb(), id));
  })
  .delete("/:id", requireAdmin, validate("param", idParam), (c) => {
    if (!deleteBranchRow(getDb(), c.req.valid("param").id)) throw new ApiError(404, "Branch not found");
    return c.json({ success: true, message: "Branch deleted" });
  });
