/**
 * Catalogue processing for the admin screens (the runner itself is src/jobs/catalog-pages):
 * GET /api/admin/catalog-processing[?ids=1,2,3] answers each catalogue's state, and
 * POST /api/catalogs/{id}/process (Retry) queues one again from the start.
 */
import { Hono } from "hono";
import { z } from "zod";
import { getDb } from "#db/client.ts";
import { existingCatalogIds, listJobStatuses, requeueCatalogJobs } from "#db/queries/catalog-jobs.ts";
import { ID_PATTERN, idParam } from "#schemas/common.ts";
import { type ApiEnv, requireAdmin } from "#server/api/env.ts";
import { ApiError } from "#server/api/errors.ts";
import { validate } from "#server/api/validate.ts";

/** The admin table asks for the rows it shows; a few hundred ids keep the URL well under limits. */
const MAX_IDS = 500;

const statusQuery = z.object({
  ids: z
    .string()
    .max(MAX_IDS * 11)
    .transform((v) => v.split(","))
    .refine((ids) => ids.every((id) => ID_PATTERN.test(id)), "ids must be catalogue ids in digits, separated by commas")
    .refine((ids) => ids.length <= MAX_IDS, `At most ${MAX_IDS} ids`)
    .transform((ids) => [...new Set(ids.map(Number))])
    .optional(),
});

export const catalogStatusRoutes = new Hono<ApiEnv>().get(
  "/catalog-processing",
  requireAdmin,
  validate("query", statusQuery),
  (c) => c.json(listJobStatuses(getDb(), c.req.valid("query").ids)),
);

/** Mounted under /api/catalogs, behind the admin-write middleware (which drops the page cache). */
export const catalogRetryRoutes = new Hono<ApiEnv>().post(
  "/:id/process",
  requireAdmin,
  validate("param", idParam),
  (c) => {
    const db = getDb();
    const { id } = c.req.valid("param");
    if (existingCatalogIds(db, [id]).length === 0) throw new ApiError(404, "Catalog not found");
    // A job running now would keep staging its pages after they were cleared: let it finish first.
    if (listJobStatuses(db, [id])[0]?.state === "processing")
      throw new ApiError(409, "The catalog is being processed now; try again when it has finished");
    requeueCatalogJobs(db, [id]);
    return c.json(listJobStatuses(db, [id])[0]);
  },
);
