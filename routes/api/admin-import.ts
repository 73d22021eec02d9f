/**
 * Stores in bulk, for a signed-in admin (cookie only; issue 27, item 5):
 * GET /api/admin/export/stores answers every store as CSV; POST /api/admin/import/stores takes a
 * CSV as the request body (Content-Type: text/csv): `?dryRun=1` answers the report
 * `{ rows, errors: [{ line, column, message }] }` and changes nothing; without it a file with any
 * error imports nothing and answers the same report with 422, and a clean file is imported in one
 * transaction (stores matched by slug are updated) and answers the report with what was done.
 */
import { Hono } from "hono";
import { z } from "zod";
import { getDb } from "#db/client.ts";
import { importStoreRows } from "#db/queries/store-import.ts";
import { type ApiEnv, requireAdminCookie } from "#server/api/env.ts";
import { validate } from "#server/api/validate.ts";
import { checkStoresCsv, storesCsv } from "#server/store-csv.ts";

const importQuery = z.object({ dryRun: z.enum(["1", "0"], { error: "dryRun must be 1 or 0" }).optional() });

export const adminImportRoutes = new Hono<ApiEnv>()
  .use("/export/*", requireAdminCookie)
  .use("/import/*", requireAdminCookie)
  .get("/export/stores", (c) => {
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", 'attachment; filename="stores.csv"');
    return c.body(storesCsv(getDb()));
  })
  .post("/import/stores", validate("query", importQuery), async (c) => {
    const db = getDb();
    const { report, values } = checkStoresCsv(db, new Uint8Array(await c.req.arrayBuffer()));
    if (report.errors.length > 0) return c.json(report, c.req.valid("query").dryRun === "1" ? 200 : 422);
    if (c.req.valid("query").dryRun === "1") return c.json(report);
    return c.json({ ...report, ...importStoreRows(db, values) });
  });
