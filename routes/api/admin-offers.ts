/**
 * /api/admin: operators correct the offers found on catalogue pages (issue 23, items 5 and 7).
 *   GET    /catalogs/{id}/offers[?page=n]  every offer (hidden ones flagged) and the page images
 *   POST   /catalogs/{id}/offers           add one (the operator's)
 *   PATCH  /offers/{id}                    change some fields; { "hidden": false } brings a deleted one back
 *   DELETE /offers/{id}                    delete one (an auto offer is kept hidden)
 *   GET    /offer-counts?ids=1,2           the catalogue list's "132 offers, 4 edited"
 * Admin only, on every route; the same-origin and JSON rules of every /api write apply
 * (routes/api/index.ts). What the flags mean through re-processing: db/queries/offers-admin.ts.
 */
import { Hono } from "hono";
import { z } from "zod";
import { getDb } from "#db/client.ts";
import {
  type AdminOffer,
  catalogPagesForAdmin,
  countAdminOffers,
  deleteAdminOffer,
  getAdminOffer,
  insertOperatorOffer,
  listAdminOffers,
  updateAdminOffer,
} from "#db/queries/offers-admin.ts";
import { ID_PATTERN, idParam } from "#schemas/common.ts";
import { newOfferSchema, offerChangeSchema, offerValuesSchema } from "#schemas/offer.ts";
import { type ApiEnv, requireAdmin } from "#server/api/env.ts";
import { ApiError, found, zodIssues } from "#server/api/errors.ts";
import { validate } from "#server/api/validate.ts";

const pageQuery = z.strictObject({
  page: z.string().regex(ID_PATTERN, "page must be a page number (1, 2, …)").transform(Number).optional(),
});

/** The admin table asks for the rows it shows (25 a page); a few hundred keep the URL short. */
const MAX_IDS = 500;
const countsQuery = z.strictObject({
  ids: z
    .string({ error: "ids is required" })
    .max(MAX_IDS * 11)
    .transform((v) => v.split(","))
    .refine((ids) => ids.every((id) => ID_PATTERN.test(id)), "ids must be catalogue ids in digits, separated by commas")
    .refine((ids) => ids.length <= MAX_IDS, `At most ${MAX_IDS} ids`)
    .transform((ids) => [...new Set(ids.map(Number))]),
});

/** What an operator may change of an offer. */
const valuesOf = ({ name, nameAr, price, was, unit, quantity, size, box }: AdminOffer) => ({
  name,
  nameAr,
  price,
  was,
  unit,
  quantity,
  size,
  box,
});

/** The offer `id`, deleted or not (a deleted one may only be brought back). */
const offerOr404 = (id: number) => found(getAdminOffer(getDb(), id), "Offer not found");

export const adminOfferRoutes = new Hono<ApiEnv>()
  .get("/catalogs/:id/offers", requireAdmin, validate("param", idParam), validate("query", pageQuery), (c) => {
    const { id } = c.req.valid("param");
    const { pages } = found(catalogPagesForAdmin(getDb(), id), "Catalog not found");
    return c.json({ data: listAdminOffers(getDb(), id, c.req.valid("query").page), pages });
  })
  .post("/catalogs/:id/offers", requireAdmin, validate("param", idParam), validate("json", newOfferSchema), (c) => {
    const { id } = c.req.valid("param");
    const { pages } = found(catalogPagesForAdmin(getDb(), id), "Catalog not found");
    const { page, ...values } = c.req.valid("json");
    const count = pages?.sizes.length ?? 0;
    if (page > count) {
      const message = count ? `The catalogue has ${count} page(s)` : "The catalogue has no pages yet";
      throw new ApiError(400, `Invalid input: page: ${message}`, [{ path: "page", message }]);
    }
    return c.json(insertOperatorOffer(getDb(), id, page, values), 201);
  })
  .patch("/offers/:id", requireAdmin, validate("param", idParam), validate("json", offerChangeSchema), (c) => {
    const current = offerOr404(c.req.valid("param").id);
    const { hidden, ...change } = c.req.valid("json");
    const restoreOnly = hidden === false && Object.keys(change).length === 0;
    if (current.hidden && hidden !== false) throw new ApiError(404, "Offer not found");
    // The offer it would make must be a whole offer: a name left, a previous price above the price.
    const merged = offerValuesSchema.safeParse({ ...valuesOf(current), ...change });
    if (!merged.success) {
      const issues = zodIssues(merged.error);
      throw new ApiError(400, `Invalid input: ${issues[0]!.path}: ${issues[0]!.message}`, issues);
    }
    return c.json(updateAdminOffer(getDb(), current, merged.data, { restoreOnly }));
  })
  .delete("/offers/:id", requireAdmin, validate("param", idParam), (c) => {
    const offer = offerOr404(c.req.valid("param").id);
    if (offer.hidden) throw new ApiError(404, "Offer not found");
    deleteAdminOffer(getDb(), offer);
    return c.json({ success: true, message: "Offer deleted" });
  })
  .get("/offer-counts", requireAdmin, validate("query", countsQuery), (c) =>
    c.json(countAdminOffers(getDb(), c.req.valid("query").ids)),
  );
