/**
 * /api/admin, analytics (issue 27 item 2), admin only on every route:
 *   GET    /analytics?from=YYYY-MM-DD&to=YYYY-MM-DD[&catalog=ID]  the dashboard's numbers (Dubai dates)
 *   GET    /report-links?store=ID                                a store's read-only report links
 *   POST   /report-links { storeId }                             a new link (its token is its address)
 *   DELETE /report-links/{id}?store=ID                           revoke one
 * The analytics call first writes the events waiting in memory and rolls today up, so what
 * happened a second ago is in the answer.
 */
import { Hono } from "hono";
import { z } from "zod";
import { getDb } from "#db/client.ts";
import { analyticsSummary } from "#db/queries/analytics-report.ts";
import { createReportLink, listReportLinks, revokeReportLink } from "#db/queries/store-report-links.ts";
import { storeExists } from "#db/queries/stores.ts";
import { analyticsRangeQuery } from "#schemas/analytics.ts";
import { ID_PATTERN } from "#schemas/common.ts";
import { rollUpAnalytics } from "#server/analytics/rollup.ts";
import { type ApiEnv, requireAdmin } from "#server/api/env.ts";
import { ApiError } from "#server/api/errors.ts";
import { validate } from "#server/api/validate.ts";

const idText = z.string().regex(ID_PATTERN, "must be an id");
const storeQuery = z.strictObject({ store: idText });
const linkInput = z.strictObject({ storeId: z.number().int().positive() });

function knownStore(id: number): number {
  if (!storeExists(getDb(), id)) throw new ApiError(404, "No store has that id");
  return id;
}

export const adminAnalyticsRoutes = new Hono<ApiEnv>()
  .get("/analytics", requireAdmin, validate("query", analyticsRangeQuery), (c) => {
    const { from, to, catalog } = c.req.valid("query");
    rollUpAnalytics(getDb());
    return c.json(analyticsSummary(getDb(), { from, to, catalog: catalog ? Number(catalog) : undefined }));
  })
  .get("/report-links", requireAdmin, validate("query", storeQuery), (c) =>
    c.json({ links: listReportLinks(getDb(), knownStore(Number(c.req.valid("query").store))) }),
  )
  .post("/report-links", requireAdmin, validate("json", linkInput), (c) =>
    c.json(createReportLink(getDb(), knownStore(c.req.valid("json").storeId)), 201),
  )
  .delete(
    "/report-links/:id",
    requireAdmin,
    validate("param", z.strictObject({ id: idText })),
    validate("query", storeQuery),
    (c) => {
      const store = knownStore(Number(c.req.valid("query").store));
      if (!revokeReportLink(getDb(), store, Number(c.req.valid("param").id)))
        throw new ApiError(404, "No such report link for that store");
      return c.body(null, 204);
    },
  );
