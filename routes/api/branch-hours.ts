/**
 * Opening hours of branches (issue 26): the open state at any instant, and the admin's list of
 * branches whose free-text hours still need structured ones, with a conversion of those that can
 * be read. Mounted under /api/branches before the slug routes.
 */
import { Hono } from "hono";
import { z } from "zod";
import { getDb } from "#db/client.ts";
import { getBranchForApi, listBranchesWithoutOpeningHours, setBranchOpeningHours } from "#db/queries/branches.ts";
import { freeTextToSyntax } from "#lib/hours/free-text.ts";
import { idParam } from "#schemas/common.ts";
import { isoInstant } from "#schemas/instant.ts";
import { type ApiEnv, requireAdmin } from "#server/api/env.ts";
import { ApiError, found } from "#server/api/errors.ts";
import { validate } from "#server/api/validate.ts";
import { hoursError } from "#server/hours/evaluate.ts";
import { openAt } from "#server/hours/week.ts";

/** The instant asked about; default now. */
const openQuery = z.strictObject({ at: isoInstant("at").optional() });

/** A readable conversion of free text, or null (also when the library would not read the result). */
function converted(hours: string | null): string | null {
  const syntax = freeTextToSyntax(hours);
  return syntax && !hoursError(syntax) ? syntax : null;
}

export const branchHoursRoutes = new Hono<ApiEnv>()
  .get("/hours-todo", requireAdmin, (c) =>
    c.json({
      data: listBranchesWithoutOpeningHours(getDb()).map((b) => ({ ...b, suggestion: converted(b.hours) })),
    }),
  )
  .post("/hours-convert", requireAdmin, (c) => {
    const db = getDb();
    let convertedCount = 0;
    const left: number[] = [];
    for (const b of listBranchesWithoutOpeningHours(db)) {
      const syntax = converted(b.hours);
      if (syntax) {
        setBranchOpeningHours(db, b.id, syntax);
        convertedCount++;
      } else left.push(b.id);
    }
    return c.json({ converted: convertedCount, left: left.length });
  })
  .get("/:id/open", validate("param", idParam), validate("query", openQuery), (c) => {
    const branch = found(getBranchForApi(getDb(), c.req.valid("param").id), "Branch not found");
    if (!branch.openingHours) throw new ApiError(404, "This branch has no structured opening hours");
    const at = c.req.valid("query").at;
    return c.json(openAt(branch.openingHours, at ? Date.parse(at) : Date.now()));
  });
