/**
 * /api/categories and /api/emirates. Counts are derived, never stored. A category or an
 * emirate that stores or branches still use cannot be deleted (409): nothing dangles.
 */
import { Hono } from "hono";
import { getDb } from "#db/client.ts";
import {
  categoryNameTaken,
  countStoresInCategory,
  deleteCategoryRow,
  insertCategoryRow,
  listCategoriesWithCounts,
  updateCategoryRow,
} from "#db/queries/categories.ts";
import {
  countBranchesInEmirate,
  deleteEmirateRow,
  emirateNameTaken,
  insertEmirateRow,
  listEmiratesWithCounts,
  updateEmirateRow,
} from "#db/queries/emirates.ts";
import { idParam } from "#schemas/common.ts";
import { pageAnswer, pageQuery, pageRequest, slicePage } from "#schemas/paging.ts";
import { categoryInputSchema, emirateInputSchema } from "#schemas/taxonomy.ts";
import { type ApiEnv, requireAdmin } from "#server/api/env.ts";
import { ApiError } from "#server/api/errors.ts";
import { validate } from "#server/api/validate.ts";
import { keepUnsent, slugOrFromName } from "#server/api/write-helpers.ts";

/** The whole list, or one page of it: categories and emirates are short lists. */
function listOrPage<T>(all: T[], query: { page?: number; limit?: number }) {
  const page = pageRequest(query);
  return page ? pageAnswer(page, slicePage(all, page)) : all;
}

const byId = <T extends { id: number }>(list: T[], id: number) => list.find((x) => x.id === id);

/** An update that does not mention the Arabic name (a client of the spec's API) keeps it. */
const ARABIC = ["nameAr"] as const;

export const categoryRoutes = new Hono<ApiEnv>()
  .get("/", validate("query", pageQuery), (c) =>
    c.json(listOrPage(listCategoriesWithCounts(getDb()), c.req.valid("query"))),
  )
  .post("/", requireAdmin, validate("json", categoryInputSchema), (c) => {
    const { name, nameAr, icon } = c.req.valid("json");
    if (categoryNameTaken(getDb(), name)) throw new ApiError(409, `A category named "${name}" already exists`);
    const id = insertCategoryRow(getDb(), { name, nameAr, icon, slug: slugOrFromName("", name) });
    return c.json(byId(listCategoriesWithCounts(getDb()), id), 201);
  })
  .patch("/:id", requireAdmin, validate("param", idParam), validate("json", categoryInputSchema), async (c) => {
    const { id } = c.req.valid("param");
    const current = byId(listCategoriesWithCounts(getDb()), id);
    if (!current) throw new ApiError(404, "Category not found");
    const { name, nameAr, icon } = keepUnsent(await c.req.json(), c.req.valid("json"), current, ARABIC);
    if (categoryNameTaken(getDb(), name, id)) throw new ApiError(409, `A category named "${name}" already exists`);
    if (!updateCategoryRow(getDb(), id, { name, nameAr, icon, slug: slugOrFromName("", name) }))
      throw new ApiError(404, "Category not found");
    return c.json(byId(listCategoriesWithCounts(getDb()), id));
  })
  .delete("/:id", requireAdmin, validate("param", idParam), (c) => {
    const { id } = c.req.valid("param");
    const inUse = countStoresInCategory(getDb(), id);
    if (inUse > 0)
      throw new ApiError(
        409,
        inUse === 1
          ? "This category is used by 1 store; move it to another category first"
          : `This category is used by ${inUse} stores; move them to another category first`,
      );
    if (!deleteCategoryRow(getDb(), id)) throw new ApiError(404, "Category not found");
    return c.json({ success: true, message: "Category deleted" });
  });

export const emirateRoutes = new Hono<ApiEnv>()
  .get("/", validate("query", pageQuery), (c) =>
    c.json(listOrPage(listEmiratesWithCounts(getDb()), c.req.valid("query"))),
  )
  .post("/", requireAdmin, validate("json", emirateInputSchema), (c) => {
    const { name, nameAr } = c.req.valid("json");
    if (emirateNameTaken(getDb(), name)) throw new ApiError(409, `An emirate named "${name}" already exists`);
    const id = insertEmirateRow(getDb(), { name, nameAr, slug: slugOrFromName("", name) });
    return c.json(byId(listEmiratesWithCounts(getDb()), id), 201);
  })
  .put("/:id", requireAdmin, validate("param", idParam), validate("json", emirateInputSchema), async (c) => {
    const { id } = c.req.valid("param");
    const current = byId(listEmiratesWithCounts(getDb()), id);
    if (!current) throw new ApiError(404, "Emirate not found");
    const { name, nameAr } = keepUnsent(await c.req.json(), c.req.valid("json"), current, ARABIC);
    if (emirateNameTaken(getDb(), name, id)) throw new ApiError(409, `An emirate named "${name}" already exists`);
    // The slug stays: it is the emirate's address in filters and links.
    if (!updateEmirateRow(getDb(), id, { name, nameAr })) throw new ApiError(404, "Emirate not found");
    return c.json(byId(listEmiratesWithCounts(getDb()), id));
  })
  .delete("/:id", requireAdmin, validate("param", idParam), (c) => {
    const { id } = c.req.valid("param");
    const inUse = countBranchesInEmirate(getDb(), id);
    if (inUse > 0)
      throw new ApiError(
        409,
        inUse === 1
          ? "This emirate is used by 1 branch; move or delete it first"
          : `This emirate is used by ${inUse} branches; move or delete them first`,
      );
    if (!deleteEmirateRow(getDb(), id)) throw new ApiError(404, "Emirate not found");
    return c.json({ success: true, message: "Emirate deleted" });
  });
