/** /api/catalogs — public list and detail (live catalogues only); admin sees all and writes. */
import { Hono } from "hono";
import { z } from "zod";
import { getDb } from "#db/client.ts";
import { branchBelongsToStore } from "#db/queries/branches.ts";
import { getCatalogPage, viewerPagesOf } from "#db/queries/catalog-pages.ts";
import {
  deleteCatalogRow,
  getCatalogForApi,
  insertCatalogRow,
  listCatalogsForApi,
  pageCatalogsForApi,
  updateCatalogRow,
} from "#db/queries/catalogs-api.ts";
import { catalogMediaTexts } from "#db/queries/media-references.ts";
import { compareOffers } from "#db/queries/offer-compare.ts";
import { listCatalogOffers, listPageOffers } from "#db/queries/offers.ts";
import { storeExists } from "#db/queries/stores.ts";
import { dubaiToday } from "#lib/dates.ts";
import { type CatalogInput, catalogInputSchema } from "#schemas/catalog.ts";
import { catalogsApiQuery } from "#schemas/catalog-list.ts";
import { ID_PATTERN, idParam, idString } from "#schemas/common.ts";
import { pageAnswer, pageRequest } from "#schemas/paging.ts";
import { type ApiEnv, requireAdmin, seesEverything } from "#server/api/env.ts";
import { ApiError, found } from "#server/api/errors.ts";
import { gzippedJson } from "#server/api/gzipped-json.ts";
import { listAnswer } from "#server/api/list-answers.ts";
import { validate } from "#server/api/validate.ts";
import { keepUnsent } from "#server/api/write-helpers.ts";
import { deleteUnusedFilesOf } from "#server/media-files.ts";

/** Arabic fields: an update that does not mention them (a client of the spec's API) keeps them. */
const ARABIC = ["titleAr", "descriptionAr"] as const;

function checkReferences(input: CatalogInput): CatalogInput {
  const db = getDb();
  if (!storeExists(db, input.storeId))
    throw new ApiError(400, "The store does not exist", [{ path: "storeId", message: "Choose a store" }]);
  if (input.branchId !== null && !branchBelongsToStore(db, input.branchId, input.storeId)) {
    throw new ApiError(400, "The branch does not belong to that store", [
      { path: "branchId", message: "Choose a branch of the store, or none" },
    ]);
  }
  return input;
}

const all = { includeExpired: true, today: "" };

const pageParam = z.strictObject({
  id: idString,
  n: z.string().regex(ID_PATTERN, "The page must be a page number (1, 2, …)").transform(Number),
});

export const catalogRoutes = new Hono<ApiEnv>()
  .get("/", validate("query", catalogsApiQuery), (c) => {
    const q = c.req.valid("query");
    const visibility = { today: dubaiToday(), includeExpired: seesEverything(c) };
    const page = pageRequest(q);
    return listAnswer(
      c,
      q,
      () =>
        page
          ? pageAnswer(page, pageCatalogsForApi(getDb(), q, visibility, page))
          : listCatalogsForApi(getDb(), q, visibility),
      { unpaged: !page },
    );
  })
  .get("/:id/offers", validate("param", idParam), (c) => {
    const v = { today: dubaiToday(), includeExpired: seesEverything(c) };
    const offers = found(listCatalogOffers(getDb(), c.req.valid("param").id, v), "Catalog not found");
    return c.json({ data: offers });
  })
  // One page's offers as the catalogue viewer draws them and their sheets show them: each with
  // the same product in other live catalogues (cheapest first), and the store and end date.
  .get("/:id/pages/:n/offers", validate("param", pageParam), (c) => {
    const { id, n } = c.req.valid("param");
    const db = getDb();
    const v = { today: dubaiToday(), includeExpired: seesEverything(c) };
    found(getCatalogForApi(db, id, v), "Catalog not found");
    const { catalog, store } = found(getCatalogPage(db, id, n), "Page not found");
    const offers = listPageOffers(db, id, n);
    const compare = offers.length > 0 ? compareOffers(db, id, n, v.today) : new Map();
    return gzippedJson(c, {
      data: offers.map((o) => ({ ...o, compare: compare.get(o.id) ?? [] })),
      store: { name: store.name, nameAr: store.nameAr, slug: store.slug },
      validUntil: catalog.expiryDate,
    });
  })
  .get("/:id", validate("param", idParam), (c) => {
    const v = { today: dubaiToday(), includeExpired: seesEverything(c) };
    const catalog = found(getCatalogForApi(getDb(), c.req.valid("param").id, v), "Catalog not found");
    // The viewer reopened from a shared address shows the page images of a processed catalogue.
    return c.json({ ...catalog, viewerPages: viewerPagesOf(getDb(), [catalog.id]).get(catalog.id) ?? null });
  })
  .post("/", requireAdmin, validate("json", catalogInputSchema), (c) => {
    const id = insertCatalogRow(getDb(), {
      ...checkReferences(c.req.valid("json")),
      fileUrl: c.req.valid("json").fileUrl!,
    });
    return c.json(getCatalogForApi(getDb(), id, all), 201);
  })
  .put("/:id", requireAdmin, validate("param", idParam), validate("json", catalogInputSchema), async (c) => {
    const { id } = c.req.valid("param");
    const current = found(getCatalogForApi(getDb(), id, all), "Catalog not found");
    const values = { ...checkReferences(c.req.valid("json")), fileUrl: c.req.valid("json").fileUrl! };
    updateCatalogRow(getDb(), id, keepUnsent(await c.req.json(), values, current, ARABIC));
    return c.json(getCatalogForApi(getDb(), id, all));
  })
  .delete("/:id", requireAdmin, validate("param", idParam), (c) => {
    const { id } = c.req.valid("param");
    const files = catalogMediaTexts(getDb(), id);
    if (!deleteCatalogRow(getDb(), id)) throw new ApiError(404, "Catalog not found");
    // Its uploaded PDF and cover stop being served (its page images follow with the next sweep).
    deleteUnusedFilesOf(getDb(), c.get("config"), files);
    return c.json({ success: true, message: "Catalog deleted" });
  });
