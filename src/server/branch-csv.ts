/**
 * Branches to and from CSV (issue 27, item 5), by the same file rules as stores (csv-file.ts).
 * A row names its store by slug; each row is checked with the branch form's own schema, its
 * opening hours read as the branch API reads them, and its emirate and store looked up; a branch
 * whose store and slug match one already there updates it.
 */
import type { Db } from "#db/client.ts";
import {
  branchesForExport,
  branchIdsByKey,
  branchKey,
  branchRedirectKeys,
  emirateIdsByName,
  storeIdsBySlug,
} from "#db/queries/branch-import.ts";
import type { BranchValues } from "#db/queries/branches.ts";
import { slugify } from "#lib/slug.ts";
import { branchInputSchema } from "#schemas/branch.ts";
import { hoursProblem } from "#server/hours/refusal.ts";
import {
  type CsvSpec,
  csvFile,
  type ImportReport,
  issueErrors,
  lineOf,
  type RowError,
  readCsv,
  slugMissing,
} from "./csv-file.ts";

/** Column -> field of the branch body, in the export's order (`store` is the store's slug). */
const BRANCH_COLUMNS = {
  store: "store",
  slug: "slug",
  name: "name",
  name_ar: "nameAr",
  emirate: "emirate",
  address: "address",
  address_ar: "addressAr",
  phone: "phone",
  hours: "hours",
  hours_ar: "hoursAr",
  opening_hours: "openingHours",
  latitude: "latitude",
  longitude: "longitude",
} as const;
type Column = keyof typeof BRANCH_COLUMNS;
const SPEC: CsvSpec<Column> = {
  columns: BRANCH_COLUMNS,
  required: ["store", "name", "emirate", "address"],
  maxRows: 50_000,
  noun: "branches",
};
/** The form's schema less the store's id: a file names the store by slug, looked up below. */
const rowSchema = branchInputSchema.omit({ storeId: true });

/** Reads and checks a branches CSV: the branches it would write, and every problem found. */
export function checkBranchesCsv(db: Db, bytes: Uint8Array): { report: ImportReport; values: BranchValues[] } {
  const file = readCsv(bytes, SPEC);
  if ("message" in file) return { report: { rows: 0, errors: [file] }, values: [] };
  const storeIds = storeIdsBySlug(db);
  const emirateIds = emirateIdsByName(db);
  const formerAddresses = branchRedirectKeys(db);
  const existing = branchIdsByKey(db);
  const errors: RowError[] = [];
  const values: BranchValues[] = [];
  const seen = new Map<string, number>();
  file.rows.forEach((row, i) => {
    const line = lineOf(i);
    const body: Record<string, string> = {};
    for (const column of file.header) body[BRANCH_COLUMNS[column]] = (row[column] ?? "").trim();
    const { store: storeSlug = "", ...fields } = body;
    const rowErrors: RowError[] = [];
    const storeId = storeIds.get(storeSlug.toLowerCase());
    if (!storeSlug)
      rowErrors.push({ line, column: "store", message: "Store is required (the store's slug)", code: "store_missing" });
    else if (storeId === undefined) {
      const message = `Unknown store "${storeSlug}"`;
      rowErrors.push({ line, column: "store", message, code: "unknown_store", params: { value: storeSlug } });
    }
    const checked = rowSchema.safeParse(fields);
    if (!checked.success) rowErrors.push(...issueErrors(SPEC, line, checked.error.issues));
    const emirateId = emirateIds.get((fields.emirate ?? "").toLowerCase());
    if (fields.emirate && emirateId === undefined) {
      const value = fields.emirate;
      const message = `Unknown emirate "${value}"`;
      rowErrors.push({ line, column: "emirate", message, code: "unknown_emirate", params: { value } });
    }
    const hours = checked.success ? hoursProblem(checked.data.openingHours) : undefined;
    if (hours) rowErrors.push({ line, column: "opening_hours", ...hours, code: "hours_syntax" });
    if (checked.success && storeId !== undefined && emirateId !== undefined && rowErrors.length === 0) {
      const { emirate: _e, slug: sent, ...rest } = checked.data;
      const slug = sent || slugify(rest.name);
      const key = branchKey(storeId, slug);
      const first = seen.get(key);
      if (!slug) rowErrors.push(slugMissing(line));
      else if (first !== undefined) {
        const branch = `${storeSlug}/${slug}`;
        const message = `The branch "${branch}" is also on line ${first}`;
        rowErrors.push({ line, column: "slug", message, code: "branch_repeated", params: { branch, line: first } });
      } else if (formerAddresses.has(key) && !existing.has(key)) {
        const message = `"${slug}" was another branch's address; choose another`;
        rowErrors.push({ line, column: "slug", message, code: "branch_slug_redirect", params: { slug } });
      } else {
        seen.set(key, line);
        values.push({ ...rest, slug, storeId, emirateId });
      }
    }
    errors.push(...rowErrors);
  });
  return { report: { rows: file.rows.length, errors }, values };
}

/** Every branch as CSV (UTF-8 with a BOM), formula-looking cells escaped. */
export function branchesCsv(db: Db): string {
  const rows = branchesForExport(db).map((b) => [
    b.store,
    b.slug,
    b.name,
    b.nameAr ?? "",
    b.emirate,
    b.address,
    b.addressAr ?? "",
    b.phone ?? "",
    b.hours ?? "",
    b.hoursAr ?? "",
    b.openingHours ?? "",
    b.latitude ?? "",
    b.longitude ?? "",
  ]);
  return csvFile(Object.keys(BRANCH_COLUMNS), rows);
}
