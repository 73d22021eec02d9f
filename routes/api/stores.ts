/** /api/stores — public reads; admin create, update, delete. */
import { Hono } from "hono";
import { z } from "zod";
import { getDb } from "#db/client.ts";
import { findCategoryIdByName } from "#db/queries/categories.ts";
import { storeMediaTexts } from "#db/queries/media-references.ts";
import { storeLedToBy } from "#db/queries/slug-redirects.ts";
import {
  deleteStoreRow,
  getStoreForApi,
  insertStoreRow,
  listStoresForApi,
  pageStoresForApi,
  type StoreValues,
  storeSlugTaken,
  updateStoreRow,
} from "#db/queries/stores.ts";
import { dubaiToday } from "#lib/dates.ts";
import { idParam } from "#schemas/common.ts";
import { pageAnswer, pageRequest } from "#schemas/paging.ts";
import { type StoreInput, storeInputSchema } from "#schemas/store.ts";
import { storesApiQuery } from "#schemas/store-list.ts";
import { type ApiEnv, requireAdmin, seesEverything } from "#server/api/env.ts";
import { ApiError, found } from "#server/api/errors.ts";
import { listAnswer } from "#server/api/list-answers.ts";
import { validate } from "#server/api/validate.ts";
import {
  assertSlugFree,
  assertSlugLeadsNowhere,
  keepUnsent,
  slugOrFromName,
  slugOrSaved,
} from "#server/api/write-helpers.ts";
import { deleteUnusedFilesOf } from "#server/media-files.ts";

/** Fields the spec's store body lacks: an update that does not mention them keeps them. */
const KEPT_WHEN_UNSENT = ["facebook", "instagram", "twitter", "nameAr", "descriptionAr"] as const;
const slugParam = z.strictObject({ slug: z.string().min(1).max(120) });
const includeQuery = z.object({ include: z.enum(["branches"]).optional() });

function toValues(input: StoreInput, categoryId: number, slug: string): StoreValues {
  const { category: _category, slug: _slug, ...rest } = input;
  return { ...rest, slug, categoryId };
}

/** Refuses a slug another store uses, now or as an earlier address. */
function assertStoreSlugFree(slug: string, exceptId?: number) {
  const db = getDb();
  assertSlugFree(storeSlugTaken(db, slug, exceptId), "store", slug);
  assertSlugLeadsNowhere(storeLedToBy(db, slug, exceptId), "store", slug);
}

function categoryIdOf(name: string): number {
  const id = findCategoryIdByName(getDb(), name);
  if (!id)
    throw new ApiError(400, `Unknown category "${name}"`, [
      { path: "category", message: "Choose one of the categories" },
    ]);
  return id;
}

export const storeRoutes = new Hono<ApiEnv>()
  .get("/", validate("query", storesApiQuery), (c) => {
    const q = c.req.valid("query");
    const visibility = { today: dubaiToday(), includeExpired: seesEverything(c) };
    const page = pageRequest(q);
    return listAnswer(
      c,
      q,
      () =>
        page
          ? pageAnswer(page, pageStoresForApi(getDb(), q, visibility, page))
          : listStoresForApi(getDb(), q, visibility),
      { unpaged: !page },
    );
  })
  .get("/by-slug/:slug", validate("param", slugParam), (c) => {
    const visibility = { today: dubaiToday(), includeExpired: seesEverything(c) };
    return c.json(found(getStoreForApi(getDb(), { slug: c.req.valid("param").slug }, visibility), "Store not found"));
  })
  .get("/:id", validate("param", idParam), validate("query", includeQuery), (c) => {
    const visibility = { today: dubaiToday(), includeExpired: seesEverything(c) };
    return c.json(found(getStoreForApi(getDb(), { id: c.req.valid("param").id }, visibility), "Store not found"));
  })
  .post("/", requireAdmin, validate("json", storeInputSchema), (c) => {
    const input = c.req.valid("json");
    const db = getDb();
    const slug = slugOrFromName(input.slug, input.name);
    assertStoreSlugFree(slug);
    const id = insertStoreRow(db, toValues(input, categoryIdOf(input.category), slug));
    return c.json(getStoreForApi(db, { id }, { today: dubaiToday(), includeExpired: true }), 201);
  })
  .put("/:id", requireAdmin, validate("param", idParam), validate("json", storeInputSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const db = getDb();
    const current = found(getStoreForApi(db, { id }, { today: dubaiToday(), includeExpired: true }), "Store not found");
    const slug = slugOrSaved(input.slug, current.slug);
    assertStoreSlugFree(slug, id);
    const values = toValues(input, categoryIdOf(input.category), slug);
    updateStoreRow(db, id, keepUnsent(await c.req.json(), values, current, KEPT_WHEN_UNSENT));
    return c.json(getStoreForApi(db, { id }, { today: dubaiToday(), includeExpired: true }));
  })
  .delete("/:id", requireAdmin, validate("param", idParam), (c) => {
    const { id } = c.req.valid("param");
    const files = storeMediaTexts(getDb(), id);
    if (!deleteStoreRow(getDb(), id)) throw new ApiError(404, "Store not found");
    // Its logo, cover and its catalogues' files stop being served.
    deleteUnusedFilesOf(getDb(), c.get("config"), files);
    return c.json({ success: true, message: "Store deleted" });
  });
