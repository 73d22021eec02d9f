/**
 * Stores and branches in bulk, for a signed-in admin (cookie only; issue 27, item 5):
 * GET /api/admin/export/{stores,branches} answers every record as CSV; POST /api/admin/import/{stores,branches} takes a
 * CSV as the request body (Content-Type: text/csv): `?dryRun=1` answers the report
 * `{ rows, errors: [{ line, column, message }] }` and changes nothing; without it a file with any
 * error imports nothing and answers the same report with 422, and a clean file is imported in one
 * transaction (stores matched by slug, branches by store and branch slug, are updated) and answers
 * the report with what was done.
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { type Db, getDb } from "#db/client.ts";
import { importBranchRows } from "#db/queries/branch-import.ts";
import { importStoreRows } from "#db/queries/store-import.ts";
import { type ApiEnv, requireAdminCookie } from "#server/api/env.ts";
import { validate } from "#server/api/validate.ts";
import { branchesCsv, checkBranchesCsv } from "#server/branch-csv.ts";
import type { ImportReport } from "#server/csv-file.ts";
import { checkStoresCsv, storesCsv } from "#server/store-csv.ts";

const importQuery = z.object({ dryRun: z.enum(["1", "0"], { error: "dryRun must be 1 or 0" }).optional() });

/** A file as a download named `name`. */
function csvDownload(c: Context, name: string, csv: string) {
  c.header("Content-Type", "text/csv; charset=utf-8");
  c.header("Content-Disposition", `attachment; filename="${name}"`);
  return c.body(csv);
}

/** Checks the body with `check`; answers the report (dry run, or 422 on any error) or imports with `write`. */
async function importCsv<V>(
  c: Context,
  dryRun: boolean,
  check: (db: Db, bytes: Uint8Array) => { report: ImportReport; values: V[] },
  write: (db: Db, values: V[]) => { created: number; updated: number },
) {
  const db = getDb();
  const { report, values } = check(db, new Uint8Array(await c.req.arrayBuffer()));
  if (report.errors.length > 0) return c.json(report, dryRun ? 200 : 422);
  if (dryRun) return c.json(report);
  return c.json({ ...report, ...write(db, values) });
}

export const adminImportRoutes = new Hono<ApiEnv>()
  .use("/export/*", requireAdminCookie)
  .use("/import/*", requireAdminCookie)
  .get("/export/stores", (c) => csvDownload(c, "stores.csv", storesCsv(getDb())))
  .get("/export/branches", (c) => csvDownload(c, "branches.csv", branchesCsv(getDb())))
  .post("/import/stores", validate("query", importQuery), (c) =>
    importCsv(c, c.req.valid("query").dryRun === "1", checkStoresCsv, importStoreRows),
  )
  .post("/import/branches", validate("query", importQuery), (c) =>
    importCsv(c, c.req.valid("query").dryRun === "1", checkBranchesCsv, importBranchRows),
  );
